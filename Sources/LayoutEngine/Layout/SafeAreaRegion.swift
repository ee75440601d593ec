/// One layer of safe area a view is placed in: the container's, or one that `safeAreaInset`
/// or `safeAreaPadding` adds for the views it wraps. `safe` is where content belongs; `outer`
/// is how far a view that ignores the safe area may reach from it. On an edge where the two
/// coincide the layer adds nothing.
struct SafeAreaRegion {
    var safe: Rect
    var outer: Rect

    /// How close to an edge of `safe` a frame's edge must be to be on it: frames are unrounded,
    /// so the same edge reached by different sums differs in its last bits.
    private static let tolerance = 1e-6

    /// `frame` reaching out to `outer` on each edge in `edges` that is on (or beyond) the
    /// same edge of `safe`, as SwiftUI grows a view that ignores the safe area: only views
    /// that touch the safe area's edge grow into it.
    func extending(_ frame: Rect, on edges: Edge.Set) -> Rect {
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        let t = Self.tolerance
        if edges.contains(.top), minY <= safe.minY + t { minY = min(minY, outer.minY) }
        if edges.contains(.leading), minX <= safe.minX + t { minX = min(minX, outer.minX) }
        if edges.contains(.bottom), maxY >= safe.maxY - t { maxY = max(maxY, outer.maxY) }
        if edges.contains(.trailing), maxX >= safe.maxX - t { maxX = max(maxX, outer.maxX) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension LayoutTree {
    /// `frame` grown into every layer of safe area it touches, innermost first, on `edges`: a
    /// view that ignores the safe area and is on the edge of a bar's inset grows under the bar,
    /// and on through the container's safe area if the bar itself is on its edge.
    func extendingIntoSafeArea(_ frame: Rect, on edges: Edge.Set) -> Rect {
        var frame = frame
        for region in safeAreaRegions.reversed() { frame = region.extending(frame, on: edges) }
        return containerSafeArea.extending(frame, on: edges)
    }

    /// Moves node `id`, already placed, to `frame`: for a layout that learns where it really
    /// is only once placed (`ignoresSafeArea`).
    func replaceFrame(of id: NodeID, with frame: Rect) {
        setFrame(frame, of: id)
    }

    /// Runs `place` with `region` as the innermost layer of safe area.
    func withSafeArea(_ region: SafeAreaRegion, _ place: () -> Void) {
        safeAreaRegions.append(region)
        place()
        safeAreaRegions.removeLast()
    }
}

import LayoutEngine

/// The edges of a reference rectangle that a frame passes, by screen side (left and right,
/// not leading and trailing: frames are reported as drawn).
struct EdgeMask: Hashable {
    var top = false, left = false, bottom = false, right = false

    init() {}

    /// The edges of `reference` that `rect` passes by more than `tolerance`.
    init(_ rect: Rect, beyond reference: Rect, tolerance: Double) {
        top = reference.minY - rect.minY > tolerance
        left = reference.minX - rect.minX > tolerance
        bottom = rect.maxY - reference.maxY > tolerance
        right = rect.maxX - reference.maxX > tolerance
    }

    var isEmpty: Bool { !(top || left || bottom || right) }

    func subtracting(_ other: EdgeMask) -> EdgeMask {
        var out = self
        out.top = top && !other.top
        out.left = left && !other.left
        out.bottom = bottom && !other.bottom
        out.right = right && !other.right
        return out
    }

    func union(_ other: EdgeMask) -> EdgeMask {
        var out = self
        out.top = top || other.top
        out.left = left || other.left
        out.bottom = bottom || other.bottom
        out.right = right || other.right
        return out
    }

    /// Clears the edges of one axis: a fixed frame of only a width says nothing of heights.
    mutating func remove(horizontal: Bool) {
        if horizontal { (left, right) = (false, false) } else { (top, bottom) = (false, false) }
    }
}

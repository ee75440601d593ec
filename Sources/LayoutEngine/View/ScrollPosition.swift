/// SwiftUI's `ScrollPosition` (iOS 18) as a fixed point to lay out a scrolled state at: the
/// content offset along each axis, `nil` to leave that axis at its start, `.infinity` for its
/// end (`ScrollPosition(edge: .bottom)`). A scroll view clamps it to its content, as a
/// programmatic scroll cannot go past the ends.
public struct ScrollPosition: Hashable, Sendable, BitwiseCopyable {
    public var x: Double?
    public var y: Double?

    public init(x: Double? = nil, y: Double? = nil) {
        self.x = x
        self.y = y
    }

    /// `ScrollPosition(edge:)`: the start of an axis for `top` and `leading`, its end for
    /// `bottom` and `trailing`.
    public init(edge: Edge) {
        switch edge {
        case .top: self.init(y: 0)
        case .bottom: self.init(y: .infinity)
        case .leading: self.init(x: 0)
        case .trailing: self.init(x: .infinity)
        }
    }
}

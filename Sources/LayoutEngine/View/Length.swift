/// A length in a frame: a number, or a reference resolved while laying out.
public enum Length: Hashable, Sendable {
    /// A number of points; may be `.infinity`.
    case points(Double)
    /// The value published under a preference key in the previous pass; `nil` until then.
    case state(String)
    /// A dimension of the nearest enclosing `GeometryReader`, times `multiplier`.
    case proxy(Axis, multiplier: Double)

    public static let infinity = Length.points(.infinity)
}

/// A length in a frame: a number, or a reference resolved while laying out.
public enum Length: Hashable, Sendable {
    /// A number of points; may be `.infinity`.
    case points(Double)
    /// The value published under a preference key in the previous pass; `nil` until then.
    case state(String)
    /// A dimension of the nearest enclosing `GeometryReader`, times `multiplier`.
    case proxy(Axis, multiplier: Double)
    /// `@ScaledMetric(relativeTo:)`: a number of points at `large`, scaled at other Dynamic
    /// Type sizes by the text style's point size over its size at `large`. Turned into points
    /// when the tree is built (a tree per Dynamic Type size where one is used).
    case scaled(Double, relativeTo: Font.TextStyle)

    public static let infinity = Length.points(.infinity)

    /// The length at `size`: a scaled length in points, any other as it is.
    public func resolved(at size: DynamicTypeSize) -> Length {
        guard case let .scaled(value, style) = self else { return self }
        return .points(value * DynamicTypeTable.pointSize(style, size) / DynamicTypeTable.pointSize(style, .large))
    }

    var isScaled: Bool {
        if case .scaled = self { return true }
        return false
    }
}

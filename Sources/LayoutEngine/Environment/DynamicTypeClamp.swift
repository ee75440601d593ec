/// What the `dynamicTypeSize` and `environment(\.dynamicTypeSize, …)` modifiers around a view
/// make of the Dynamic Type size it would otherwise get: the size clamped to `lower ... upper`
/// (a fixed size is a range of one).
///
/// Clamps compose into a clamp, so a view nested in several of them still has one: the inner
/// modifier clamps what the outer one left, `clamp(clamp(s, outer), inner)`, which is
/// `clamp(s, clamp(outer.lower, inner) ... clamp(outer.upper, inner))` because both are
/// monotone (checked for every size in `EnvironmentSubtreeTests`).
public struct DynamicTypeClamp: Hashable, Sendable {
    public var lower: DynamicTypeSize
    public var upper: DynamicTypeSize

    /// Every size as it is.
    public static let identity = DynamicTypeClamp(lower: .xSmall, upper: .accessibility5)

    /// `dynamicTypeSize(_:)` of a range; `lower` must not be above `upper`.
    public init(lower: DynamicTypeSize = .xSmall, upper: DynamicTypeSize = .accessibility5) {
        precondition(lower <= upper, "a Dynamic Type range's lower bound is above its upper bound")
        self.lower = lower
        self.upper = upper
    }

    /// `environment(\.dynamicTypeSize, size)` and `dynamicTypeSize(size)`: every size becomes `size`.
    public static func fixed(_ size: DynamicTypeSize) -> DynamicTypeClamp {
        DynamicTypeClamp(lower: size, upper: size)
    }

    /// The size a view gets where the environment's is `size`.
    public func apply(_ size: DynamicTypeSize) -> DynamicTypeSize {
        min(max(size, lower), upper)
    }

    /// This clamp followed by `inner`, as a modifier inside this one applies.
    public func then(_ inner: DynamicTypeClamp) -> DynamicTypeClamp {
        DynamicTypeClamp(lower: inner.apply(lower), upper: inner.apply(upper))
    }

    var isIdentity: Bool { self == .identity }
}

/// The horizontal or vertical dimension.
public enum Axis: Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case horizontal
    case vertical

    /// The other axis.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable, BitwiseCopyable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        public static let both: Set = [.horizontal, .vertical]
    }
}

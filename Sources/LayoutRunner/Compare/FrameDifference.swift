import LayoutEngine

/// How one frame differs from its baseline.
public struct FrameDifference: Hashable, Sendable {
    /// Whether the frame changed, went missing or was added.
    public enum Kind: Hashable, Sendable {
        /// In both, but moved, resized, or wrapped differently.
        case changed
        /// In the baseline, no longer laid out.
        case missing
        /// Laid out now, not in the baseline.
        case added
    }

    public var name: String
    public var kind: Kind
    public var expected: BaselineFrame?
    public var actual: BaselineFrame?
    /// The largest coordinate difference, in points (0 for a change of lines only).
    public var delta: Double

    public init(name: String, kind: Kind, expected: BaselineFrame?, actual: BaselineFrame?, delta: Double) {
        self.name = name
        self.kind = kind
        self.expected = expected
        self.actual = actual
        self.delta = delta
    }
}

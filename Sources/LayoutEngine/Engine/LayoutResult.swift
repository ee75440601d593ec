/// The frames of one laid-out case, in tree order, and what went wrong without stopping it.
public struct LayoutResult: Hashable, Sendable {
    public var frames: [FrameEntry]
    /// Problems worth a look that still gave frames: text no font covers, a missing string key.
    public var warnings: [String]
    /// How many layout passes it took for preference-driven state to settle.
    public var passes: Int

    public init(frames: [FrameEntry], warnings: [String] = [], passes: Int = 1) {
        self.frames = frames
        self.warnings = warnings
        self.passes = passes
    }
}

/// The frames of one laid-out case, in tree order, and what went wrong without stopping it.
public struct LayoutResult: Hashable, Sendable {
    /// Every reported frame: a view, its named (`id`) frames, then the views inside it.
    public var frames: FrameList
    /// Problems worth a look that still gave frames: a missing string key. (Text no font covers
    /// is a lint finding, `missingGlyph`, from the frames.)
    public var warnings: [String]
    /// How many layout passes it took for preference-driven state to settle.
    public var passes: Int
    /// Every `Text` as it was shown, in tree order, when the engine ``LayoutEngine/reportsTexts``;
    /// empty otherwise.
    public var texts: [PlacedText] = []

    init(frames: FrameList, warnings: [String], passes: Int) {
        self.frames = frames
        self.warnings = warnings
        self.passes = passes
    }
}

/// The frames of one layout, in tree order, read as ``FrameEntry`` values.
///
/// ```swift
/// for entry in result.frames where entry.name.hasSuffix("Text") { print(entry.frame) }
/// ```
///
/// A layout writes each frame as a few plain numbers: its rectangle, what a `Text` laid out,
/// and the position of its label in a table made once per prepared view and shared by every
/// layout of it. An entry gets its label (a view's path and type, or an `id`) when it is
/// read, so that a layout retains no string per frame: a path string is cold memory when many
/// views are laid out, and many readers look at a few frames or only at their rectangles.
public struct FrameList: RandomAccessCollection, Hashable, Sendable {
    /// The labels of every frame a layout of the prepared view may report, shared.
    let labels: [FrameEntry.Label]
    /// The frames this layout reported.
    var placed: [Placed]
    /// What the prepared view's frames are (roles, parents), for lints; shared.
    package let facts: FrameFacts
    /// The fixed frames (`frame(width:height:)`) laid out, by the record they belong to.
    package var boxes: [Box] = []
    /// The characters of laid-out texts that no font covers, by `Placed.missing`: few texts
    /// have any, so they are kept aside rather than in every frame.
    package var missingGlyphs: [MissingGlyphs] = []

    /// One reported frame.
    struct Placed: BitwiseCopyable {
        /// In the container's coordinate space, snapped to its pixel grid.
        var frame: Rect
        /// The position of the frame's label in `labels`.
        var label: Int32
        /// For a laid-out `Text`, its number of lines; −1 for any other frame.
        var lines: Int32
        /// For a laid-out `Text`, whether it was cut with an ellipsis.
        var isTruncated: Bool
        /// For a laid-out `Text`, whether its font has a fixed size (no Dynamic Type).
        var isFixedFont = false
        /// For a laid-out `Text`, the lines it needs at its width; −1 for any other frame.
        var neededLines: Int32 = -1
        /// For a laid-out `Text` with characters no font covers, their position in
        /// `missingGlyphs`; −1 otherwise.
        var missing: Int32 = -1
    }

    /// A text's characters that no font covers, with the ISO 15924 script of each when the
    /// measurer gives it (`Phnx`), in order of first appearance.
    package struct MissingGlyphs: Hashable, Sendable {
        package var scalars: [Unicode.Scalar]
        package var scripts: [String]
    }

    /// A fixed frame's rectangle, as the frames are reported (mirrored and snapped).
    package struct Box: Sendable, BitwiseCopyable {
        package var record: Int32
        package var rect: Rect
    }

    init(labels: [FrameEntry.Label], placed: [Placed] = [], facts: FrameFacts = .empty) {
        self.labels = labels
        self.placed = placed
        self.facts = facts
    }

    /// The lint-facing numbers of the frame at `position`: its label's position, and what a
    /// `Text` laid out (lines −1 for any other frame).
    package func facts(at position: Int) -> (label: Int, lines: Int, neededLines: Int, isTruncated: Bool,
                                             isFixedFont: Bool) {
        let p = placed[position]
        return (Int(p.label), Int(p.lines), Int(p.neededLines), p.isTruncated, p.isFixedFont)
    }

    /// The characters no font covers of the text framed at `position`, or `nil`.
    package func missingGlyphs(at position: Int) -> MissingGlyphs? {
        let index = placed[position].missing
        return index >= 0 ? missingGlyphs[Int(index)] : nil
    }

    /// The rectangle of the frame at `position`, without making its entry.
    package func rect(at position: Int) -> Rect { placed[position].frame }

    public var startIndex: Int { 0 }
    public var endIndex: Int { placed.count }

    public subscript(position: Int) -> FrameEntry {
        let p = placed[position]
        let isText = p.lines >= 0
        return FrameEntry(label: labels[Int(p.label)], frame: p.frame, lines: isText ? Int(p.lines) : nil,
                          isTruncated: isText ? p.isTruncated : nil)
    }

    /// Equal when they read as the same entries, whichever tables their labels come from.
    public static func == (lhs: FrameList, rhs: FrameList) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for entry in self { hasher.combine(entry) }
    }
}

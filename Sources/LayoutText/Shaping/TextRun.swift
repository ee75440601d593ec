/// A stretch of a paragraph shaped in one go: one face, one script, one direction.
struct TextRun: Hashable, Sendable {
    /// Scalar offsets within the paragraph.
    var range: Range<Int>
    /// The face's id in the ``FontSet``.
    var face: Int
    /// The OpenType script tag given to the shaper (HarfBuzz's `hb_script_t` value).
    var script: UInt32
    var rightToLeft: Bool
}

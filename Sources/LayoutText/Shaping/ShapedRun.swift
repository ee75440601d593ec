/// The shaped advances of one run, per Unicode scalar of the run, in font units.
///
/// A glyph cluster's advance belongs to its first scalar; the other scalars of a cluster (marks
/// merged by a ligature or a conjunct) get zero and are not cluster starts, so a line never
/// breaks inside a cluster.
struct ShapedRun: Hashable, Sendable {
    /// Sum of the glyph advances of the cluster that starts at each scalar.
    var advances: [Int32]
    /// How many glyphs with a non-zero advance start at each scalar (tracking is added per glyph).
    var trackedGlyphs: [UInt16]
    /// Whether a glyph cluster starts at each scalar.
    var clusterStarts: [Bool]
    /// Whether any glyph is .notdef (glyph 0): a scalar the face cannot draw.
    var containsNotdef = false

    init(count: Int) {
        advances = Array(repeating: 0, count: count)
        trackedGlyphs = Array(repeating: 0, count: count)
        clusterStarts = Array(repeating: false, count: count)
    }
}

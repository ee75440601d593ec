/// What the shaper did with one run of a string: for tests and diagnostics.
package struct ShapedRunSummary: Hashable, Sendable {
    /// The run's text.
    package var text: String
    /// The family and file of the face it was shaped with.
    package var family: String
    package var file: String
    /// The ISO 15924 script tag given to the shaper ("Arab", "Zyyy" for Common).
    package var script: String
    package var rightToLeft: Bool
    /// The run's advance in points, tracking included.
    package var width: Double
    /// Whether a glyph is .notdef.
    package var containsNotdef: Bool
    /// The glyph ids, in visual order: which of the face's forms were drawn.
    package var glyphs: [UInt32] = []
}

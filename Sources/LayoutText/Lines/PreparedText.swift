/// A string measured in one font at one size, before any width is proposed.
struct PreparedText: Sendable {
    var paragraphs: [PreparedParagraph]
    /// Scalars no face covers, in order of first appearance.
    var missingScalars: [Unicode.Scalar]
    /// The ISO 15924 script of each missing scalar (`Phnx`).
    var missingScripts: [String]
    /// "…" in the first face that has it, with tracking.
    var ellipsisWidth: Double
    var ellipsisFace: Int
    /// Vertical metrics of every face, by face id, at this size.
    var metrics: [LineMetrics]
    /// The first face of the fallback chain: the metrics of an empty line.
    var primaryFace: Int

    /// The metrics of a line of `paragraph` covering `range`, plus `extraFace` (the ellipsis).
    func lineMetrics(paragraph: PreparedParagraph, range: Range<Int>, extraFace: Int? = nil) -> LineMetrics {
        var result: LineMetrics?
        var seen: Int?
        for index in range where paragraph.faces[index] != seen {
            seen = paragraph.faces[index]
            let face = metrics[paragraph.faces[index]]
            result = result.map { $0.union(face) } ?? face
        }
        if let extraFace {
            result = result.map { $0.union(metrics[extraFace]) } ?? metrics[extraFace]
        }
        return result ?? metrics[primaryFace]
    }
}

/// One line as laid out: which scalars of which paragraph, and how it measures.
struct LaidOutLine: Sendable {
    var paragraph: Int
    /// The paragraph's scalars shown on the line (hanging spaces included).
    var range: Range<Int>
    /// The width without hanging spaces, "…" included when the line ends with one.
    var width: Double
    var metrics: LineMetrics
    /// Whether the line ends with "…".
    var endsWithEllipsis: Bool
}

/// A face's vertical metrics at one point size, in points, ascender and descender positive.
struct LineMetrics: Hashable, Sendable {
    var ascender: Double
    var descender: Double
    var lineGap: Double

    /// The taller of two: a line that mixes faces is as tall as its tallest face (as in CoreText).
    func union(_ other: LineMetrics) -> LineMetrics {
        LineMetrics(ascender: max(ascender, other.ascender), descender: max(descender, other.descender),
                    lineGap: max(lineGap, other.lineGap))
    }

    var height: Double { ascender + descender + lineGap }
}

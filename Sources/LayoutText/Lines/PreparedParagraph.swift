/// One paragraph measured in one font at one size: per-scalar advances in points and what
/// decides where lines may end.
struct PreparedParagraph: Sendable {
    /// `widthBefore[i]` is the advance of scalars `0..<i`; one more entry than scalars.
    let widthBefore: [Double]
    /// Whether a line may end after each scalar (UAX #14).
    let breakAllowedAfter: [Bool]
    /// Whether each scalar starts both a grapheme cluster and a glyph cluster: where a word too
    /// wide for the line, or a truncated line, may be cut.
    let cuttableBefore: [Bool]
    /// Whether each scalar hangs at the end of a line without counting toward its width (spaces,
    /// and invisible scalars).
    let hangs: [Bool]
    /// The face id of each scalar, for the line's vertical metrics.
    let faces: [Int]

    init(advances: [Double], breakAllowedAfter: [Bool], cuttableBefore: [Bool], hangs: [Bool], faces: [Int]) {
        var widthBefore = [Double](repeating: 0, count: advances.count + 1)
        for index in advances.indices {
            widthBefore[index + 1] = widthBefore[index] + advances[index]
        }
        self.widthBefore = widthBefore
        self.breakAllowedAfter = breakAllowedAfter
        self.cuttableBefore = cuttableBefore
        self.hangs = hangs
        self.faces = faces
    }

    var count: Int { faces.count }

    /// The width of `range` without the spaces that hang at its end.
    func width(_ range: Range<Int>) -> Double {
        widthBefore[visibleEnd(range)] - widthBefore[range.lowerBound]
    }

    /// `range`'s end without its hanging spaces.
    func visibleEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, hangs[end - 1] { end -= 1 }
        return end
    }

    /// Hands each line of this paragraph at `maxWidth` (`nil`: no limit) to `body` in order,
    /// as a range of its scalars.
    ///
    /// Greedy line filling: each line takes as many break opportunities as fit `maxWidth`; a
    /// word wider than a line on its own is cut between clusters, at least one cluster per
    /// line. An empty paragraph is one empty line. Handed on rather than returned: a text is
    /// laid out at every width a layout proposes, and an array of ranges, then one of lines,
    /// would cost a quarter of each layout.
    func forEachLine(maxWidth: Double?, _ body: (Range<Int>) -> Void) {
        guard let maxWidth, count > 0 else { return body(0..<count) }
        let limit = maxWidth + Self.tolerance
        var start = 0
        var candidate = 1
        while start < count {
            // The first break opportunity after `start`.
            candidate = max(candidate, start + 1)
            while candidate < count, !breakAllowedAfter[candidate - 1] { candidate += 1 }
            var fit: Int?
            var end = candidate
            while end <= count, width(start..<end) <= limit {
                fit = end
                end += 1
                while end < count, !breakAllowedAfter[end - 1] { end += 1 }
            }
            let lineEnd = fit ?? cut(start..<candidate, toFit: limit, keepingAtLeastOne: true)
            body(start..<lineEnd)
            start = lineEnd
        }
    }

    /// The furthest cut point in `range` whose prefix fits `limit`; with `keepingAtLeastOne`, at
    /// least the first cluster even if it is wider. May return `range.lowerBound`.
    func cut(_ range: Range<Int>, toFit limit: Double, keepingAtLeastOne: Bool) -> Int {
        var best = range.lowerBound
        var position = range.lowerBound + 1
        while position <= range.upperBound {
            if position == range.upperBound || cuttableBefore[position] {
                if width(range.lowerBound..<position) <= limit {
                    best = position
                } else {
                    if best == range.lowerBound, keepingAtLeastOne { best = position }
                    break
                }
            }
            position += 1
        }
        // Spaces after the cut hang at the end of this line rather than make a blank line.
        while best > range.lowerBound, best < range.upperBound, hangs[best] { best += 1 }
        return best
    }

    /// Slack for comparing widths: a width reported back as a proposal must fit again.
    static let tolerance = 1e-6
}

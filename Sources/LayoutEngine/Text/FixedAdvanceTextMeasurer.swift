/// A deterministic stand-in for real text measurement: every character advances `advance` ems
/// and lines are `lineHeight` ems, wrapping at spaces.
///
/// For testing the engine's algorithms without fonts. The product measures text with
/// `LayoutText`'s HarfBuzz measurer, never with this. A concatenation's runs each advance by
/// their own font, and a line is as tall as the largest font on it.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    public var advance: Double
    public var lineHeight: Double

    public init(advance: Double = 0.5, lineHeight: Double = 1.2) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    /// A laid-out line: its width and the tallest run on it.
    private struct Line {
        var width: Double
        var run: Int
    }

    public func layout(_ request: TextRequest) -> TextLayout {
        let runs = request.runs.isEmpty ? [TextRequest.Run(string: request.string, font: request.font)] : request.runs
        // No system tracking here: only what `tracking` and `kerning` give.
        let charWidths = runs.map { advance * $0.font.pointSize + $0.font.spacing(systemTracking: 0) }
        let heights = runs.map { ceil(lineHeight * $0.font.pointSize, request.displayScale) }
        let ascents = runs.map { ceil(0.95 * $0.font.pointSize, request.displayScale) }
        let taller = { (a: Int, b: Int) in heights[b] > heights[a] ? b : a }
        let limit = request.proposal.width.flatMap { $0.isFinite ? $0 : nil }
        var lines: [Line] = []
        var current: Line? = nil
        // The word being read: its width by run (a count of characters times the run's
        // advance, as one multiplication), the tallest run in it, and the space before it.
        var word = (width: 0.0, run: 0, count: 0)
        var space: Double? = nil
        func endWord() {
            if let c = current, let space, let limit, c.width + space + word.width > limit {
                lines.append(c)
                current = Line(width: word.width, run: word.run)
            } else if let c = current, let space {
                current = Line(width: c.width + space + word.width, run: word.count > 0 ? taller(c.run, word.run) : c.run)
            } else {
                current = Line(width: word.width, run: word.run)
            }
            word = (0, 0, 0)
        }
        func add(_ count: Int, of run: Int) {
            word.width += Double(count) * charWidths[run]
            word.run = word.count > 0 ? taller(word.run, run) : run
            word.count += count
        }
        for (index, run) in runs.enumerated() {
            var count = 0
            for character in run.string {
                guard character == " " else {
                    count += 1
                    continue
                }
                if count > 0 { add(count, of: index) }
                count = 0
                endWord()
                space = charWidths[index]
            }
            if count > 0 { add(count, of: index) }
        }
        endWord()
        if let last = current { lines.append(last) }

        var maxLines = request.lineLimit ?? Int.max
        if let h = request.proposal.height, h.isFinite {
            maxLines = min(maxLines, max(1, Self.linesFitting(h, lines.map { heights[$0.run] })))
        }
        let needed = lines.count
        let truncated = lines.count > maxLines
        if truncated { lines = Array(lines.prefix(maxLines)) }
        var width = lines.map(\.width).max() ?? 0
        if let limit { width = min(width, max(limit, charWidths[0])) }
        let lineHeights = lines.map { heights[$0.run] }
        return TextLayout(size: Size(width: ceil(width, request.displayScale), height: Self.sum(lineHeights)),
                          lineCount: lines.count, isTruncated: truncated, firstBaseline: ascents[lines[0].run],
                          lastBaseline: Self.sum(lineHeights.dropLast()) + ascents[lines[lines.count - 1].run],
                          neededLineCount: needed)
    }

    /// The total of line heights; lines of one height as one multiplication, as this measurer
    /// has always computed them.
    private static func sum(_ heights: some Collection<Double>) -> Double {
        guard let first = heights.first else { return 0 }
        if heights.allSatisfy({ $0 == first }) { return first * Double(heights.count) }
        return heights.reduce(0, +)
    }

    /// How many of `heights` fit `height`, one after the other.
    private static func linesFitting(_ height: Double, _ heights: [Double]) -> Int {
        guard let first = heights.first, !heights.allSatisfy({ $0 == first }) else {
            return heights.first.map { Int((height + 0.001) / $0) } ?? 0
        }
        var total = 0.0
        var fitting = 0
        for line in heights {
            total += line
            guard total <= height + 0.001 else { break }
            fitting += 1
        }
        return fitting
    }

    private func ceil(_ value: Double, _ scale: Double) -> Double {
        (value * scale - 1e-9).rounded(.up) / scale
    }
}

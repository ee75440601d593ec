/// A deterministic stand-in for real text measurement: every character advances `advance` ems
/// and lines are `lineHeight` ems, wrapping at spaces.
///
/// For testing the engine's algorithms without fonts. The product measures text with
/// `LayoutText`'s HarfBuzz measurer, never with this.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    public var advance: Double
    public var lineHeight: Double

    public init(advance: Double = 0.5, lineHeight: Double = 1.2) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    public func layout(_ request: TextRequest) -> TextLayout {
        let em = request.font.pointSize
        // No system tracking here: only what `tracking` and `kerning` give.
        let charWidth = advance * em + request.font.spacing(systemTracking: 0)
        let line = ceil(lineHeight * em, request.displayScale)
        let words = request.string.split(separator: " ", omittingEmptySubsequences: false).map { Double($0.count) * charWidth }
        let space = charWidth
        let limit = request.proposal.width.flatMap { $0.isFinite ? $0 : nil }
        var lines: [Double] = []
        var current: Double? = nil
        for word in words {
            if let c = current, let limit, c + space + word > limit {
                lines.append(c)
                current = word
            } else {
                current = current.map { $0 + space + word } ?? word
            }
        }
        lines.append(current ?? 0)
        var maxLines = request.lineLimit ?? Int.max
        if let h = request.proposal.height, h.isFinite {
            maxLines = min(maxLines, max(1, Int((h + 0.001) / line)))
        }
        let needed = lines.count
        let truncated = lines.count > maxLines
        if truncated { lines = Array(lines.prefix(maxLines)) }
        var width = lines.max() ?? 0
        if let limit { width = min(width, max(limit, charWidth)) }
        let ascent = ceil(0.95 * em, request.displayScale)
        return TextLayout(size: Size(width: ceil(width, request.displayScale), height: line * Double(lines.count)),
                          lineCount: lines.count, isTruncated: truncated, firstBaseline: ascent,
                          lastBaseline: line * Double(lines.count - 1) + ascent, neededLineCount: needed)
    }

    private func ceil(_ value: Double, _ scale: Double) -> Double {
        (value * scale - 1e-9).rounded(.up) / scale
    }
}

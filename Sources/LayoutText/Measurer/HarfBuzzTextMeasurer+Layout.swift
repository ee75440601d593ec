import LayoutEngine

extension HarfBuzzTextMeasurer {
    /// Lines for the proposal, capped and truncated, measured and snapped to pixels.
    static func layout(_ request: TextRequest, prepared: PreparedText) -> TextLayout {
        let pixelsPerPoint = pixelScale(request)
        var needed = 0
        let lines = laidOutLines(request, prepared: prepared, needed: &needed)
        guard !lines.isEmpty else {
            return TextLayout(size: .zero, lineCount: 0, isTruncated: false, firstBaseline: 0, lastBaseline: 0,
                              missingScalars: prepared.missingScalars,
                              missingScripts: prepared.missingScripts)
        }
        var widest = 0.0
        var top = 0.0
        var lastBaseline = 0.0
        for line in lines {
            lastBaseline = top + line.metrics.ascender
            top += snap(line.metrics.height, pixelsPerPoint)
            widest = max(widest, line.width)
        }
        var reportedWidth = snap(widest, pixelsPerPoint)
        if let maxWidth = maxWidth(request), widest <= maxWidth + PreparedParagraph.tolerance, reportedWidth > maxWidth {
            // The lines fit: rounding up to a pixel must not make the text wider than offered.
            reportedWidth = maxWidth
        }
        return TextLayout(size: Size(width: reportedWidth, height: top), lineCount: lines.count,
                          isTruncated: lines.last?.endsWithEllipsis ?? false,
                          firstBaseline: lines[0].metrics.ascender, lastBaseline: lastBaseline,
                          missingScalars: prepared.missingScalars,
                          missingScripts: prepared.missingScripts, neededLineCount: needed)
    }

    /// The visible lines: greedy-filled to the proposed width, capped by the line limit and by
    /// the whole lines that fit the proposed height (at least one), the last one cut with "…"
    /// when text is left over.
    static func laidOutLines(_ request: TextRequest, prepared: PreparedText) -> [LaidOutLine] {
        var needed = 0
        return laidOutLines(request, prepared: prepared, needed: &needed)
    }

    /// The visible lines, and in `needed` how many lines there are before any is cut.
    static func laidOutLines(_ request: TextRequest, prepared: PreparedText, needed: inout Int) -> [LaidOutLine] {
        let pixelsPerPoint = pixelScale(request)
        let maxWidth = maxWidth(request)
        var lines: [LaidOutLine] = []
        for (index, paragraph) in prepared.paragraphs.enumerated() {
            for range in paragraph.lines(maxWidth: maxWidth) {
                lines.append(LaidOutLine(paragraph: index, range: range, width: paragraph.width(range),
                                         metrics: prepared.lineMetrics(paragraph: paragraph, range: range),
                                         endsWithEllipsis: false))
            }
        }
        needed = lines.count
        var visible = lines.count
        if let lineLimit = request.lineLimit {
            visible = min(visible, max(1, lineLimit))
        }
        if let height = request.proposal.height, height.isFinite {
            var total = 0.0
            var fitting = 0
            for line in lines.prefix(visible) {
                total += snap(line.metrics.height, pixelsPerPoint)
                guard total <= height + heightTolerance else { break }
                fitting += 1
            }
            visible = max(1, fitting)
        }
        guard visible < lines.count else { return lines }

        // The last visible line takes the rest of its paragraph, cut between clusters so that it
        // and "…" fit the width.
        var last = lines[visible - 1]
        let paragraph = prepared.paragraphs[last.paragraph]
        let available = (maxWidth ?? .infinity) - prepared.ellipsisWidth + PreparedParagraph.tolerance
        let end = paragraph.cut(last.range.lowerBound..<paragraph.count, toFit: available, keepingAtLeastOne: false)
        last.range = last.range.lowerBound..<end
        last.width = paragraph.width(last.range) + prepared.ellipsisWidth
        last.metrics = prepared.lineMetrics(paragraph: paragraph, range: last.range, extraFace: prepared.ellipsisFace)
        last.endsWithEllipsis = true
        return Array(lines.prefix(visible - 1)) + [last]
    }

    static func pixelScale(_ request: TextRequest) -> Double {
        request.displayScale.isFinite && request.displayScale > 0 ? request.displayScale : 1
    }

    /// The proposed width, or `nil` for "no limit" (unspecified or infinite).
    static func maxWidth(_ request: TextRequest) -> Double? {
        request.proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
    }

    /// `length` rounded up to whole pixels (a hair of slack absorbs floating-point noise:
    /// 161/3 × 3 must stay 161 pixels).
    static func snap(_ length: Double, _ pixelsPerPoint: Double) -> Double {
        guard length > 0 else { return 0 }
        return (length * pixelsPerPoint - 1e-6).rounded(.up) / pixelsPerPoint
    }

    /// How far lines may overshoot a proposed height and still count as fitting: 2 × 20.333
    /// must fit a proposal of 40.667.
    static let heightTolerance = 0.01
}

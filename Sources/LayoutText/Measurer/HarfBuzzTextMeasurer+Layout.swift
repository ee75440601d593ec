import LayoutEngine

extension HarfBuzzTextMeasurer {
    /// Lines for the proposal, capped and truncated, measured and snapped to pixels.
    static func layout(_ request: TextRequest, prepared: PreparedText) -> TextLayout {
        let pixelsPerPoint = pixelScale(request)
        var count = 0
        var widest = 0.0
        var top = 0.0
        var firstBaseline = 0.0
        var lastBaseline = 0.0
        var isTruncated = false
        let needed = forEachVisibleLine(request, prepared: prepared) { line in
            if count == 0 { firstBaseline = line.metrics.ascender }
            count += 1
            lastBaseline = top + line.metrics.ascender
            top += snap(line.metrics.height, pixelsPerPoint)
            widest = max(widest, line.width)
            isTruncated = line.endsWithEllipsis
        }
        guard count > 0 else {
            return TextLayout(size: .zero, lineCount: 0, isTruncated: false, firstBaseline: 0, lastBaseline: 0,
                              missingScalars: prepared.missingScalars,
                              missingScripts: prepared.missingScripts)
        }
        var reportedWidth = snap(widest, pixelsPerPoint)
        if let maxWidth = maxWidth(request), widest <= maxWidth + PreparedParagraph.tolerance, reportedWidth > maxWidth {
            // The lines fit: rounding up to a pixel must not make the text wider than offered.
            reportedWidth = maxWidth
        }
        return TextLayout(size: Size(width: reportedWidth, height: top), lineCount: count, isTruncated: isTruncated,
                          firstBaseline: firstBaseline, lastBaseline: lastBaseline,
                          missingScalars: prepared.missingScalars,
                          missingScripts: prepared.missingScripts, neededLineCount: needed)
    }

    /// The visible lines: greedy-filled to the proposed width, capped by the line limit and by
    /// the whole lines that fit the proposed height (at least one), the last one cut with "…"
    /// when text is left over.
    static func laidOutLines(_ request: TextRequest, prepared: PreparedText) -> [LaidOutLine] {
        var lines: [LaidOutLine] = []
        _ = forEachVisibleLine(request, prepared: prepared) { lines.append($0) }
        return lines
    }

    /// Hands each visible line (see ``laidOutLines(_:prepared:)``) to `body` in order, and
    /// returns how many lines there are before any is cut. The lines are not kept: a line
    /// is measured only when it is visible, and the lines past the last visible one are only
    /// counted.
    static func forEachVisibleLine(_ request: TextRequest, prepared: PreparedText, _ body: (LaidOutLine) -> Void) -> Int {
        let pixelsPerPoint = pixelScale(request)
        let maxWidth = maxWidth(request)
        let lineLimit = request.lineLimit.map { max(1, $0) } ?? .max
        let height = request.proposal.height.flatMap { $0.isFinite ? $0 : nil }
        var needed = 0
        var visible = 0
        var total = 0.0
        // The last visible line so far: handed on when a later line is visible too, and cut
        // with "…" at the end if a line is not.
        var pending: LaidOutLine?
        for index in prepared.paragraphs.indices {
            let paragraph = prepared.paragraphs[index]
            paragraph.forEachLine(maxWidth: maxWidth) { range in
                needed += 1
                // Once a line is not visible, no later line is.
                guard visible == needed - 1, needed <= lineLimit else { return }
                let metrics = prepared.lineMetrics(paragraph: paragraph, range: range)
                if let height {
                    total += snap(metrics.height, pixelsPerPoint)
                    // The first line is shown even when it does not fit.
                    guard total <= height + heightTolerance || needed == 1 else { return }
                }
                visible += 1
                if let pending { body(pending) }
                pending = LaidOutLine(paragraph: index, range: range, width: paragraph.width(range), metrics: metrics,
                                      endsWithEllipsis: false)
            }
        }
        guard var last = pending else { return needed }
        if visible < needed {
            // The last visible line takes the rest of its paragraph, cut between clusters so
            // that it and "…" fit the width.
            let paragraph = prepared.paragraphs[last.paragraph]
            let available = (maxWidth ?? .infinity) - prepared.ellipsisWidth + PreparedParagraph.tolerance
            let end = paragraph.cut(last.range.lowerBound..<paragraph.count, toFit: available, keepingAtLeastOne: false)
            last.range = last.range.lowerBound..<end
            last.width = paragraph.width(last.range) + prepared.ellipsisWidth
            last.metrics = prepared.lineMetrics(paragraph: paragraph, range: last.range, extraFace: prepared.ellipsisFace)
            last.endsWithEllipsis = true
        }
        body(last)
        return needed
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

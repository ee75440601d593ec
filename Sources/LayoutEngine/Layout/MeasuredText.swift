/// A `Text` of the tree: what it asks the measurer, and the layouts it got back. Its node
/// (`LayoutNode.Kind.text`) answers its size and its baselines as alignment guides.
///
/// A class, one per text: the frame report reads the layout the text was placed with.
final class MeasuredText {
    let string: String
    let font: ResolvedFont
    let lineLimit: Int?
    /// The lines of height kept however few the text needs: 1 unless a `lineLimit` reserves space.
    let minimumLines: Int
    /// The fraction of `font`'s size it may shrink to when it does not fit; 1 never shrinks.
    let minimumScaleFactor: Double
    /// Points added between lines: after every line but the last.
    let lineSpacing: Double
    let layoutDirection: LayoutDirection
    let displayScale: Double
    /// The BCP 47 locale the text is measured in (see `TextRequest.locale`).
    let locale: String
    /// The runs of a concatenated text, in their own fonts (see `TextRequest.runs`); empty for one font.
    let runs: [TextRequest.Run]
    /// The layout of the last proposal measured, and of the one the text was placed with.
    private var lastProposal: ProposedViewSize?
    private var lastLayout: TextLayout?
    /// The font size the last request ended at when the text shrank (`minimumScaleFactor`);
    /// `nil` for the font's own. Kept rather than the request, whose copy at every layout
    /// retained its strings and runs.
    private var lastShrunkSize: Double?
    private(set) var placedLayout: TextLayout?
    private var placed: (proposal: ProposedViewSize, shrunkSize: Double?)?

    init(string: String, font: ResolvedFont, minimumLines: Int = 1, minimumScaleFactor: Double = 1, lineSpacing: Double = 0,
         lineLimit: Int?, layoutDirection: LayoutDirection, displayScale: Double, locale: String = "",
         runs: [TextRequest.Run] = []) {
        self.string = string
        self.font = font
        self.lineLimit = lineLimit
        self.minimumLines = minimumLines
        self.minimumScaleFactor = minimumScaleFactor
        self.lineSpacing = lineSpacing
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.locale = locale
        self.runs = runs
    }

    func layout(for proposal: ProposedViewSize, measurer: any TextMeasuring) -> TextLayout {
        if proposal == lastProposal, let lastLayout { return lastLayout }
        var request = request(for: proposal)
        var layout = measurer.layout(request)
        lastShrunkSize = nil
        if minimumScaleFactor < 1, layout.isTruncated {
            layout = shrunk(request: &request, truncated: layout, measurer: measurer)
            lastShrunkSize = request.font.pointSize
        }
        if layout.lineCount < minimumLines, layout.lineCount > 0 {
            // Room for the lines it does not need, each as tall as the ones it has, in whole pixels.
            let height = layout.size.height / Double(layout.lineCount) * Double(minimumLines)
            layout.size.height = (height * displayScale - 1e-9).rounded(.up) / displayScale
        }
        let gaps = max(layout.lineCount, minimumLines) - 1
        if lineSpacing != 0, gaps > 0 {
            layout.size.height += lineSpacing * Double(gaps)
            layout.lastBaseline += lineSpacing * Double(max(layout.lineCount - 1, 0))
        }
        lastProposal = proposal
        lastLayout = layout
        return layout
    }

    /// What the text asks the measurer for at `proposal`, in its own font.
    private func request(for proposal: ProposedViewSize) -> TextRequest {
        TextRequest(string: string, font: font, proposal: proposal, lineLimit: lineLimit,
                    layoutDirection: layoutDirection, displayScale: displayScale, locale: locale, runs: runs)
    }

    /// The request behind ``placedLayout``: what a caller asks the measurer for its lines.
    var placedRequest: TextRequest? {
        guard let placed else { return nil }
        var request = request(for: placed.proposal)
        if let size = placed.shrunkSize { scale(&request, to: size) }
        return request
    }

    /// The layout at the largest font size, down to `minimumScaleFactor` of it, at which the
    /// text is not truncated: a bisection of the size to a hundredth of a point, as SwiftUI
    /// shrinks continuously rather than in steps. At the smallest size it may still truncate.
    /// `request` is left at the size of the layout returned, not at the last size tried.
    private func shrunk(request: inout TextRequest, truncated: TextLayout, measurer: any TextMeasuring) -> TextLayout {
        let full = font.pointSize
        scale(&request, to: full * minimumScaleFactor)
        let smallest = measurer.layout(request)
        if smallest.isTruncated { return smallest }
        var fits = (size: full * minimumScaleFactor, layout: smallest)
        var tooLarge = full
        while tooLarge - fits.size > 0.01 {
            let size = (fits.size + tooLarge) / 2
            scale(&request, to: size)
            let layout = measurer.layout(request)
            if layout.isTruncated { tooLarge = size } else { fits = (size, layout) }
        }
        scale(&request, to: fits.size)
        return fits.layout
    }

    /// `request` with its font at `size`, and each run's font by the same factor: a
    /// concatenation shrinks as one.
    private func scale(_ request: inout TextRequest, to size: Double) {
        request.font.pointSize = size
        let factor = font.pointSize > 0 ? size / font.pointSize : 0
        for i in request.runs.indices {
            request.runs[i].font.pointSize = runs[i].font.pointSize * factor
        }
    }

    /// Whether the text, or a run of it, is in a fixed size that does not scale with Dynamic Type.
    var hasFixedFont: Bool {
        font.textStyle == nil && runs.isEmpty || runs.contains { $0.font.textStyle == nil }
    }

    func place(_ proposal: ProposedViewSize, measurer: any TextMeasuring) {
        placedLayout = layout(for: proposal, measurer: measurer)
        placed = (proposal, lastShrunkSize)
    }

    /// The first or last baseline; `nil` for every other guide.
    func baseline(_ guide: AlignmentGuide, proposal: ProposedViewSize, measurer: any TextMeasuring) -> Double? {
        switch guide {
        case .vertical(.firstTextBaseline): layout(for: proposal, measurer: measurer).firstBaseline
        case .vertical(.lastTextBaseline): layout(for: proposal, measurer: measurer).lastBaseline
        default: nil
        }
    }
}

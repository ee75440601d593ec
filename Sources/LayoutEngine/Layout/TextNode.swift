/// A `Text`: sized by the text measurer, with its baselines as alignment guides.
final class TextNode: LayoutNode {
    let string: String
    let font: ResolvedFont
    let lineLimit: Int?
    let layoutDirection: LayoutDirection
    let displayScale: Double
    /// The layout of the last proposal measured, and of the one the text was placed with.
    private var lastProposal: ProposedViewSize?
    private var lastLayout: TextLayout?
    private(set) var placedLayout: TextLayout?

    init(context: LayoutContext, string: String, font: ResolvedFont, lineLimit: Int?,
         layoutDirection: LayoutDirection, displayScale: Double) {
        self.string = string
        self.font = font
        self.lineLimit = lineLimit
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        super.init(context: context, explicitGuides: .baselines)
    }

    func layout(for proposal: ProposedViewSize) -> TextLayout {
        if proposal == lastProposal, let lastLayout { return lastLayout }
        let layout = context.measurer.layout(TextRequest(
            string: string, font: font, proposal: proposal, lineLimit: lineLimit,
            layoutDirection: layoutDirection, displayScale: displayScale))
        lastProposal = proposal
        lastLayout = layout
        return layout
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        layout(for: proposal).size
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        placedLayout = layout(for: proposal)
    }

    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        switch guide {
        case .vertical(.firstTextBaseline): layout(for: proposal).firstBaseline
        case .vertical(.lastTextBaseline): layout(for: proposal).lastBaseline
        default: nil
        }
    }
}

/// `background` and `overlay`: the primary view is laid out as if alone; the secondary view is
/// proposed exactly the primary's size and aligned to it.
final class BackgroundNode: LayoutNode {
    let primary: LayoutNode
    let secondary: LayoutNode
    let alignment: Alignment

    init(context: LayoutContext, primary: LayoutNode, secondary: LayoutNode, alignment: Alignment) {
        self.primary = primary
        self.secondary = secondary
        self.alignment = alignment
        super.init(context: context, explicitGuides: primary.explicitGuides)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        primary.sizeThatFits(proposal)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        primary.place(at: bounds.origin, proposal: proposal)
        place(secondary, in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
    }

    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        primary.explicitAlignment(guide, size: size, proposal: proposal)
    }
}

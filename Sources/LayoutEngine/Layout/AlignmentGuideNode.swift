/// `alignmentGuide`: sets one guide to a value; every other guide comes from the child.
final class AlignmentGuideNode: LayoutNode {
    let guide: AlignmentGuide
    let guideValue: Double
    let child: LayoutNode

    init(context: LayoutContext, guide: AlignmentGuide, value: Double, child: LayoutNode) {
        self.guide = guide
        self.guideValue = value
        self.child = child
        super.init(context: context, explicitGuides: child.explicitGuides.union(GuideSet(guide)))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        child.sizeThatFits(proposal)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        child.place(at: bounds.origin, proposal: proposal)
    }

    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        guide == self.guide ? guideValue : child.explicitAlignment(guide, size: size, proposal: proposal)
    }
}

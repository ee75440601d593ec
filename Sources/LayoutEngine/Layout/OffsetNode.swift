/// `offset`: moves the child's drawing; the layout around it does not move.
final class OffsetNode: LayoutNode {
    let offset: Point
    let child: LayoutNode

    init(context: LayoutContext, offset: Point, child: LayoutNode) {
        self.offset = offset
        self.child = child
        super.init(context: context, explicitGuides: child.explicitGuides)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        child.sizeThatFits(proposal)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        child.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: proposal)
    }

    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        child.explicitAlignment(guide, size: size, proposal: proposal)
    }
}

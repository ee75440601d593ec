/// `fixedSize`: proposes `nil` (ideal) on the fixed axes and takes the child's size.
final class FixedSizeNode: LayoutNode {
    let horizontal: Bool
    let vertical: Bool
    let child: LayoutNode

    init(context: LayoutContext, horizontal: Bool, vertical: Bool, child: LayoutNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.child = child
        super.init(context: context, explicitGuides: child.explicitGuides)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        child.sizeThatFits(childProposal(proposal))
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        child.place(at: bounds.origin, proposal: childProposal(proposal))
    }

    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        child.explicitAlignment(guide, size: size, proposal: childProposal(proposal))
    }
}

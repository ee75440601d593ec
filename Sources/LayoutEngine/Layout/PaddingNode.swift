/// `padding`: proposes the child the proposal less the insets and adds them back.
final class PaddingNode: LayoutNode {
    let insets: EdgeInsets
    let child: LayoutNode

    init(context: LayoutContext, insets: EdgeInsets, child: LayoutNode) {
        self.insets = insets
        self.child = child
        super.init(context: context, explicitGuides: child.explicitGuides)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let size = child.sizeThatFits(childProposal(proposal))
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        child.place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                    proposal: childProposal(proposal))
    }

    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        let p = childProposal(proposal)
        let inner = child.sizeThatFits(p)
        guard let value = child.explicitAlignment(guide, size: inner, proposal: p) else { return nil }
        switch guide {
        case .horizontal: return value + insets.leading
        case .vertical: return value + insets.top
        }
    }
}

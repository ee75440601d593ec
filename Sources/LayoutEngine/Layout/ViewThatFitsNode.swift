/// `ViewThatFits`: the first child whose ideal size on the constrained axes fits the
/// proposal, or the last child when none does. Only the chosen child is laid out.
final class ViewThatFitsNode: LayoutNode {
    let axes: Axis.Set
    let children: [LayoutNode]

    init(context: LayoutContext, axes: Axis.Set, children: [LayoutNode]) {
        self.axes = axes
        self.children = children
        super.init(context: context, explicitGuides: GuideSet.union(of: children))
    }

    private func choice(_ proposal: ProposedViewSize) -> LayoutNode? {
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        for child in children.dropLast() {
            let ideal = child.sizeThatFits(probe)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return children.last
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        choice(proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        choice(proposal)?.place(at: bounds.origin, proposal: proposal)
    }

    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        choice(proposal)?.explicitAlignment(guide, size: size, proposal: proposal)
    }
}

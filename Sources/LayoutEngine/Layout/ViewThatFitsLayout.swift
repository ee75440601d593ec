/// `ViewThatFits`: the first child whose ideal size on the constrained axes fits the
/// proposal, or the last child when none does. Only the chosen child is laid out.
struct ViewThatFitsLayout: AxisCoupledLayout {
    var axes: Axis.Set
    var subviews: ListRange

    private func choice(_ proposal: ProposedViewSize, tree: LayoutTree) -> NodeID? {
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        let children = tree[subviews]
        for child in children.dropLast() {
            let ideal = tree.sizeThatFits(child, probe)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return children.last
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        choice(proposal, tree: tree).map { tree.sizeThatFits($0, proposal) } ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        if let child = choice(proposal, tree: tree) { tree.place(child, at: bounds.origin, proposal: proposal) }
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        choice(proposal, tree: tree).flatMap { tree.explicitAlignment(of: $0, guide, size: size, proposal: proposal) }
    }
}

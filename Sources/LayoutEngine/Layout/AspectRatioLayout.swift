/// `aspectRatio`: proposes the child the largest (fit) or smallest (fill) size of the ratio
/// around the proposal, and takes what the child chooses. Without a ratio, the child's ideal
/// size gives it.
struct AspectRatioLayout: AxisCoupledLayout {
    var ratio: Double?
    var contentMode: ContentMode
    var child: NodeID

    private func childProposal(_ proposal: ProposedViewSize, tree: LayoutTree) -> ProposedViewSize {
        let ideal = tree.sizeThatFits(child, .unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        case let (w?, nil):
            return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?):
            return ProposedViewSize(width: h * r, height: h)
        case let (w?, h?):
            if !w.isFinite && !h.isFinite { return proposal }
            let widthLimited = (w / h > r) != (contentMode == .fill)
            if !h.isFinite || (w.isFinite && !widthLimited) {
                return ProposedViewSize(width: w, height: w / r)
            }
            return ProposedViewSize(width: h * r, height: h)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        tree.sizeThatFits(child, childProposal(proposal, tree: tree))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.place(child, at: bounds.origin, proposal: childProposal(proposal, tree: tree))
    }
}

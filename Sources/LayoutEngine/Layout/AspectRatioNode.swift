/// `aspectRatio`: proposes the child the largest (fit) or smallest (fill) size of the ratio
/// around the proposal, and takes what the child chooses. Without a ratio, the child's ideal
/// size gives it.
final class AspectRatioNode: LayoutNode {
    let ratio: Double?
    let contentMode: ContentMode
    let child: LayoutNode

    init(context: LayoutContext, ratio: Double?, contentMode: ContentMode, child: LayoutNode) {
        self.ratio = ratio
        self.contentMode = contentMode
        self.child = child
        super.init(context: context)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
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

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        child.sizeThatFits(childProposal(proposal))
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        child.place(at: bounds.origin, proposal: childProposal(proposal))
    }
}

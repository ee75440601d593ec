/// `padding`: proposes the child the proposal less the insets and adds them back.
struct PaddingLayout: ModifierLayout {
    var insets: EdgeInsets
    var child: NodeID

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        let size = tree.sizeThatFits(child, childProposal(proposal))
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    /// Separable: the child's length for the proposal less the insets, plus the insets.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        let inset = axis == .horizontal ? insets.horizontal : insets.vertical
        return tree.length(child, along: axis, proposed.map { max(0, $0 - inset) }) + inset
    }

    /// Cheaper to answer than to look up: one question to the child, which remembers its answer.
    static var answersDirectly: Bool { true }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.place(child, at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                   proposal: childProposal(proposal))
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        let p = childProposal(proposal)
        let inner = tree.sizeThatFits(child, p)
        guard let value = tree.explicitAlignment(of: child, guide, size: inner, proposal: p) else { return nil }
        switch guide {
        case .horizontal: return value + insets.leading
        case .vertical: return value + insets.top
        }
    }
}

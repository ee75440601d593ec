/// `fixedSize`: proposes `nil` (ideal) on the fixed axes and takes the child's size.
struct FixedSizeLayout: ModifierLayout {
    var horizontal: Bool
    var vertical: Bool
    var child: NodeID

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        tree.sizeThatFits(child, childProposal(proposal))
    }

    /// Separable: the child's length, for the ideal on a fixed axis.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        tree.length(child, along: axis, (axis == .horizontal ? horizontal : vertical) ? nil : proposed)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.place(child, at: bounds.origin, size: bounds.size, proposal: childProposal(proposal))
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        tree.explicitAlignment(of: child, guide, size: size, proposal: childProposal(proposal))
    }
}

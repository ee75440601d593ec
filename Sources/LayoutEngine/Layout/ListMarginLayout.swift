/// Padding whose horizontal insets are the layout margin of the container the tree is laid
/// out in (`LayoutTree.layoutMargin`: 16 on phones narrower than 414 points, else 20), as a
/// list's rows and inset cards take it; its vertical insets are fixed.
struct ListMarginLayout: ModifierLayout {
    var top: Double
    var bottom: Double
    var child: NodeID

    private func insets(_ tree: LayoutTree) -> EdgeInsets {
        EdgeInsets(top: top, leading: tree.layoutMargin, bottom: bottom, trailing: tree.layoutMargin)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        PaddingLayout(insets: insets(tree), child: child).sizeThatFits(proposal, in: tree)
    }

    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        PaddingLayout(insets: insets(tree), child: child).length(along: axis, proposed, in: tree)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        PaddingLayout(insets: insets(tree), child: child).placeSubviews(in: bounds, proposal: proposal, tree: tree)
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        PaddingLayout(insets: insets(tree), child: child).explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
    }
}

/// `alignmentGuide`: sets one guide to a value; every other guide comes from the child.
struct AlignmentGuideLayout: PassthroughLayout {
    var guide: AlignmentGuide
    var value: Double
    var child: NodeID

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.place(child, at: bounds.origin, size: bounds.size, proposal: proposal)
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        guide == self.guide ? value : tree.explicitAlignment(of: child, guide, size: size, proposal: proposal)
    }
}

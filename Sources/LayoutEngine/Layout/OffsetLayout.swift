/// `offset`: moves the child's drawing; the layout around it does not move.
struct OffsetLayout: PassthroughLayout {
    var offset: Point
    var child: NodeID

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.place(child, at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), size: bounds.size,
                   proposal: proposal)
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        tree.explicitAlignment(of: child, guide, size: size, proposal: proposal)
    }
}

/// `position(x:y:)`: takes the whole proposal (its child's size on an axis the proposal leaves
/// open) and puts the child's centre at the point, in its own space, proposing the child its
/// size (SwiftUI's `_PositionLayout`).
struct PositionLayout: ModifierLayout {
    var position: Point
    var child: NodeID

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let size = tree.sizeThatFits(child, proposal)
        return Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    /// Separable with its child: the proposal, else the child's ideal length.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        proposed ?? tree.length(child, along: axis, nil)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        let p = ProposedViewSize(bounds.size)
        let size = tree.sizeThatFits(child, p)
        tree.place(child, at: Point(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2),
                   size: size, proposal: p)
    }
}

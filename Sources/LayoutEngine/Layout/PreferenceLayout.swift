/// `preference`: publishes the laid-out width or height at this point of the chain, like
/// `.background(GeometryReader { Color.clear.preference(key:value:) })`.
struct PreferenceLayout: PassthroughLayout {
    /// The key's slot in the tree's state.
    var slot: Int
    var dimension: Axis
    var reducer: PreferenceReducer
    var child: NodeID

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.place(child, at: bounds.origin, size: bounds.size, proposal: proposal)
        tree.publish(bounds.size[dimension], slot: slot, reducer: reducer)
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        tree.explicitAlignment(of: child, guide, size: size, proposal: proposal)
    }
}

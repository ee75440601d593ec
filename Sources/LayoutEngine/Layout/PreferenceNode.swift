/// `preference`: publishes the laid-out width or height at this point of the chain, like
/// `.background(GeometryReader { Color.clear.preference(key:value:) })`.
final class PreferenceNode: LayoutNode {
    let key: String
    let dimension: Axis
    let reducer: PreferenceReducer
    let child: LayoutNode

    init(context: LayoutContext, key: String, dimension: Axis, reducer: PreferenceReducer, child: LayoutNode) {
        self.key = key
        self.dimension = dimension
        self.reducer = reducer
        self.child = child
        super.init(context: context, explicitGuides: child.explicitGuides)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        child.sizeThatFits(proposal)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        child.place(at: bounds.origin, proposal: proposal)
        context.publish(bounds.size[dimension], key: key, reducer: reducer)
    }

    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        child.explicitAlignment(guide, size: size, proposal: proposal)
    }
}

/// `ignoresSafeArea(_:edges:)`: laid out as its child is, then, where its frame is on the
/// edge of a safe area, grown into it on `edges` and its child laid out again at that size
/// (SwiftUI extends the view's frame when it is placed, not its size for the parent).
struct IgnoresSafeAreaLayout: PassthroughLayout {
    var edges: Edge.Set
    var child: NodeID
    /// This node: its own frame grows too, so that an `id` after the modifier names the frame
    /// the view really has.
    var node: NodeID

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        let grown = tree.extendingIntoSafeArea(bounds, on: edges)
        guard grown != bounds else { return tree.place(child, at: bounds.origin, size: bounds.size, proposal: proposal) }
        tree.replaceFrame(of: node, with: grown)
        tree.place(child, in: grown, alignment: .center, proposal: ProposedViewSize(grown.size))
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        tree.explicitAlignment(of: child, guide, size: size, proposal: proposal)
    }
}

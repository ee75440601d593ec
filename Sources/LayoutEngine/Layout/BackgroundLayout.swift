/// `background` and `overlay`: the primary view is laid out as if alone; the secondary view is
/// proposed exactly the primary's size and aligned to it.
struct BackgroundLayout: PassthroughLayout {
    var primary: NodeID
    var secondary: NodeID
    var alignment: Alignment

    /// The primary view: the background's size is its size.
    var child: NodeID { primary }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.place(primary, at: bounds.origin, size: bounds.size, proposal: proposal)
        tree.place(secondary, in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        tree.explicitAlignment(of: primary, guide, size: size, proposal: proposal)
    }
}

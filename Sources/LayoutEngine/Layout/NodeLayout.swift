/// What each kind of node answers, as SwiftUI's `Layout` protocol does: the size it chooses for
/// a proposal, where its subviews go, and the alignment guides it sets itself. A layout is a
/// value that names its subviews by `NodeID` and asks the tree about them.
protocol NodeLayout: BitwiseCopyable {
    /// The size for `proposal` (SwiftUI's `sizeThatFits`); the tree remembers it per proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size
    /// Places the subviews inside `bounds`, the frame the node was given for `proposal`.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree)
    /// A guide value the node sets itself, or `nil` for the guide's default. Asked only for
    /// the guides in the node's `explicitGuides`.
    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double?
}

extension NodeLayout {
    /// No subviews: nothing to place.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {}

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        nil
    }
}

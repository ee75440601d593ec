/// A `Divider`: a line `thickness` thick across its stack's axis (vertical in an `HStack`,
/// horizontal elsewhere), as long as proposed.
///
/// The thickness is the tree's ``LayoutTree/dividerThickness``: 1 pt at accessibility Dynamic
/// Type sizes, else one pixel.
struct DividerLayout: LeafLayout {
    var isVertical: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        Size(width: length(along: .horizontal, proposal.width, in: tree),
             height: length(along: .vertical, proposal.height, in: tree))
    }

    /// The length along `axis` for a proposal of `proposed` along it: the thickness across
    /// the line, the proposal (10 unspecified) along it.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        (axis == .horizontal) == isVertical ? tree.dividerThickness : proposed ?? 10
    }
}

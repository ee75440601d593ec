/// A `Divider`: a line `thickness` thick across its stack's axis (vertical in an `HStack`,
/// horizontal elsewhere), as long as proposed.
///
/// The thickness is the tree's ``LayoutTree/dividerThickness``: 1 pt at accessibility Dynamic
/// Type sizes, else one pixel.
struct DividerLayout: NodeLayout {
    var isVertical: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        isVertical
            ? Size(width: tree.dividerThickness, height: proposal.height ?? 10)
            : Size(width: proposal.width ?? 10, height: tree.dividerThickness)
    }
}

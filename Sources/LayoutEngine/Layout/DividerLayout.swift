/// A `Divider`: a line `thickness` thick across its stack's axis (vertical in an `HStack`,
/// horizontal elsewhere), as long as proposed.
struct DividerLayout: NodeLayout {
    var thickness: Double
    var isVertical: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        isVertical
            ? Size(width: thickness, height: proposal.height ?? 10)
            : Size(width: proposal.width ?? 10, height: thickness)
    }
}

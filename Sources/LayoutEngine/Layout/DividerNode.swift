/// A `Divider`: a line `thickness` thick across its stack's axis (vertical in an `HStack`,
/// horizontal elsewhere), as long as proposed.
final class DividerNode: LayoutNode {
    let thickness: Double
    let isVertical: Bool

    init(context: LayoutContext, thickness: Double, isVertical: Bool) {
        self.thickness = thickness
        self.isVertical = isVertical
        super.init(context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        isVertical
            ? Size(width: thickness, height: proposal.height ?? 10)
            : Size(width: proposal.width ?? 10, height: thickness)
    }
}

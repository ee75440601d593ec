/// An `Image` of an intrinsic size: fixed, or the proposed size when resizable.
final class ImageNode: LayoutNode {
    let intrinsicSize: Size
    let isResizable: Bool

    init(context: LayoutContext, intrinsicSize: Size, isResizable: Bool) {
        self.intrinsicSize = intrinsicSize
        self.isResizable = isResizable
        super.init(context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: intrinsicSize) : intrinsicSize
    }
}

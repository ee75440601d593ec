/// An `Image` of an intrinsic size: fixed, or the proposed size when resizable.
struct ImageLayout: LeafLayout {
    var intrinsicSize: Size
    var isResizable: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: intrinsicSize) : intrinsicSize
    }

    /// The length along `axis` for a proposal of `proposed` along it.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        isResizable ? proposed ?? intrinsicSize[axis] : intrinsicSize[axis]
    }
}

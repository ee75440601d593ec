/// `containerRelativeFrame(_:count:span:spacing:alignment:)`: on `axes`, a frame of a share
/// of the nearest container's length (a scroll view's visible size, else the root's safe
/// area): the length less `count − 1` spacings, divided into `count`, times `span`, plus the
/// `span − 1` spacings inside. The child is proposed that length and aligned in it; on the
/// other axes the proposal passes through.
struct ContainerRelativeFrameLayout: ModifierLayout {
    /// The axes as two flags and the counts as 16 bits: every layout node is as large as the
    /// largest kind, so no kind may be larger than a stack.
    private var horizontal: Bool
    private var vertical: Bool
    var alignment: Alignment
    private var count: UInt16
    private var span: UInt16
    var spacing: Double
    /// The reader slot the container's size is kept in.
    var container: Int
    var child: NodeID

    init(axes: Axis.Set, count: Int, span: Int, spacing: Double, alignment: Alignment, container: Int, child: NodeID) {
        horizontal = axes.contains(.horizontal)
        vertical = axes.contains(.vertical)
        self.alignment = alignment
        self.count = UInt16(count)
        self.span = UInt16(span)
        self.spacing = spacing
        self.container = container
        self.child = child
    }

    /// The frame's length along `axis`, or `nil` where it passes the proposal through (or
    /// before the container is placed).
    private func length(_ axis: Axis, _ tree: LayoutTree) -> Double? {
        guard axis == .horizontal ? horizontal : vertical, let size = tree.proxySize(container) else { return nil }
        let columns = Double(count), spanned = Double(span)
        let cell = (size[axis] - spacing * (columns - 1)) / columns
        return max(0, cell * spanned + spacing * (spanned - 1))
    }

    private func childProposal(_ proposal: ProposedViewSize, _ tree: LayoutTree) -> ProposedViewSize {
        ProposedViewSize(width: length(.horizontal, tree) ?? proposal.width, height: length(.vertical, tree) ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        let size = tree.sizeThatFits(child, childProposal(proposal, tree))
        return Size(width: length(.horizontal, tree) ?? size.width, height: length(.vertical, tree) ?? size.height)
    }

    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        length(axis, tree) ?? tree.length(child, along: axis, proposed)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.place(child, in: bounds, alignment: alignment, proposal: childProposal(proposal, tree))
    }
}

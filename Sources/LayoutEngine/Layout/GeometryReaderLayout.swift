/// `GeometryReader`: takes the whole proposal (zero where unspecified) and places its content
/// at its top-leading corner, proposing it the reader's size. `proxy` lengths inside read
/// that size.
struct GeometryReaderLayout: NodeLayout {
    /// The reader's number in the tree, under which its size is kept for proxy lengths.
    var reader: Int
    var subviews: ListRange

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    /// The length along `axis` for a proposal of `proposed` along it.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double { proposed ?? 0 }

    /// Its size is the proposal, whatever its content.
    func isSeparable(in list: NodeList) -> Bool { true }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.setProxySize(bounds.size, reader: reader)
        for child in tree[subviews] {
            tree.place(child, at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}

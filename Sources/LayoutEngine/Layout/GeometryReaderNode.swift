/// `GeometryReader`: takes the whole proposal (zero where unspecified) and places its content
/// at its top-leading corner, proposing it the reader's size. `proxy` lengths inside read
/// that size.
final class GeometryReaderNode: LayoutNode {
    var children: [LayoutNode] = []
    /// The reader's size once placed: what `proxy` references read.
    private(set) var proxySize: Size?

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        proxySize = bounds.size
        for child in children {
            child.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}

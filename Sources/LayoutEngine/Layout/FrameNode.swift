/// `frame(width:height:alignment:)`: a fixed length on each axis that has one; the other
/// axis passes the proposal through and takes the child's length.
final class FrameNode: LayoutNode {
    let width: Length?
    let height: Length?
    let alignment: Alignment
    let resolver: LengthResolver
    let child: LayoutNode

    init(context: LayoutContext, width: Length?, height: Length?, alignment: Alignment,
         resolver: LengthResolver, child: LayoutNode) {
        self.width = width
        self.height = height
        self.alignment = alignment
        self.resolver = resolver
        self.child = child
        super.init(context: context)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: resolver.resolve(width) ?? proposal.width,
                         height: resolver.resolve(height) ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let w = resolver.resolve(width), h = resolver.resolve(height)
        if let w, let h { return Size(width: w, height: h) }
        let size = child.sizeThatFits(childProposal(proposal))
        return Size(width: w ?? size.width, height: h ?? size.height)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        place(child, in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }

    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        explicitAlignment(of: child, guide, childProposal: childProposal(proposal), in: size, alignment: alignment)
    }
}

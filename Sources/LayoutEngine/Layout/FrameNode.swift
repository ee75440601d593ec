/// `frame(width:height:alignment:)`: a fixed length on each axis that has one; the other
/// axis passes the proposal through and takes the child's length.
final class FrameNode: LayoutNode {
    let width: Length?
    let height: Length?
    let alignment: Alignment
    let resolver: LengthResolver
    let child: LayoutNode
    /// The lengths in points, worked out once when both are plain numbers (or absent); `nil`
    /// when one reads state or a proxy, which may change from pass to pass.
    private let constantLengths: (width: Double?, height: Double?)?

    init(context: LayoutContext, width: Length?, height: Length?, alignment: Alignment,
         resolver: LengthResolver, child: LayoutNode) {
        self.width = width
        self.height = height
        self.alignment = alignment
        self.resolver = resolver
        self.child = child
        self.constantLengths = LengthResolver.isConstant(width) && LengthResolver.isConstant(height)
            ? (resolver.resolve(width), resolver.resolve(height)) : nil
        super.init(context: context, explicitGuides: child.explicitGuides)
    }

    private var lengths: (width: Double?, height: Double?) {
        constantLengths ?? (resolver.resolve(width), resolver.resolve(height))
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let (w, h) = lengths
        return ProposedViewSize(width: w ?? proposal.width, height: h ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let (w, h) = lengths
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

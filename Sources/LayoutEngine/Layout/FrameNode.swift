/// `frame(width:height:alignment:)`: a fixed length on each axis that has one; the other
/// axis passes the proposal through and takes the child's length.
final class FrameNode: LayoutNode {
    let alignment: Alignment
    let child: LayoutNode

    /// The lengths, as the frame reads them.
    private enum Lengths {
        /// Both plain numbers (or absent): in points, worked out once.
        case constant(width: Double?, height: Double?)
        /// One reads state or a proxy, which may change from pass to pass: resolved on every use.
        case varying(width: Length?, height: Length?, resolver: LengthResolver)
    }

    /// Only the points when they are constant: the resolver would be a retain and a release
    /// more per frame for nothing.
    private let storedLengths: Lengths

    init(context: LayoutContext, width: Length?, height: Length?, alignment: Alignment,
         resolver: LengthResolver, child: LayoutNode) {
        self.alignment = alignment
        self.child = child
        self.storedLengths = LengthResolver.isConstant(width) && LengthResolver.isConstant(height)
            ? .constant(width: resolver.resolve(width), height: resolver.resolve(height))
            : .varying(width: width, height: height, resolver: resolver)
        super.init(context: context, explicitGuides: child.explicitGuides)
    }

    private var lengths: (width: Double?, height: Double?) {
        switch storedLengths {
        case let .constant(width, height): (width, height)
        case let .varying(width, height, resolver): (resolver.resolve(width), resolver.resolve(height))
        }
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

/// `frame(width:height:alignment:)`: SwiftUI's `_FrameLayout`. A fixed length on each axis
/// that has one; the other axis passes the proposal through and takes the child's length.
struct FrameLayout: ModifierLayout {
    var alignment: Alignment
    var child: NodeID
    private var lengths: Lengths

    /// The lengths, as the frame reads them.
    private enum Lengths {
        /// Both plain numbers (or absent): in points, worked out once.
        case constant(width: Double?, height: Double?)
        /// One reads state or a proxy, which may change from pass to pass: the width and the
        /// height at `start` in the tree's `lengths`, resolved on every use.
        case varying(start: Int, resolver: LengthResolver)
    }

    init(width: Length?, height: Length?, alignment: Alignment, resolver: LengthResolver, child: NodeID,
         list: inout NodeList) {
        self.alignment = alignment
        self.child = child
        lengths = LengthResolver.isConstant(width) && LengthResolver.isConstant(height)
            ? .constant(width: Self.valid(LengthResolver.constant(width)), height: Self.valid(LengthResolver.constant(height)))
            : .varying(start: list.addLengths(width, height), resolver: resolver)
    }

    /// `length`, or `nil` when it is negative or not finite: SwiftUI's `_FrameLayout` ignores
    /// such a length (and logs "Invalid frame dimension (negative or non-finite)"), so
    /// `frame(width: .infinity)` leaves the width to the child.
    static func valid(_ length: Double?) -> Double? {
        guard let length, length >= 0, length.isFinite else { return nil }
        return length
    }

    /// Whether both lengths are plain numbers, the same in every pass.
    var isConstant: Bool {
        if case .constant = lengths { true } else { false }
    }

    /// Lengths that change between passes tie the axes to the pass, not only the proposal.
    func isSeparable(in list: NodeList) -> Bool { isConstant && list.node(child).isSeparable }

    /// Cheaper to answer than to look up: one question to the child, which remembers its answer.
    static var answersDirectly: Bool { true }

    private func resolved(_ tree: LayoutTree) -> (width: Double?, height: Double?) {
        switch lengths {
        case let .constant(width, height): (width, height)
        case let .varying(start, resolver):
            (Self.valid(resolver.resolve(tree.lengths[start], in: tree)),
             Self.valid(resolver.resolve(tree.lengths[start + 1], in: tree)))
        }
    }

    private func childProposal(_ proposal: ProposedViewSize, _ tree: LayoutTree) -> ProposedViewSize {
        let (w, h) = resolved(tree)
        return ProposedViewSize(width: w ?? proposal.width, height: h ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        let (w, h) = resolved(tree)
        if let w, let h { return Size(width: w, height: h) }
        let size = tree.sizeThatFits(child, ProposedViewSize(width: w ?? proposal.width, height: h ?? proposal.height))
        return Size(width: w ?? size.width, height: h ?? size.height)
    }

    /// Separable (plain lengths): the fixed length, or the child's.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        let (w, h) = resolved(tree)
        return (axis == .horizontal ? w : h) ?? tree.length(child, along: axis, proposed)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.place(child, in: bounds, alignment: alignment, proposal: childProposal(proposal, tree))
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        tree.explicitAlignment(of: child, guide, childProposal: childProposal(proposal, tree), in: size, alignment: alignment)
    }
}

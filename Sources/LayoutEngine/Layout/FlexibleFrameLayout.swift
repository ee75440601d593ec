/// `frame(minWidth:idealWidth:maxWidth:…)`: SwiftUI's `_FlexFrameLayout`.
///
/// Per axis: the child is proposed the proposal (or the ideal when unspecified) clamped to
/// the bounds. With both bounds and a proposal the frame takes the clamped proposal without
/// asking the child; otherwise it follows the child's choice, pulled toward the proposal by
/// whichever bound is given (Apple's documentation of `frame(minWidth:…)`). Placed, the child
/// is proposed the frame's own size.
struct FlexibleFrameLayout: ModifierLayout {
    var alignment: Alignment
    var child: NodeID
    /// Where the bounds are: with plain numbers, the normalised dimensions at `bounds` in the
    /// tree's `frameDimensions`, worked out once; with lengths that read state or a proxy
    /// (`resolver` is set), their six lengths from `bounds` in the tree's `lengths` (minimum,
    /// ideal and maximum width, then height), resolved on every use. Out of the node: the
    /// dimensions would make every node of the tree three times larger.
    private var bounds: Int
    private var resolver: LengthResolver?

    init(bounds frame: FlexibleFrame, resolver: LengthResolver, child: NodeID, list: inout NodeList) {
        alignment = frame.alignment
        self.child = child
        let isConstant = LengthResolver.isConstant(frame.minWidth) && LengthResolver.isConstant(frame.idealWidth)
            && LengthResolver.isConstant(frame.maxWidth) && LengthResolver.isConstant(frame.minHeight)
            && LengthResolver.isConstant(frame.idealHeight) && LengthResolver.isConstant(frame.maxHeight)
        if isConstant {
            bounds = list.addFrameDimensions(Dimensions(
                width: Dimension(min: LengthResolver.constant(frame.minWidth), ideal: LengthResolver.constant(frame.idealWidth),
                                 max: LengthResolver.constant(frame.maxWidth)),
                height: Dimension(min: LengthResolver.constant(frame.minHeight),
                                  ideal: LengthResolver.constant(frame.idealHeight),
                                  max: LengthResolver.constant(frame.maxHeight))))
            self.resolver = nil
        } else {
            bounds = list.addLengths(frame.minWidth, frame.idealWidth, frame.maxWidth,
                                     frame.minHeight, frame.idealHeight, frame.maxHeight)
            self.resolver = resolver
        }
    }

    /// Whether every bound is a plain number, the same in every pass.
    var isConstant: Bool { resolver == nil }

    /// Bounds that change between passes tie the axes to the pass, not only the proposal.
    func isSeparable(in list: NodeList) -> Bool { isConstant && list.node(child).isSeparable }

    /// Both axes' bounds.
    struct Dimensions {
        var width: Dimension
        var height: Dimension
    }

    /// One axis's bounds after SwiftUI's normalisation: min ≥ 0, ideal ≥ min, max ≥ ideal.
    struct Dimension: Equatable {
        var min: Double?
        var ideal: Double?
        var max: Double?

        init(min: Double?, ideal: Double?, max: Double?) {
            let lower = min.map { $0.isNaN ? $0 : Swift.max($0, 0) }
            let idealValue = ideal.map { Swift.max(lower ?? 0, $0) }
            self.min = lower
            self.ideal = idealValue
            self.max = max.map { Swift.max(idealValue ?? 0, $0) }
        }

        /// Clamped to the bounds; the maximum wins when contradictory bounds put it below the
        /// minimum, as in SwiftUI.
        func clamp(_ value: Double) -> Double {
            var v = value
            if let min, v < min { v = min }
            if let max, v > max { v = max }
            return v
        }

        /// Both bounds given, in order: the frame takes the clamped proposal.
        private var isBounded: Bool {
            guard let min, let max else { return false }
            return min <= max
        }

        func childProposal(_ proposed: Double?) -> Double? {
            guard let value = proposed ?? ideal else { return nil }
            return clamp(value)
        }

        /// The frame's length when it does not depend on the child: the clamped proposal
        /// with both bounds, the ideal with no proposal.
        func ownLength(proposed: Double?) -> Double? {
            if let proposed { return isBounded ? clamp(proposed) : nil }
            return ideal
        }

        /// The frame's length given the proposal and the child's length `c`.
        func length(proposed: Double?, child c: Double) -> Double {
            if let own = ownLength(proposed: proposed) { return own }
            let offered = childProposal(proposed)
            switch (min, max) {
            case (_?, _?): return isBounded ? clamp(c) : c
            case let (lower?, nil): return Swift.max(Swift.min(offered ?? .infinity, c), lower)
            case let (nil, upper?): return Swift.min(Swift.max(offered ?? -.infinity, c), upper)
            case (nil, nil): return c
            }
        }

        /// What the child is proposed when placed in a frame of `length`: the frame's length,
        /// unless the frame only followed the child's ideal (no proposal, no ideal, strictly
        /// inside the bounds), as SwiftUI's `_FlexFrameLayout` places its child.
        func placementProposal(proposed: Double?, length: Double) -> Double? {
            guard ideal == nil, proposed == nil, (min ?? -.infinity) < length, length < (max ?? .infinity) else {
                return length
            }
            return nil
        }
    }

    /// The bounds on both axes for this pass.
    private func dimensions(_ tree: LayoutTree) -> (width: Dimension, height: Dimension) {
        guard let resolver else {
            let dimensions = tree.frameDimensions[bounds]
            return (dimensions.width, dimensions.height)
        }
        func dimension(_ first: Int) -> Dimension {
            Dimension(min: resolver.resolve(tree.lengths[first], in: tree),
                      ideal: resolver.resolve(tree.lengths[first + 1], in: tree),
                      max: resolver.resolve(tree.lengths[first + 2], in: tree))
        }
        return (dimension(bounds), dimension(bounds + 3))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        let (w, h) = dimensions(tree)
        // The child is asked only when one of the lengths depends on it.
        if let ownWidth = w.ownLength(proposed: proposal.width), let ownHeight = h.ownLength(proposed: proposal.height) {
            return Size(width: ownWidth, height: ownHeight)
        }
        let c = tree.sizeThatFits(child, ProposedViewSize(width: w.childProposal(proposal.width),
                                                          height: h.childProposal(proposal.height)))
        return Size(width: w.length(proposed: proposal.width, child: c.width),
                    height: h.length(proposed: proposal.height, child: c.height))
    }

    /// Separable (plain bounds, read in place): the axis's length, as `sizeThatFits` works it out.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        let d = axis == .horizontal ? tree.frameDimensions[bounds].width : tree.frameDimensions[bounds].height
        if let own = d.ownLength(proposed: proposed) { return own }
        return d.length(proposed: proposed, child: tree.length(child, along: axis, d.childProposal(proposed)))
    }

    /// The child's proposal when the frame is placed at `size`.
    private func placementProposal(_ proposal: ProposedViewSize, size: Size, tree: LayoutTree) -> ProposedViewSize {
        let (w, h) = dimensions(tree)
        return ProposedViewSize(width: w.placementProposal(proposed: proposal.width, length: size.width),
                                height: h.placementProposal(proposed: proposal.height, length: size.height))
    }

    func placeSubviews(in frame: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.place(child, in: frame, alignment: alignment,
                   proposal: placementProposal(proposal, size: frame.size, tree: tree))
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        tree.explicitAlignment(of: child, guide, childProposal: placementProposal(proposal, size: size, tree: tree),
                               in: size, alignment: alignment)
    }
}

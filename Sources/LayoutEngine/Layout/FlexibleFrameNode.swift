/// `frame(minWidth:idealWidth:maxWidth:…)`: SwiftUI's `_FlexFrameLayout`.
///
/// Per axis: the child is proposed the proposal (or the ideal when unspecified) clamped to
/// the bounds. With both bounds and a proposal the frame takes the clamped proposal without
/// asking the child; otherwise it follows the child's choice, pulled toward the proposal by
/// whichever bound is given (Apple's documentation of `frame(minWidth:…)`). Placed, the child
/// is proposed the frame's own size.
final class FlexibleFrameNode: LayoutNode {
    let bounds: FlexibleFrame
    let resolver: LengthResolver
    let child: LayoutNode

    init(context: LayoutContext, bounds: FlexibleFrame, resolver: LengthResolver, child: LayoutNode) {
        self.bounds = bounds
        self.resolver = resolver
        self.child = child
        super.init(context: context)
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
            (proposed ?? ideal).map(clamp)
        }

        /// The frame's length given the proposal and, when needed, the child's length.
        func length(proposed: Double?, child: () -> Double) -> Double {
            if let proposed, isBounded { return clamp(proposed) }
            if proposed == nil, let ideal { return ideal }
            let c = child()
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

    private var width: Dimension {
        Dimension(min: resolver.resolve(bounds.minWidth), ideal: resolver.resolve(bounds.idealWidth),
                  max: resolver.resolve(bounds.maxWidth))
    }

    private var height: Dimension {
        Dimension(min: resolver.resolve(bounds.minHeight), ideal: resolver.resolve(bounds.idealHeight),
                  max: resolver.resolve(bounds.maxHeight))
    }

    private func childProposal(_ proposal: ProposedViewSize, _ w: Dimension, _ h: Dimension) -> ProposedViewSize {
        ProposedViewSize(width: w.childProposal(proposal.width), height: h.childProposal(proposal.height))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let w = width, h = height
        let p = childProposal(proposal, w, h)
        var childSize: Size?
        func measured() -> Size {
            if let childSize { return childSize }
            let size = child.sizeThatFits(p)
            childSize = size
            return size
        }
        return Size(width: w.length(proposed: proposal.width) { measured().width },
                    height: h.length(proposed: proposal.height) { measured().height })
    }

    /// The child's proposal when the frame is placed at `size`.
    private func placementProposal(_ proposal: ProposedViewSize, size: Size) -> ProposedViewSize {
        ProposedViewSize(width: width.placementProposal(proposed: proposal.width, length: size.width),
                         height: height.placementProposal(proposed: proposal.height, length: size.height))
    }

    override func placeSubviews(in frame: Rect, proposal: ProposedViewSize) {
        place(child, in: frame, alignment: bounds.alignment, proposal: placementProposal(proposal, size: frame.size))
    }

    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        explicitAlignment(of: child, guide, childProposal: placementProposal(proposal, size: size), in: size,
                          alignment: bounds.alignment)
    }
}

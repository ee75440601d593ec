/// `frame(minWidth:idealWidth:maxWidth:…)`: SwiftUI's `_FlexFrameLayout`.
///
/// Per axis: the child is proposed the proposal (or the ideal when unspecified) clamped to
/// the bounds. With both bounds and a proposal the frame takes the clamped proposal without
/// asking the child; otherwise it follows the child's choice, pulled toward the proposal by
/// whichever bound is given (Apple's documentation of `frame(minWidth:…)`).
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
            self.max = max.map { Swift.max(idealValue ?? lower ?? 0, $0) }
        }

        func clamp(_ value: Double) -> Double {
            var v = value
            if let max, v > max { v = max }
            if let min, v < min { v = min }
            return v
        }

        func childProposal(_ proposed: Double?) -> Double? {
            (proposed ?? ideal).map(clamp)
        }

        /// The frame's length given the proposal and, when needed, the child's length.
        func length(proposed: Double?, child: () -> Double) -> Double {
            if let proposed, min != nil, max != nil { return clamp(proposed) }
            if proposed == nil, let ideal { return ideal }
            let c = child()
            let offered = childProposal(proposed)
            switch (min, max) {
            case let (lower?, upper?): return Swift.min(Swift.max(c, lower), upper)
            case let (lower?, nil): return Swift.max(Swift.min(offered ?? .infinity, c), lower)
            case let (nil, upper?): return Swift.min(Swift.max(offered ?? -.infinity, c), upper)
            case (nil, nil): return c
            }
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

    override func placeSubviews(in frame: Rect, proposal: ProposedViewSize) {
        place(child, in: frame, alignment: bounds.alignment, proposal: childProposal(proposal, width, height))
    }

    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        explicitAlignment(of: child, guide, childProposal: childProposal(proposal, width, height), in: size,
                          alignment: bounds.alignment)
    }
}

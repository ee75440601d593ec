/// `frame(minWidth:idealWidth:maxWidth:…)`: SwiftUI's `_FlexFrameLayout`.
///
/// Per axis: the child is proposed the proposal (or the ideal when unspecified) clamped to
/// the bounds. With both bounds and a proposal the frame takes the clamped proposal without
/// asking the child; otherwise it follows the child's choice, pulled toward the proposal by
/// whichever bound is given (Apple's documentation of `frame(minWidth:…)`). Placed, the child
/// is proposed the frame's own size.
final class FlexibleFrameNode: LayoutNode {
    let alignment: Alignment
    let child: LayoutNode

    /// The bounds as given, and what resolves them, for a frame whose lengths read state or
    /// a proxy. A class: the node then holds one reference, and reading it copies nothing.
    private final class VaryingBounds {
        let bounds: FlexibleFrame
        let resolver: LengthResolver

        init(bounds: FlexibleFrame, resolver: LengthResolver) {
            self.bounds = bounds
            self.resolver = resolver
        }
    }

    /// The normalised bounds when every length is a plain number, worked out once.
    private let constantWidth: Dimension
    private let constantHeight: Dimension
    /// `nil` when the bounds are constant: the common case keeps neither the lengths nor the
    /// resolver, a copy, a retain and a release less per frame.
    private let varying: VaryingBounds?

    init(context: LayoutContext, bounds: FlexibleFrame, resolver: LengthResolver, child: LayoutNode) {
        self.alignment = bounds.alignment
        let isConstant = LengthResolver.isConstant(bounds.minWidth) && LengthResolver.isConstant(bounds.idealWidth)
            && LengthResolver.isConstant(bounds.maxWidth) && LengthResolver.isConstant(bounds.minHeight)
            && LengthResolver.isConstant(bounds.idealHeight) && LengthResolver.isConstant(bounds.maxHeight)
        if isConstant {
            constantWidth = Self.width(bounds, resolver)
            constantHeight = Self.height(bounds, resolver)
            varying = nil
        } else {
            // Unused: every read resolves the lengths again.
            constantWidth = Dimension(min: nil, ideal: nil, max: nil)
            constantHeight = Dimension(min: nil, ideal: nil, max: nil)
            varying = VaryingBounds(bounds: bounds, resolver: resolver)
        }
        self.child = child
        super.init(context: context, explicitGuides: child.explicitGuides)
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

    private var width: Dimension {
        guard let varying else { return constantWidth }
        return Self.width(varying.bounds, varying.resolver)
    }

    private var height: Dimension {
        guard let varying else { return constantHeight }
        return Self.height(varying.bounds, varying.resolver)
    }

    private static func width(_ bounds: FlexibleFrame, _ resolver: LengthResolver) -> Dimension {
        Dimension(min: resolver.resolve(bounds.minWidth), ideal: resolver.resolve(bounds.idealWidth),
                  max: resolver.resolve(bounds.maxWidth))
    }

    private static func height(_ bounds: FlexibleFrame, _ resolver: LengthResolver) -> Dimension {
        Dimension(min: resolver.resolve(bounds.minHeight), ideal: resolver.resolve(bounds.idealHeight),
                  max: resolver.resolve(bounds.maxHeight))
    }

    private func childProposal(_ proposal: ProposedViewSize, _ w: Dimension, _ h: Dimension) -> ProposedViewSize {
        ProposedViewSize(width: w.childProposal(proposal.width), height: h.childProposal(proposal.height))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let w = width, h = height
        // The child is asked only when one of the lengths depends on it.
        if let ownWidth = w.ownLength(proposed: proposal.width), let ownHeight = h.ownLength(proposed: proposal.height) {
            return Size(width: ownWidth, height: ownHeight)
        }
        let c = child.sizeThatFits(childProposal(proposal, w, h))
        return Size(width: w.length(proposed: proposal.width, child: c.width),
                    height: h.length(proposed: proposal.height, child: c.height))
    }

    /// The child's proposal when the frame is placed at `size`.
    private func placementProposal(_ proposal: ProposedViewSize, size: Size) -> ProposedViewSize {
        ProposedViewSize(width: width.placementProposal(proposed: proposal.width, length: size.width),
                         height: height.placementProposal(proposed: proposal.height, length: size.height))
    }

    override func placeSubviews(in frame: Rect, proposal: ProposedViewSize) {
        place(child, in: frame, alignment: alignment, proposal: placementProposal(proposal, size: frame.size))
    }

    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        explicitAlignment(of: child, guide, childProposal: placementProposal(proposal, size: size), in: size,
                          alignment: alignment)
    }
}

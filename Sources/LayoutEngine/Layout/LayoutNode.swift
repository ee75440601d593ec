/// One layout in the tree the engine builds from a `ViewNode`: a view, or a modifier that wraps
/// one. Subclasses answer `computeSize` (SwiftUI's `sizeThatFits`) and `placeSubviews`.
///
/// Nodes are classes, built per layout call and used on one thread; frames are kept in
/// left-to-right global coordinates until the engine mirrors and snaps them.
class LayoutNode {
    /// Strong: the context holds no node, and an `unowned` reference costs a check on every
    /// `sizeThatFits`.
    let context: LayoutContext
    /// The frame this node was placed at, in the container's space, left to right.
    var frame = Rect.zero
    /// The `layoutPriority` of the view this node is the outermost layout of.
    ///
    /// Stacks read it for every child on every sizing. Unchecked: nodes live on one thread,
    /// and each access is a plain load or store that cannot overlap another.
    @exclusivity(unchecked) var layoutPriority = 0.0
    /// Whether this is (the outermost layout of) a `Spacer`: stacks put no spacing beside it.
    var isSpacer = false
    /// The pass in which this node was last placed; a node not placed in the final pass (a
    /// `ViewThatFits` child that was not chosen) reports no frame.
    private(set) var placedGeneration = -1
    /// Unchecked: dynamic exclusivity checks cost more than the lookups themselves. Only
    /// `sizeThatFits` touches the cache, with a lookup and a store that never overlap
    /// (`computeSize` runs between them and never sizes the node itself), on one thread.
    @exclusivity(unchecked) private var cache = SizeCache()
    /// The guides this node may set explicitly, itself or through the views it reads guides
    /// from (every node that overrides `explicitAlignment` says which).
    let explicitGuides: GuideSet

    init(context: LayoutContext, explicitGuides: GuideSet = []) {
        self.context = context
        self.explicitGuides = explicitGuides
    }

    /// The size this node chooses for `proposal`, remembered per proposal.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let generation = context.generation
        let key = SizeCache.Key(proposal)
        if let size = cache.lookup(key, generation: generation) { return size }
        let size = computeSize(proposal)
        cache.store(size, for: key, generation: generation)
        return size
    }

    /// Places this node with its top-left corner at `origin`, at the size it chooses for
    /// `proposal`, then places its subviews.
    final func place(at origin: Point, proposal: ProposedViewSize) {
        frame = Rect(origin: origin, size: sizeThatFits(proposal))
        placedGeneration = context.generation
        placeSubviews(in: frame, proposal: proposal)
    }

    /// The size for `proposal`; a plain node takes the proposal, 10 × 10 where unspecified,
    /// as shapes and colours do.
    func computeSize(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Places the subviews inside `bounds`, the frame this node was given for `proposal`.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {}

    /// A guide value this node sets itself (an `alignmentGuide`, a text baseline), or `nil`
    /// for the guide's default. Asked only for guides in `explicitGuides`: a node that
    /// overrides this passes the guides it may answer to `init`.
    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        nil
    }

    /// The value of a horizontal guide at `size`.
    final func value(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize) -> Double {
        guard explicitGuides.contains(.horizontal(guide)) else { return guide.defaultValue(width: size.width) }
        return explicitAlignment(.horizontal(guide), size: size, proposal: proposal) ?? guide.defaultValue(width: size.width)
    }

    /// The value of a vertical guide at `size`.
    final func value(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize) -> Double {
        guard explicitGuides.contains(.vertical(guide)) else { return guide.defaultValue(height: size.height) }
        return explicitAlignment(.vertical(guide), size: size, proposal: proposal) ?? guide.defaultValue(height: size.height)
    }

    /// The value of `alignment`'s guide on `axis` at `size`.
    final func value(of alignment: Alignment, on axis: Axis, size: Size, proposal: ProposedViewSize) -> Double {
        axis == .horizontal
            ? value(of: alignment.horizontal, size: size, proposal: proposal)
            : value(of: alignment.vertical, size: size, proposal: proposal)
    }

    /// Whether this node was placed in the current pass.
    final var isPlaced: Bool { placedGeneration == context.generation }

    /// Where `child` sits when aligned in a box of `size`: its offset from the box's origin.
    final func offset(of child: LayoutNode, childSize: Size, childProposal: ProposedViewSize,
                      in size: Size, alignment: Alignment) -> Point {
        Point(x: alignment.horizontal.defaultValue(width: size.width)
                - child.value(of: alignment.horizontal, size: childSize, proposal: childProposal),
              y: alignment.vertical.defaultValue(height: size.height)
                - child.value(of: alignment.vertical, size: childSize, proposal: childProposal))
    }

    /// A child's explicit guide seen from a box of `size` it is aligned in (frames).
    final func explicitAlignment(of child: LayoutNode, _ guide: AlignmentGuide, childProposal: ProposedViewSize,
                                 in size: Size, alignment: Alignment) -> Double? {
        guard child.explicitGuides.contains(guide) else { return nil }
        let childSize = child.sizeThatFits(childProposal)
        guard let value = child.explicitAlignment(guide, size: childSize, proposal: childProposal) else { return nil }
        let offset = offset(of: child, childSize: childSize, childProposal: childProposal, in: size, alignment: alignment)
        switch guide {
        case .horizontal: return value + offset.x
        case .vertical: return value + offset.y
        }
    }

    /// Places `child` it chooses for `proposal` so that its `alignment` guides sit
    /// on the same guides of `bounds`, as frames, overlays and backgrounds do.
    final func place(_ child: LayoutNode, in bounds: Rect, alignment: Alignment, proposal: ProposedViewSize) {
        let offset = offset(of: child, childSize: child.sizeThatFits(proposal), childProposal: proposal,
                            in: bounds.size, alignment: alignment)
        child.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: proposal)
    }
}

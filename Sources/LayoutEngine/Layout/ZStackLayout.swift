/// `ZStack`: children share the proposal and line up on the alignment's guides; the stack is
/// the box around them. Only the children of the highest layout priority size the stack, as
/// `_ZStackLayout` does: the others are then proposed that size, and may draw outside it.
struct ZStackLayout: NodeLayout {
    var alignment: Alignment
    var subviews: ListRange
    /// Whether a child may set one of the alignment's guides itself. When none does, every
    /// child's guides are their defaults, read from its size alone.
    var childrenSetGuide: Bool
    /// Whether the stack is separable (see `LayoutNode.isSeparable`): every child is, and none
    /// sets the alignment's guides.
    var isSeparable: Bool
    /// The highest layout priority among the children (the children that have it size the
    /// stack), and whether any child has a lower one (and is proposed the leaders' size).
    /// Worked out once: priorities are set when the children are built, before the stack.
    var leadingPriority: Double
    var hasFollowers: Bool

    init(alignment: Alignment, subviews: ListRange, list: NodeList) {
        self.alignment = alignment
        self.subviews = subviews
        let ids = list.subviews[subviews.start..<subviews.start + subviews.count]
        let guides = list.guides(of: ids)
        childrenSetGuide = guides.contains(.horizontal(alignment.horizontal)) || guides.contains(.vertical(alignment.vertical))
        isSeparable = !childrenSetGuide && ids.allSatisfy { list.node($0).isSeparable }
        let priorities = ids.map { list.node($0).layoutPriority }
        let leading = priorities.max() ?? 0
        leadingPriority = leading
        hasFollowers = priorities.contains { $0 != leading }
    }

    /// Every child sized for the stack's `proposal`, in the room the tree keeps at the
    /// stack's subview range.
    private func sizedChildren(_ proposal: ProposedViewSize, _ tree: LayoutTree) -> TreeSpan<SizedSubview> {
        let children = tree[subviews]
        let sized = tree.distributionToWrite(of: subviews, for: proposal)
        for (i, child) in children.enumerated() {
            let leads = !hasFollowers || tree[child].layoutPriority == leadingPriority
            sized[i] = SizedSubview(proposal: proposal, size: leads ? tree.sizeThatFits(child, proposal) : .zero)
        }
        if hasFollowers {
            let bounds = ProposedViewSize(box(of: sized, tree, priority: leadingPriority).size)
            for (i, child) in children.enumerated() where tree[child].layoutPriority != leadingPriority {
                sized[i] = SizedSubview(proposal: bounds, size: tree.sizeThatFits(child, bounds))
            }
        }
        return sized
    }

    /// Where child `child`'s alignment guides are, from its top-leading corner.
    private func guide(_ child: NodeID, _ sized: SizedSubview, _ tree: LayoutTree) -> Point {
        guard childrenSetGuide else {
            return Point(x: alignment.horizontal.defaultValue(width: sized.size.width),
                         y: alignment.vertical.defaultValue(height: sized.size.height))
        }
        return Point(x: tree.value(of: alignment.horizontal, for: child, size: sized.size, proposal: sized.proposal),
              y: tree.value(of: alignment.vertical, for: child, size: sized.size, proposal: sized.proposal))
    }

    /// The box around the children (only those of `priority`, when given) when their guides
    /// coincide: its size, and where the common guide point is from its top-leading corner.
    private func box(of sized: TreeSpan<SizedSubview>, _ tree: LayoutTree,
                     priority: Double? = nil) -> (size: Size, guide: Point) {
        var x = Extent(), y = Extent()
        for (i, child) in tree[subviews].enumerated() where priority == nil || tree[child].layoutPriority == priority {
            let g = guide(child, sized[i], tree)
            x.add(sized[i].size.width, guide: g.x)
            y.add(sized[i].size.height, guide: g.y)
        }
        guard !x.isEmpty else { return (.zero, .zero) }
        return (Size(width: x.length, height: y.length), Point(x: -x.low, y: -y.low))
    }

    func isSeparable(in list: NodeList) -> Bool { isSeparable }

    /// The priority whose children size the stack: `nil` (every child) when all share one.
    private var sizingPriority: Double? { hasFollowers ? leadingPriority : nil }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        box(of: sizedChildren(proposal, tree), tree, priority: sizingPriority).size
    }

    /// Separable (every child separable, none setting the alignment's guides): the extent
    /// along `axis` of the leading children lined up on their default guides, as
    /// `sizeThatFits` works it out. The others, proposed that extent, do not change it.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        var leaders = Extent()
        for child in tree[subviews] where !hasFollowers || tree[child].layoutPriority == leadingPriority {
            let length = tree.length(child, along: axis, proposed)
            leaders.add(length, guide: defaultGuide(length, on: axis))
        }
        return leaders.length
    }

    /// The default value on `axis` of the alignment's guide for a child `length` long.
    private func defaultGuide(_ length: Double, on axis: Axis) -> Double {
        axis == .horizontal ? alignment.horizontal.defaultValue(width: length) : alignment.vertical.defaultValue(height: length)
    }

    /// The extent along one axis of children lined up on their guides: from the lowest edge
    /// (`low`, relative to the common guide) to the highest.
    private struct Extent {
        var low = Double.infinity, high = -Double.infinity, isEmpty = true

        /// Adds a child `length` long whose guide is `g` from its leading or top edge.
        mutating func add(_ length: Double, guide g: Double) {
            low = min(low, -g)
            high = max(high, length - g)
            isEmpty = false
        }

        var length: Double { isEmpty ? 0 : high - low }
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        let sized = sizedChildren(proposal, tree)
        let common = box(of: sized, tree, priority: sizingPriority).guide
        for (i, child) in tree[subviews].enumerated() {
            let g = guide(child, sized[i], tree)
            tree.place(child, at: Point(x: bounds.minX + common.x - g.x, y: bounds.minY + common.y - g.y),
                       size: sized[i].size, proposal: sized[i].proposal)
        }
    }
}

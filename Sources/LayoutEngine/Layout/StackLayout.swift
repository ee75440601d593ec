/// `HStack` and `VStack`: SwiftUI's `StackLayout`.
///
/// Sizing with a concrete length along the axis: children are ordered by layout priority
/// (highest first), then by flexibility (least flexible first); the minimum lengths of lower
/// priority groups are held back; each child in turn is offered an equal share of what is
/// left and takes what it chooses. With an unspecified length every child takes its ideal.
struct StackLayout: NodeLayout {
    var axis: Axis
    /// The guide children line up on across the axis.
    var alignment: Alignment
    var subviews: ListRange
    /// Explicit spacing between every pair, or `nil` for SwiftUI's default.
    var spacing: Double?
    var totalSpacing: Double
    /// Whether a child may set the guide the children line up on itself. When none does,
    /// every child's guide is its default, read from its size alone.
    var childrenSetGuide: Bool
    /// Whether the stack is separable (see `LayoutNode.isSeparable`): every child is, and none
    /// sets the guide the children line up on.
    var isSeparable: Bool

    /// - Parameter spacing: explicit spacing between every pair, or `nil` for SwiftUI's
    ///   default: 8, and none beside a `Spacer`.
    init(axis: Axis, alignment: Alignment, spacing: Double?, subviews: ListRange, list: NodeList) {
        self.axis = axis
        self.alignment = alignment
        self.subviews = subviews
        self.spacing = spacing
        // Summed in child order from 0, as the gaps are added when placing. The gaps are
        // worked out again where needed rather than kept: an array per stack cost more.
        var total = 0.0
        for i in 0..<subviews.count {
            total += Self.gap(before: i, spacing: spacing) { list.node(list.subviews[subviews.start + $0]).isSpacer }
        }
        self.totalSpacing = total
        let guide: AlignmentGuide = axis == .horizontal ? .vertical(alignment.vertical) : .horizontal(alignment.horizontal)
        let ids = list.subviews[subviews.start..<subviews.start + subviews.count]
        childrenSetGuide = list.guides(of: ids).contains(guide)
        isSeparable = !childrenSetGuide && ids.allSatisfy { list.node($0).isSeparable }
    }

    /// Stacks answer only baselines, from their children.
    static func guides(of subviews: ListRange, in list: NodeList) -> GuideSet {
        list.guides(of: list.subviews[subviews.start..<subviews.start + subviews.count]).intersection(.baselines)
    }

    /// The spacing before child `i`: none before the first, and by default none beside a
    /// `Spacer`.
    private static func gap(before i: Int, spacing: Double?, isSpacer: (Int) -> Bool) -> Double {
        guard i > 0 else { return 0 }
        return spacing ?? (isSpacer(i - 1) || isSpacer(i) ? 0 : 8)
    }

    private func gap(before i: Int, _ children: TreeSpan<NodeID>, _ tree: LayoutTree) -> Double {
        guard i > 0 else { return 0 }
        return spacing ?? (tree[children[i - 1]].isSpacer || tree[children[i]].isSpacer ? 0 : 8)
    }

    // MARK: Sizing

    /// Every child sized for the stack's `proposal`, in the room the tree keeps at the
    /// stack's subview range, where it stays remembered as the stack's distribution.
    private func sizedChildren(_ proposal: ProposedViewSize, _ tree: LayoutTree) -> TreeSpan<SizedSubview> {
        let children = tree[subviews]
        let sized = tree.distributionToWrite(of: subviews, for: proposal)
        if isSeparable && tree.sizesAxesApart {
            sizeChildrenApart(children, proposal, tree, into: sized)
        } else {
            sizeChildren(children, proposal, tree, into: sized)
        }
        return sized
    }

    /// `sizeChildren` for a separable stack, from the children's lengths: along the axis as
    /// `length(along:)` shares them, across it each for the proposal's length.
    private func sizeChildrenApart(_ children: TreeSpan<NodeID>, _ proposal: ProposedViewSize,
                                   _ tree: LayoutTree, into sized: TreeSpan<SizedSubview>) {
        let minor = proposal[axis.other]
        distribute(proposal[axis], among: children, tree, probe: { tree.length(children[$0], along: axis, $1) }) { i, offer in
            let length = tree.length(children[i], along: axis, offer)
            sized[i] = SizedSubview(proposal: ProposedViewSize(major: offer, minor: minor, axis: axis),
                                    size: Size(major: length, minor: 0, axis: axis))
            return length
        }
        for (i, child) in children.enumerated() {
            sized[i].size[axis.other] = tree.length(child, along: axis.other, minor)
        }
    }

    /// The proposal each child gets, and the size it chooses, for the stack's `proposal`.
    private func sizeChildren(_ children: TreeSpan<NodeID>, _ proposal: ProposedViewSize, _ tree: LayoutTree,
                              into sized: TreeSpan<SizedSubview>) {
        let minor = proposal[axis.other]
        func length(_ i: Int, _ offer: Double?) -> Double {
            let p = ProposedViewSize(major: offer, minor: minor, axis: axis)
            let size = tree.sizeThatFits(children[i], p)
            sized[i] = SizedSubview(proposal: p, size: size)
            return size[axis]
        }
        distribute(proposal[axis], among: children, tree, probe: length, share: length)
    }

    /// Shares `major`, the proposed length along the axis, among `children`: `share(i, offer)`
    /// asks child `i` for its length along the axis when offered `offer` as its share, the
    /// last question to each child; `probe(i, offer)` asks it the same on the way.
    ///
    /// Unspecified, every child is offered its ideal. Otherwise children are offered equal
    /// shares of what is left, least flexible first, after probing each at zero and infinity,
    /// except in two cases where every order gives the same shares: a proposed zero leaves
    /// nothing to share as long as the spacing and every child's length are not negative (one
    /// question per child instead of three), and a proposed infinity gives every child an
    /// infinite length as long as every minimum is finite (no ordering).
    @inline(__always)
    private func distribute(_ major: Double?, among children: TreeSpan<NodeID>, _ tree: LayoutTree,
                            probe: (Int, Double?) -> Double, share: (Int, Double?) -> Double) {
        guard let major else {
            for i in children.indices { _ = share(i, nil) }
            return
        }
        if major == 0 && totalSpacing >= 0 {
            var nothingLeft = true
            for i in children.indices {
                let taken = share(i, 0)
                guard taken >= 0 && taken.isFinite else { nothingLeft = false; break }
            }
            if nothingLeft { return }
        }
        if major == .infinity && totalSpacing.isFinite && children.indices.allSatisfy({ probe($0, 0).isFinite }) {
            for i in children.indices { _ = share(i, .infinity) }
            return
        }
        do {
            let order = tree.order(of: subviews)
            prioritize(children, tree, probe, into: order)
            var available = major - totalSpacing
            // Hold back the minimum lengths of every group below the first.
            if let first = order.first?.priority {
                for entry in order where entry.priority != first {
                    available -= entry.minimum
                }
            }
            var start = 0
            while start < order.count {
                var end = start
                while end < order.count && order[end].priority == order[start].priority { end += 1 }
                if start > 0 {
                    for k in start..<end { available += order[k].minimum }
                }
                var remaining = Double(end - start)
                for k in start..<end {
                    let taken = share(order[k].index, max(available / remaining, 0))
                    if taken.isFinite { available -= taken }
                    remaining -= 1
                }
                start = end
            }
        }
    }

    /// A subview's priority and flexibility, by which a stack orders its subviews.
    struct Flexibility {
        var index: Int
        var priority: Double
        var minimum: Double
        var range: Double
    }

    /// Fills `order` with the children by priority, highest first, then least flexible first; stable.
    @inline(__always)
    private func prioritize(_ children: TreeSpan<NodeID>, _ tree: LayoutTree, _ length: (Int, Double?) -> Double,
                            into order: TreeSpan<Flexibility>) {
        for (i, child) in children.enumerated() {
            let minimum = length(i, 0)
            let range = length(i, .infinity) - minimum
            order[i] = Flexibility(index: i, priority: tree[child].layoutPriority, minimum: minimum,
                                   range: range.isNaN ? .infinity : range)
        }
        // Insertion sort: stable, and stacks are short.
        for i in order.indices.dropFirst() {
            let entry = order[i]
            var j = i
            while j > 0 && Self.precedes(entry, order[j - 1]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = entry
        }
    }

    private static func precedes(_ a: Flexibility, _ b: Flexibility) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.range != b.range { return a.range < b.range }
        // Two unbounded children: the one with the larger minimum goes first.
        return a.range == .infinity && a.minimum > b.minimum
    }

    /// Where `child`'s alignment guide is across the axis, from its own edge. Inlined: asked
    /// for every child on every sizing, and nearly always the default guide.
    @inline(__always)
    private func guide(_ child: NodeID, _ sized: SizedSubview, _ tree: LayoutTree) -> Double {
        guard childrenSetGuide else { return defaultGuide(sized.size[axis.other]) }
        return tree.value(of: alignment, on: axis.other, for: child, size: sized.size, proposal: sized.proposal)
    }

    /// The default value of the guide the children line up on, for a child `length` long
    /// across the axis.
    @inline(__always)
    private func defaultGuide(_ length: Double) -> Double {
        axis == .horizontal ? alignment.vertical.defaultValue(height: length) : alignment.horizontal.defaultValue(width: length)
    }

    /// The extent across the axis of the children lined up on the alignment guide, as the
    /// lowest and highest edge relative to the guide (`top` is where the stack's edge is).
    private func minorBounds(_ children: TreeSpan<NodeID>, _ sized: TreeSpan<SizedSubview>,
                             _ tree: LayoutTree) -> (top: Double, bottom: Double) {
        guard !children.isEmpty else { return (0, 0) }
        var top = Double.infinity, bottom = -Double.infinity
        for (i, child) in children.enumerated() {
            let g = guide(child, sized[i], tree)
            top = min(top, -g)
            bottom = max(bottom, -g + sized[i].size[axis.other])
        }
        return (top, bottom)
    }

    func isSeparable(in list: NodeList) -> Bool { isSeparable }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        let children = tree[subviews], sized = sizedChildren(proposal, tree)
        var major = totalSpacing
        for entry in sized { major += entry.size[axis] }
        let bounds = minorBounds(children, sized, tree)
        return Size(major: major, minor: bounds.bottom - bounds.top, axis: axis)
    }

    /// Separable (every child separable, none setting the guide they line up on): along the
    /// axis, the spacing plus the children's shares; across it, the extent of the children
    /// lined up on their default guides, each sized for the same proposed length.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        let children = tree[subviews]
        guard axis == self.axis else {
            guard !children.isEmpty else { return 0 }
            var top = Double.infinity, bottom = -Double.infinity
            for child in children {
                let length = tree.length(child, along: axis, proposed)
                let g = defaultGuide(length)
                top = min(top, -g)
                bottom = max(bottom, -g + length)
            }
            return bottom - top
        }
        // Written where the tree remembers a distribution, for placing, which fills in the
        // other axis.
        let shares = tree.distributionToWrite(of: subviews, for: ProposedViewSize(major: proposed, minor: nil, axis: axis))
        distribute(proposed, among: children, tree, probe: { tree.length(children[$0], along: axis, $1) }) { i, offer in
            let length = tree.length(children[i], along: axis, offer)
            shares[i] = SizedSubview(proposal: ProposedViewSize(major: offer, minor: nil, axis: axis),
                                     size: Size(major: length, minor: 0, axis: axis))
            return length
        }
        // Summed in child order from the spacing, as `sizeThatFits` sums.
        var total = totalSpacing
        for share in shares { total += share.size[axis] }
        return total
    }

    // MARK: Placement

    /// Placing with an unspecified length across the axis uses the stack's own length, so
    /// that flexible children fill it.
    private func placementProposal(_ proposal: ProposedViewSize, bounds: Rect) -> ProposedViewSize {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        return p
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        let p = placementProposal(proposal, bounds: bounds)
        if isSeparable && tree.sizesAxesApart {
            // The shares `length(along:)` remembered, with each child's length across the axis.
            let major = ProposedViewSize(major: p[axis], minor: nil, axis: axis)
            if let shares = tree.distribution(of: subviews, for: major) {
                let children = tree[subviews]
                for (i, child) in children.enumerated() {
                    shares[i].proposal[axis.other] = p[axis.other]
                    shares[i].size[axis.other] = tree.length(child, along: axis.other, p[axis.other])
                }
                return place(children, shares, in: bounds, tree)
            }
        } else if let sized = tree.distribution(of: subviews, for: p) {
            return place(tree[subviews], sized, in: bounds, tree)
        }
        place(tree[subviews], sizedChildren(p, tree), in: bounds, tree)
    }

    /// Places `children` as `sized` distributes them in `bounds`. Placing a child never asks
    /// its parent anything, so a remembered distribution stays as it is while it is read.
    private func place(_ children: TreeSpan<NodeID>, _ sized: TreeSpan<SizedSubview>,
                       in bounds: Rect, _ tree: LayoutTree) {
        let top = minorBounds(children, sized, tree).top
        var position = bounds.origin[axis]
        for (i, child) in children.enumerated() {
            position += gap(before: i, children, tree)
            var origin = Point.zero
            origin[axis] = position
            origin[axis.other] = bounds.origin[axis.other] - guide(child, sized[i], tree) - top
            tree.place(child, at: origin, size: sized[i].size, proposal: sized[i].proposal)
            position += sized[i].size[axis]
        }
    }

    // MARK: Guides

    /// Text baselines come from the children: the first child that has the guide for the
    /// first baseline, the last one for the last baseline.
    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        guard case let .vertical(v) = guide, v == .firstTextBaseline || v == .lastTextBaseline else { return nil }
        let children = tree[subviews], sized = sizedChildren(proposal, tree)
        let top = axis == .horizontal ? minorBounds(children, sized, tree).top : 0
        let count = children.count
        for k in 0..<count {
            let i = v == .firstTextBaseline ? k : count - 1 - k
            guard let value = tree.explicitAlignment(of: children[i], guide, size: sized[i].size,
                                                     proposal: sized[i].proposal)
            else { continue }
            if axis == .horizontal { return value - self.guide(children[i], sized[i], tree) - top }
            // Along a VStack: the child's distance from the top.
            var position = 0.0
            for j in 0..<i { position += gap(before: j, children, tree) + sized[j].size[axis] }
            return value + position + gap(before: i, children, tree)
        }
        return nil
    }
}

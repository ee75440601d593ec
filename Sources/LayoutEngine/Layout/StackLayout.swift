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
        childrenSetGuide = list.guides(of: list.subviews[subviews.start..<subviews.start + subviews.count]).contains(guide)
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

    private func gap(before i: Int, _ children: UnsafeBufferPointer<NodeID>, _ tree: LayoutTree) -> Double {
        guard i > 0 else { return 0 }
        return spacing ?? (tree[children[i - 1]].isSpacer || tree[children[i]].isSpacer ? 0 : 8)
    }

    // MARK: Sizing

    /// Runs `body` with the stack's children and every child sized for the stack's
    /// `proposal`. The buffer lives on the stack: sizing is the hot path of layout, and
    /// allocations dominated it.
    private func withSizedChildren<R>(_ proposal: ProposedViewSize, _ tree: LayoutTree,
                                      _ body: (UnsafeBufferPointer<NodeID>, UnsafeMutableBufferPointer<SizedSubview>) -> R) -> R {
        let children = tree[subviews]
        return withUnsafeTemporaryAllocation(of: SizedSubview.self, capacity: children.count) { sized in
            sizeChildren(children, proposal, tree, into: sized)
            return body(children, sized)
        }
    }

    /// The proposal each child gets, and the size it chooses, for the stack's `proposal`.
    private func sizeChildren(_ children: UnsafeBufferPointer<NodeID>, _ proposal: ProposedViewSize, _ tree: LayoutTree,
                              into sized: UnsafeMutableBufferPointer<SizedSubview>) {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            let p = ProposedViewSize(major: nil, minor: minor, axis: axis)
            for (i, child) in children.enumerated() {
                sized.initializeElement(at: i, to: SizedSubview(proposal: p, size: tree.sizeThatFits(child, p)))
            }
            return
        }
        if major == 0 && sizeAtZero(children, minor: minor, tree, into: sized) { return }
        if major == .infinity && sizeAtInfinity(children, minor: minor, tree, into: sized) { return }
        withUnsafeTemporaryAllocation(of: Flexibility.self, capacity: children.count) { order in
            prioritize(children, minor: minor, tree, into: order)
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
                    let offer = max(available / remaining, 0)
                    let p = ProposedViewSize(major: offer, minor: minor, axis: axis)
                    let index = order[k].index
                    let size = tree.sizeThatFits(children[index], p)
                    sized.initializeElement(at: index, to: SizedSubview(proposal: p, size: size))
                    let taken = size[axis]
                    if taken.isFinite { available -= taken }
                    remaining -= 1
                }
                start = end
            }
        }
    }

    /// Proposed nothing along the axis, every child is offered nothing, whatever their order:
    /// nothing is left to share as long as the spacing and every child's length are not
    /// negative. Sizes the children so and returns `true` then, with one question per child
    /// instead of three; returns `false` (the answers stay remembered) otherwise.
    private func sizeAtZero(_ children: UnsafeBufferPointer<NodeID>, minor: Double?, _ tree: LayoutTree,
                            into sized: UnsafeMutableBufferPointer<SizedSubview>) -> Bool {
        guard totalSpacing >= 0 else { return false }
        let p = ProposedViewSize(major: 0, minor: minor, axis: axis)
        for (i, child) in children.enumerated() {
            let size = tree.sizeThatFits(child, p)
            let length = size[axis]
            guard length >= 0 && length.isFinite else {
                sized.baseAddress!.deinitialize(count: i)
                return false
            }
            sized.initializeElement(at: i, to: SizedSubview(proposal: p, size: size))
        }
        return true
    }

    /// Proposed an infinite length, every child is offered an infinite length, whatever their
    /// order, as long as every child's minimum length is finite (an infinite one would leave
    /// no number to share). Sizes the children so and returns `true` then, without ordering
    /// them; returns `false` (the answers stay remembered) otherwise.
    private func sizeAtInfinity(_ children: UnsafeBufferPointer<NodeID>, minor: Double?, _ tree: LayoutTree,
                                into sized: UnsafeMutableBufferPointer<SizedSubview>) -> Bool {
        guard totalSpacing.isFinite else { return false }
        let atZero = ProposedViewSize(major: 0, minor: minor, axis: axis)
        for child in children where !tree.sizeThatFits(child, atZero)[axis].isFinite { return false }
        let p = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
        for (i, child) in children.enumerated() {
            sized.initializeElement(at: i, to: SizedSubview(proposal: p, size: tree.sizeThatFits(child, p)))
        }
        return true
    }

    private struct Flexibility {
        var index: Int
        var priority: Double
        var minimum: Double
        var range: Double
    }

    /// Fills `order` with the children by priority, highest first, then least flexible first; stable.
    private func prioritize(_ children: UnsafeBufferPointer<NodeID>, minor: Double?, _ tree: LayoutTree,
                            into order: UnsafeMutableBufferPointer<Flexibility>) {
        let atZero = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let atInfinity = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
        for (i, child) in children.enumerated() {
            let minimum = tree.sizeThatFits(child, atZero)[axis]
            let range = tree.sizeThatFits(child, atInfinity)[axis] - minimum
            order.initializeElement(at: i, to: Flexibility(index: i, priority: tree[child].layoutPriority, minimum: minimum,
                                                           range: range.isNaN ? .infinity : range))
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
        guard childrenSetGuide else {
            return axis == .horizontal ? alignment.vertical.defaultValue(height: sized.size.height)
                : alignment.horizontal.defaultValue(width: sized.size.width)
        }
        return tree.value(of: alignment, on: axis.other, for: child, size: sized.size, proposal: sized.proposal)
    }

    /// The extent across the axis of the children lined up on the alignment guide, as the
    /// lowest and highest edge relative to the guide (`top` is where the stack's edge is).
    private func minorBounds(_ children: UnsafeBufferPointer<NodeID>, _ sized: UnsafeMutableBufferPointer<SizedSubview>,
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

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        withSizedChildren(proposal, tree) { children, sized in
            tree.remember(sized, of: subviews, for: proposal)
            var major = totalSpacing
            for entry in sized { major += entry.size[axis] }
            let bounds = minorBounds(children, sized, tree)
            return Size(major: major, minor: bounds.bottom - bounds.top, axis: axis)
        }
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
        if let sized = tree.distribution(of: subviews, for: p) {
            return place(tree[subviews], sized, in: bounds, tree)
        }
        withSizedChildren(p, tree) { children, sized in place(children, sized, in: bounds, tree) }
    }

    /// Places `children` as `sized` distributes them in `bounds`. Placing a child never asks
    /// its parent anything, so a remembered distribution stays as it is while it is read.
    private func place(_ children: UnsafeBufferPointer<NodeID>, _ sized: UnsafeMutableBufferPointer<SizedSubview>,
                       in bounds: Rect, _ tree: LayoutTree) {
        let top = minorBounds(children, sized, tree).top
        var position = bounds.origin[axis]
        for (i, child) in children.enumerated() {
            position += gap(before: i, children, tree)
            var origin = Point.zero
            origin[axis] = position
            origin[axis.other] = bounds.origin[axis.other] - guide(child, sized[i], tree) - top
            tree.place(child, at: origin, proposal: sized[i].proposal)
            position += sized[i].size[axis]
        }
    }

    // MARK: Guides

    /// Text baselines come from the children: the first child that has the guide for the
    /// first baseline, the last one for the last baseline.
    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        guard case let .vertical(v) = guide, v == .firstTextBaseline || v == .lastTextBaseline else { return nil }
        return withSizedChildren(proposal, tree) { children, sized in
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
}

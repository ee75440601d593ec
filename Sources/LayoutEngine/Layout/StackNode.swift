/// `HStack` and `VStack`: SwiftUI's `StackLayout`.
///
/// Sizing with a concrete length along the axis: children are ordered by layout priority
/// (highest first), then by flexibility (least flexible first); the minimum lengths of lower
/// priority groups are held back; each child in turn is offered an equal share of what is
/// left and takes what it chooses. With an unspecified length every child takes its ideal.
final class StackNode: LayoutNode {
    let axis: Axis
    /// The guide children line up on across the axis.
    let alignment: Alignment
    let children: [LayoutNode]
    /// Explicit spacing between every pair, or `nil` for SwiftUI's default.
    let spacing: Double?
    let totalSpacing: Double

    /// - Parameter spacing: explicit spacing between every pair, or `nil` for SwiftUI's
    ///   default: 8, and none beside a `Spacer`.
    init(context: LayoutContext, axis: Axis, alignment: Alignment, spacing: Double?, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.children = children
        self.spacing = spacing
        // Summed in child order from 0, as the gaps are added when placing. The gaps are
        // worked out again where needed rather than kept: an array per stack cost more.
        var total = 0.0
        for i in children.indices {
            total += Self.gap(before: i, in: children, spacing: spacing)
        }
        self.totalSpacing = total
        // Stacks answer only baselines, from their children.
        super.init(context: context, explicitGuides: GuideSet.union(of: children).intersection(.baselines))
    }

    /// The spacing before child `i`: none before the first, and by default none beside a
    /// `Spacer`.
    private static func gap(before i: Int, in children: [LayoutNode], spacing: Double?) -> Double {
        guard i > 0 else { return 0 }
        return spacing ?? (children[i - 1].isSpacer || children[i].isSpacer ? 0 : 8)
    }

    private func gap(before i: Int) -> Double {
        Self.gap(before: i, in: children, spacing: spacing)
    }

    // MARK: Sizing

    /// A child's proposal and the size it chose for it.
    private struct Sized {
        var proposal: ProposedViewSize
        var size: Size
    }

    /// Runs `body` with every child sized for the stack's `proposal`. The buffer lives on the
    /// stack: sizing is the hot path of layout, and allocations dominated it.
    private func withSizedChildren<R>(_ proposal: ProposedViewSize, _ body: (UnsafeMutableBufferPointer<Sized>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Sized.self, capacity: children.count) { sized in
            sizeChildren(proposal, into: sized)
            return body(sized)
        }
    }

    /// The proposal each child gets, and the size it chooses, for the stack's `proposal`.
    private func sizeChildren(_ proposal: ProposedViewSize, into sized: UnsafeMutableBufferPointer<Sized>) {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            let p = ProposedViewSize(major: nil, minor: minor, axis: axis)
            for i in children.indices {
                sized.initializeElement(at: i, to: Sized(proposal: p, size: children[i].sizeThatFits(p)))
            }
            return
        }
        withUnsafeTemporaryAllocation(of: Flexibility.self, capacity: children.count) { order in
            prioritize(minor: minor, into: order)
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
                    let size = children[order[k].index].sizeThatFits(p)
                    sized.initializeElement(at: order[k].index, to: Sized(proposal: p, size: size))
                    let taken = size[axis]
                    if taken.isFinite { available -= taken }
                    remaining -= 1
                }
                start = end
            }
        }
    }

    private struct Flexibility {
        var index: Int
        var priority: Double
        var minimum: Double
        var range: Double
    }

    /// Fills `order` with the children by priority, highest first, then least flexible first; stable.
    private func prioritize(minor: Double?, into order: UnsafeMutableBufferPointer<Flexibility>) {
        let atZero = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let atInfinity = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
        for (i, child) in children.enumerated() {
            // One reference per child: each `children[i]` retained and released it again.
            let minimum = child.sizeThatFits(atZero)[axis]
            let range = child.sizeThatFits(atInfinity)[axis] - minimum
            order.initializeElement(at: i, to: Flexibility(index: i, priority: child.layoutPriority, minimum: minimum,
                                                           range: range.isNaN ? .infinity : range))
        }
        // Insertion sort: stable, and stacks are short.
        for i in order.indices.dropFirst() {
            let entry = order[i]
            var j = i
            while j > 0 && StackNode.precedes(entry, order[j - 1]) {
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

    /// Where child `i`'s alignment guide is across the axis, from its own edge. Inlined:
    /// asked for every child on every sizing, and nearly always the default guide.
    @inline(__always)
    private func guide(_ i: Int, _ sized: Sized) -> Double {
        children[i].value(of: alignment, on: axis.other, size: sized.size, proposal: sized.proposal)
    }

    /// The extent across the axis of the children lined up on the alignment guide, as the
    /// lowest and highest edge relative to the guide (`top` is where the stack's edge is).
    private func minorBounds(_ sized: UnsafeMutableBufferPointer<Sized>) -> (top: Double, bottom: Double) {
        guard !children.isEmpty else { return (0, 0) }
        var top = Double.infinity, bottom = -Double.infinity
        for i in children.indices {
            let g = guide(i, sized[i])
            top = min(top, -g)
            bottom = max(bottom, -g + sized[i].size[axis.other])
        }
        return (top, bottom)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        withSizedChildren(proposal) { sized in
            var major = totalSpacing
            for entry in sized { major += entry.size[axis] }
            let bounds = minorBounds(sized)
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

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        withSizedChildren(placementProposal(proposal, bounds: bounds)) { sized in
            let top = minorBounds(sized).top
            var position = bounds.origin[axis]
            for i in children.indices {
                position += gap(before: i)
                var origin = Point.zero
                origin[axis] = position
                origin[axis.other] = bounds.origin[axis.other] - guide(i, sized[i]) - top
                children[i].place(at: origin, proposal: sized[i].proposal)
                position += sized[i].size[axis]
            }
        }
    }

    // MARK: Guides

    /// Text baselines come from the children: the first child that has the guide for the
    /// first baseline, the last one for the last baseline.
    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        guard case let .vertical(v) = guide, v == .firstTextBaseline || v == .lastTextBaseline else { return nil }
        return withSizedChildren(proposal) { sized in
            let top = axis == .horizontal ? minorBounds(sized).top : 0
            let count = children.count
            for k in 0..<count {
                let i = v == .firstTextBaseline ? k : count - 1 - k
                guard children[i].explicitGuides.contains(guide),
                      let value = children[i].explicitAlignment(guide, size: sized[i].size, proposal: sized[i].proposal)
                else { continue }
                if axis == .horizontal { return value - self.guide(i, sized[i]) - top }
                // Along a VStack: the child's distance from the top.
                var position = 0.0
                for j in 0..<i { position += gap(before: j) + sized[j].size[axis] }
                return value + position + gap(before: i)
            }
            return nil
        }
    }
}

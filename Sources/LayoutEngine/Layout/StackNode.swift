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
    /// `gaps[i]` is the spacing before child `i` (`gaps[0]` is 0).
    let gaps: [Double]
    let totalSpacing: Double

    /// - Parameter spacing: explicit spacing between every pair, or `nil` for SwiftUI's
    ///   default: 8, and none beside a `Spacer`.
    init(context: LayoutContext, axis: Axis, alignment: Alignment, spacing: Double?, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.children = children
        var gaps = [Double](repeating: 0, count: children.count)
        for i in children.indices.dropFirst() {
            gaps[i] = spacing ?? (children[i - 1].isSpacer || children[i].isSpacer ? 0 : 8)
        }
        self.gaps = gaps
        self.totalSpacing = gaps.reduce(0, +)
        super.init(context: context)
    }

    // MARK: Sizing

    /// The proposal each child gets, and the size it chooses, for the stack's `proposal`.
    private func sizeChildren(_ proposal: ProposedViewSize) -> [(proposal: ProposedViewSize, size: Size)] {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            return children.map { child in
                let p = ProposedViewSize(major: nil, minor: minor, axis: axis)
                return (p, child.sizeThatFits(p))
            }
        }
        var result = [(proposal: ProposedViewSize, size: Size)](
            repeating: (.unspecified, .zero), count: children.count)
        let order = prioritized(minor: minor)
        var available = major - totalSpacing
        // Hold back the minimum lengths of every group below the first.
        for entry in order where entry.priority != order.first?.priority {
            available -= entry.minimum
        }
        var start = 0
        while start < order.count {
            var end = start
            while end < order.count && order[end].priority == order[start].priority { end += 1 }
            if start > 0 {
                for entry in order[start..<end] { available += entry.minimum }
            }
            var remaining = Double(end - start)
            for entry in order[start..<end] {
                let offer = max(available / remaining, 0)
                let p = ProposedViewSize(major: offer, minor: minor, axis: axis)
                let size = children[entry.index].sizeThatFits(p)
                result[entry.index] = (p, size)
                let taken = size[axis]
                if taken.isFinite { available -= taken }
                remaining -= 1
            }
            start = end
        }
        return result
    }

    private struct Flexibility {
        var index: Int
        var priority: Double
        var minimum: Double
        var range: Double
    }

    /// Children by priority, highest first, then least flexible first; stable.
    private func prioritized(minor: Double?) -> [Flexibility] {
        var entries = children.indices.map { i -> Flexibility in
            let child = children[i]
            let minimum = child.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
            let maximum = child.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
            let range = maximum - minimum
            return Flexibility(index: i, priority: child.layoutPriority, minimum: minimum,
                               range: range.isNaN ? .infinity : range)
        }
        // Insertion sort: stable, and stacks are short.
        for i in entries.indices.dropFirst() {
            let entry = entries[i]
            var j = i
            while j > 0 && StackNode.precedes(entry, entries[j - 1]) {
                entries[j] = entries[j - 1]
                j -= 1
            }
            entries[j] = entry
        }
        return entries
    }

    private static func precedes(_ a: Flexibility, _ b: Flexibility) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.range != b.range { return a.range < b.range }
        // Two unbounded children: the one with the larger minimum goes first.
        return a.range == .infinity && a.minimum > b.minimum
    }

    /// Where each child's minor edge sits relative to the stack's, given their sizes.
    private func minorOffsets(_ sized: [(proposal: ProposedViewSize, size: Size)]) -> (offsets: [Double], extent: Double) {
        var guides = [Double](repeating: 0, count: children.count)
        var top = Double.infinity, bottom = -Double.infinity
        for i in children.indices {
            let g = children[i].value(of: alignment, on: axis.other, size: sized[i].size, proposal: sized[i].proposal)
            guides[i] = g
            top = min(top, -g)
            bottom = max(bottom, -g + sized[i].size[axis.other])
        }
        guard !children.isEmpty else { return ([], 0) }
        return (guides.map { -$0 - top }, bottom - top)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let sized = sizeChildren(proposal)
        var major = totalSpacing
        for entry in sized { major += entry.size[axis] }
        return Size(major: major, minor: minorOffsets(sized).extent, axis: axis)
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
        let sized = sizeChildren(placementProposal(proposal, bounds: bounds))
        let minor = minorOffsets(sized).offsets
        var position = bounds.origin[axis]
        for i in children.indices {
            position += gaps[i]
            var origin = Point.zero
            origin[axis] = position
            origin[axis.other] = bounds.origin[axis.other] + minor[i]
            children[i].place(at: origin, proposal: sized[i].proposal)
            position += sized[i].size[axis]
        }
    }

    // MARK: Guides

    /// Text baselines come from the children: the first child that has the guide for the
    /// first baseline, the last one for the last baseline.
    override func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        guard case let .vertical(v) = guide, v == .firstTextBaseline || v == .lastTextBaseline else { return nil }
        let sized = sizeChildren(proposal)
        let indices = v == .firstTextBaseline ? Array(children.indices) : children.indices.reversed()
        var majorOffsets = [Double](repeating: 0, count: children.count)
        var position = 0.0
        for i in children.indices {
            position += gaps[i]
            majorOffsets[i] = position
            position += sized[i].size[axis]
        }
        let minor = axis == .horizontal ? minorOffsets(sized).offsets : []
        for i in indices {
            guard let value = children[i].explicitAlignment(guide, size: sized[i].size, proposal: sized[i].proposal)
            else { continue }
            return value + (axis == .vertical ? majorOffsets[i] : minor[i])
        }
        return nil
    }
}

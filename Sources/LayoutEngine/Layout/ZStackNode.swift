/// `ZStack`: children share the proposal and line up on the alignment's guides; the stack is
/// the box around them. Children of the highest layout priority size the stack; the others
/// are then proposed that size.
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]

    init(context: LayoutContext, alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
        super.init(context: context)
    }

    private func sizeChildren(_ proposal: ProposedViewSize) -> [(proposal: ProposedViewSize, size: Size)] {
        let top = children.map(\.layoutPriority).max() ?? 0
        var result = [(proposal: ProposedViewSize, size: Size)](repeating: (proposal, .zero), count: children.count)
        var leaders: [Int] = []
        for i in children.indices where children[i].layoutPriority == top {
            result[i].size = children[i].sizeThatFits(proposal)
            leaders.append(i)
        }
        if leaders.count < children.count {
            let bounds = ProposedViewSize(extent(of: result, among: leaders).size)
            for i in children.indices where children[i].layoutPriority != top {
                result[i] = (bounds, children[i].sizeThatFits(bounds))
            }
        }
        return result
    }

    /// The box around the children when their guides coincide, and each child's origin in it.
    private func extent(of sized: [(proposal: ProposedViewSize, size: Size)], among indices: [Int])
        -> (size: Size, origins: [Point]) {
        var guides = [Point](repeating: .zero, count: sized.count)
        var low = Point(x: .infinity, y: .infinity), high = Point(x: -.infinity, y: -.infinity)
        for i in indices {
            let g = Point(x: children[i].value(of: alignment.horizontal, size: sized[i].size, proposal: sized[i].proposal),
                          y: children[i].value(of: alignment.vertical, size: sized[i].size, proposal: sized[i].proposal))
            guides[i] = g
            low = Point(x: min(low.x, -g.x), y: min(low.y, -g.y))
            high = Point(x: max(high.x, sized[i].size.width - g.x), y: max(high.y, sized[i].size.height - g.y))
        }
        guard !indices.isEmpty else { return (.zero, guides) }
        let origins = guides.map { Point(x: -$0.x - low.x, y: -$0.y - low.y) }
        return (Size(width: high.x - low.x, height: high.y - low.y), origins)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        extent(of: sizeChildren(proposal), among: Array(children.indices)).size
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        let sized = sizeChildren(proposal)
        let origins = extent(of: sized, among: Array(children.indices)).origins
        for i in children.indices {
            children[i].place(at: Point(x: bounds.minX + origins[i].x, y: bounds.minY + origins[i].y),
                              proposal: sized[i].proposal)
        }
    }
}

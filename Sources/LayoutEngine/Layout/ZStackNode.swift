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

    /// A child's proposal and the size it chose for it.
    private struct Sized {
        var proposal: ProposedViewSize
        var size: Size
    }

    /// Runs `body` with every child sized for the stack's `proposal`, in a buffer on the stack.
    private func withSizedChildren<R>(_ proposal: ProposedViewSize, _ body: (UnsafeMutableBufferPointer<Sized>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Sized.self, capacity: children.count) { sized in
            var top = children.isEmpty ? 0 : -Double.infinity
            for child in children { top = max(top, child.layoutPriority) }
            var hasFollowers = false
            for i in children.indices {
                let size = children[i].layoutPriority == top ? children[i].sizeThatFits(proposal) : .zero
                hasFollowers = hasFollowers || children[i].layoutPriority != top
                sized.initializeElement(at: i, to: Sized(proposal: proposal, size: size))
            }
            if hasFollowers {
                let bounds = ProposedViewSize(box(of: sized, priority: top).size)
                for i in children.indices where children[i].layoutPriority != top {
                    sized[i] = Sized(proposal: bounds, size: children[i].sizeThatFits(bounds))
                }
            }
            return body(sized)
        }
    }

    /// Where child `i`'s alignment guides are, from its top-leading corner.
    private func guide(_ i: Int, _ sized: Sized) -> Point {
        Point(x: children[i].value(of: alignment.horizontal, size: sized.size, proposal: sized.proposal),
              y: children[i].value(of: alignment.vertical, size: sized.size, proposal: sized.proposal))
    }

    /// The box around the children (only those of `priority`, when given) when their guides
    /// coincide: its size, and where the common guide point is from its top-leading corner.
    private func box(of sized: UnsafeMutableBufferPointer<Sized>, priority: Double? = nil) -> (size: Size, guide: Point) {
        var low = Point(x: .infinity, y: .infinity), high = Point(x: -.infinity, y: -.infinity)
        var isEmpty = true
        for i in children.indices where priority == nil || children[i].layoutPriority == priority {
            let g = guide(i, sized[i])
            low = Point(x: min(low.x, -g.x), y: min(low.y, -g.y))
            high = Point(x: max(high.x, sized[i].size.width - g.x), y: max(high.y, sized[i].size.height - g.y))
            isEmpty = false
        }
        guard !isEmpty else { return (.zero, .zero) }
        return (Size(width: high.x - low.x, height: high.y - low.y), Point(x: -low.x, y: -low.y))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        withSizedChildren(proposal) { box(of: $0).size }
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        withSizedChildren(proposal) { sized in
            let common = box(of: sized).guide
            for i in children.indices {
                let g = guide(i, sized[i])
                children[i].place(at: Point(x: bounds.minX + common.x - g.x, y: bounds.minY + common.y - g.y),
                                  proposal: sized[i].proposal)
            }
        }
    }
}

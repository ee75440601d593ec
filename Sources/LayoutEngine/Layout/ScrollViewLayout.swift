/// `ScrollView`: takes the size it is proposed and shows its content from the top-leading
/// edge. The content is proposed nothing (`nil`, its ideal) along the scroll axes and the
/// scroll view's length across them, less the content margins; along an axis that does not
/// scroll, a narrower content is centred, as SwiftUI centres it.
///
/// The content keeps its whole size: frames below the fold are reported where they are, as a
/// scrolled-to-the-top scroll view has them; a `scrollPosition` moves the content up (and to
/// the leading side) by its offset, clamped to what the content can scroll.
struct ScrollViewLayout: NodeLayout {
    var margins: EdgeInsets
    var child: NodeID
    /// The reader slot its visible size (less the margins) is kept in, for the
    /// `containerRelativeFrame`s inside. It and the scroll axes are small, and last: every
    /// layout node is as large as the largest kind, so no kind may be larger than a stack.
    private var readerSlot: Int32
    /// Where the content offset's x and y lengths start in the tree's lengths list (`.points`,
    /// infinite for the end), or −1 when the scroll view is at its start.
    private var offsetSlot: Int32
    private var scrollsHorizontally: Bool
    private var scrollsVertically: Bool

    init(axes: Axis.Set, margins: EdgeInsets, reader: Int, offsetSlot: Int? = nil, child: NodeID) {
        scrollsHorizontally = axes.contains(.horizontal)
        scrollsVertically = axes.contains(.vertical)
        self.margins = margins
        readerSlot = Int32(reader)
        self.offsetSlot = Int32(offsetSlot ?? -1)
        self.child = child
    }

    /// The content's offset in a scroll view of `bounds` showing `content`: the position's,
    /// clamped along each scroll axis to 0 … the length the content (with its margins) passes
    /// the scroll view by; 0 along an axis that does not scroll.
    private func offset(content: Size, bounds: Size, tree: LayoutTree) -> Point {
        guard offsetSlot >= 0 else { return Point(x: 0, y: 0) }
        func clamped(_ reference: LengthReference?, _ scrolls: Bool, _ overflow: Double) -> Double {
            guard scrolls, case let .points(value)? = reference, !value.isNaN else { return 0 }
            return min(max(value, 0), max(overflow, 0))
        }
        let slot = Int(offsetSlot)
        return Point(x: clamped(tree.lengths[slot], scrollsHorizontally, content.width + margins.horizontal - bounds.width),
                     y: clamped(tree.lengths[slot + 1], scrollsVertically, content.height + margins.vertical - bounds.height))
    }

    var axes: Axis.Set {
        var axes: Axis.Set = []
        if scrollsHorizontally { axes.insert(.horizontal) }
        if scrollsVertically { axes.insert(.vertical) }
        return axes
    }

    var reader: Int { Int(readerSlot) }

    /// The content's proposal for the scroll view's `proposal`.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width.map { max(0, $0 - margins.horizontal) },
                         height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - margins.vertical) })
    }

    /// The proposal where there is one, else the content's length with its margins (an ideal
    /// scroll view shows all of its content).
    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let content = tree.sizeThatFits(child, contentProposal(proposal))
        return Size(width: proposal.width ?? content.width + margins.horizontal,
                    height: proposal.height ?? content.height + margins.vertical)
    }

    func isSeparable(in list: NodeList) -> Bool { list.node(child).isSeparable }

    /// Separable with its content: the proposal, else the content's ideal length with margins.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        if let proposed { return proposed }
        let inset = axis == .horizontal ? margins.horizontal : margins.vertical
        return tree.length(child, along: axis, nil) + inset
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.setProxySize(Size(width: max(0, bounds.width - margins.horizontal),
                               height: max(0, bounds.height - margins.vertical)), reader: reader)
        let inner = ProposedViewSize(bounds.size)
        let p = contentProposal(inner)
        let size = tree.sizeThatFits(child, p)
        var origin = Point(x: bounds.minX + margins.leading, y: bounds.minY + margins.top)
        if !axes.contains(.horizontal) { origin.x += (bounds.width - margins.horizontal - size.width) / 2 }
        if !axes.contains(.vertical) { origin.y += (bounds.height - margins.vertical - size.height) / 2 }
        let scrolled = offset(content: size, bounds: bounds.size, tree: tree)
        origin.x -= scrolled.x
        origin.y -= scrolled.y
        tree.place(child, at: origin, size: size, proposal: p)
    }
}

/// A `Spacer`: at least `minLength` along its stack's axis and nothing across it; both axes
/// outside a stack. Stacks size it last (priority −∞) and put no spacing beside it.
struct SpacerLayout: LeafLayout {
    var minLength: Double
    /// The axis of the stack it is in, or `nil` outside a stack.
    var axis: Axis?

    init(minLength: Double?, axis: Axis?) {
        self.minLength = minLength ?? 8
        self.axis = axis
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        Size(width: length(along: .horizontal, proposal.width, in: tree),
             height: length(along: .vertical, proposal.height, in: tree))
    }

    /// The length along `axis` for a proposal of `proposed` along it.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        guard self.axis == nil || self.axis == axis else { return 0 }
        return max(proposed ?? -.infinity, minLength)
    }
}

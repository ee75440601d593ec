/// A `Spacer`: at least `minLength` along its stack's axis and nothing across it; both axes
/// outside a stack. Stacks size it last (priority −∞) and put no spacing beside it.
struct SpacerLayout: NodeLayout {
    var minLength: Double
    /// The axis of the stack it is in, or `nil` outside a stack.
    var axis: Axis?

    init(minLength: Double?, axis: Axis?) {
        self.minLength = minLength ?? 8
        self.axis = axis
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        func length(_ proposed: Double?) -> Double { max(proposed ?? -.infinity, minLength) }
        switch axis {
        case .horizontal: return Size(width: length(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }
}

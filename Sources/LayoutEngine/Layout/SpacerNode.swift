/// A `Spacer`: at least `minLength` along its stack's axis and nothing across it; both axes
/// outside a stack. Stacks size it last (priority −∞) and put no spacing beside it.
final class SpacerNode: LayoutNode {
    let minLength: Double
    /// The axis of the stack it is in, or `nil` outside a stack.
    let axis: Axis?

    init(context: LayoutContext, minLength: Double?, axis: Axis?) {
        self.minLength = minLength ?? 8
        self.axis = axis
        super.init(context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        func length(_ proposed: Double?) -> Double { max(proposed ?? -.infinity, minLength) }
        switch axis {
        case .horizontal: return Size(width: length(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }
}

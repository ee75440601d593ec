/// A subview's proposal from its container and the size it chose for it: one entry of a
/// container's distribution of its proposal.
struct SizedSubview: BitwiseCopyable {
    var proposal: ProposedViewSize
    var size: Size
}

/// `Rectangle` and `Color`: the whole proposal, the ideal size where it is unspecified.
///
/// The ideal size is SwiftUI's 10 × 10 for every shape. Kept in the layout rather than
/// written into each answer so that a shape node carries a payload like every other kind,
/// which lets the tree tell its kind from the tag alone instead of from every byte.
struct ShapeLayout: LeafLayout {
    var idealSize = Size(width: 10, height: 10)

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        proposal.replacingUnspecifiedDimensions(by: idealSize)
    }

    /// The length along `axis` for a proposal of `proposed` along it.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        proposed ?? idealSize[axis]
    }

    /// Cheaper to answer than to look up.
    static var answersDirectly: Bool { true }
}

/// What each kind of node answers, as SwiftUI's `Layout` protocol does: the size it chooses for
/// a proposal, where its subviews go, and the alignment guides it sets itself. A layout is a
/// value that names its subviews by `NodeID` and asks the tree about them.
///
/// A new kind conforms to this protocol (or to ``LeafLayout`` or ``AxisCoupledLayout``, which
/// answer part of it) and gets one case in `LayoutNode.Kind` and one line in
/// `LayoutNode.Kind.perform(_:in:)` and `traits(in:)`: the compiler then points at anything left out.
protocol NodeLayout: BitwiseCopyable {
    /// The size for `proposal` (SwiftUI's `sizeThatFits`); the tree remembers it per proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size
    /// Places the subviews inside `bounds`, the frame the node was given for `proposal`.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree)
    /// A guide value the node sets itself, or `nil` for the guide's default. Asked only for
    /// the guides in the node's `explicitGuides`.
    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double?
    /// Whether the node's width depends only on the proposed width and its height only on the
    /// proposed height (see `LayoutNode.isSeparable`), given its subviews, already in `list`.
    func isSeparable(in list: NodeList) -> Bool
    /// A separable node's length along `axis` for a proposal of `proposed` along it. Asked only
    /// when `isSeparable(in:)` said yes.
    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double
    /// Whether the tree works the node's answers out on every question rather than looking them
    /// up (see `LayoutTree.sizeThatFits`): for kinds whose answer costs less than a lookup.
    static var answersDirectly: Bool { get }
}

extension NodeLayout {
    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        nil
    }

    static var answersDirectly: Bool { false }
}

/// A layout with no subviews: nothing to place, and separable, its length along each axis
/// depending only on the proposal along it.
protocol LeafLayout: NodeLayout {}

extension LeafLayout {
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {}

    func isSeparable(in list: NodeList) -> Bool { true }
}

/// A layout whose axes depend on each other (text wraps, aspect ratios, grids, `ViewThatFits`):
/// never separable, so never asked a length.
protocol AxisCoupledLayout: NodeLayout {}

extension AxisCoupledLayout {
    func isSeparable(in list: NodeList) -> Bool { false }

    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        preconditionFailure("\(Self.self) is never separable: its axes depend on each other")
    }
}

/// A modifier's layout around one child: separable exactly when its child is, unless it says
/// otherwise.
protocol ModifierLayout: NodeLayout {
    var child: NodeID { get }
}

extension ModifierLayout {
    func isSeparable(in list: NodeList) -> Bool { list.node(child).isSeparable }
}

/// A modifier whose size is its child's (offsets, guides, preferences, backgrounds): it
/// forwards every size question.
protocol PassthroughLayout: ModifierLayout {}

extension PassthroughLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        tree.sizeThatFits(child, proposal)
    }

    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        tree.length(child, along: axis, proposed)
    }
}

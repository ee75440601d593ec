/// One layout in a `LayoutTree`: a view, or a modifier that wraps one. A plain value: the
/// kind's layout holds its subviews as `NodeID`s, and anything that is not a plain value (a
/// string, a state key) lives in the tree's lists, so that the tree's node buffer needs no
/// reference counting.
struct LayoutNode: BitwiseCopyable {
    var kind: Kind
    /// The `layoutPriority` of the view this node is the outermost layout of.
    var layoutPriority = 0.0
    /// Whether this is (the outermost layout of) a `Spacer`: stacks put no spacing beside it.
    var isSpacer = false
    /// The guides this node may set explicitly, itself or through the views it reads guides
    /// from. Every other guide has its default value, read without asking the node.
    var explicitGuides: GuideSet
    /// Whether the node's width depends only on the proposed width and its height only on the
    /// proposed height. It is then sized one axis at a time (`LayoutTree.length`).
    var isSeparable = false
    /// Whether the tree works the node's answers out on every question rather than looking
    /// them up: shapes, padding and fixed frames (see `LayoutTree.sizeThatFits`). Kept apart
    /// from the kind so that telling the others costs one byte's read, not the kind's.
    var answersDirectly = false

    enum Kind: BitwiseCopyable {
        case shape(ShapeLayout)
        case image(ImageLayout)
        case spacer(SpacerLayout)
        case divider(DividerLayout)
        /// A `Text`: the tree's `texts[slot]`.
        case text(slot: Int)
        case stack(StackLayout)
        case zStack(ZStackLayout)
        case lazyGrid(LazyGridLayout)
        case grid(GridLayout)
        case viewThatFits(ViewThatFitsLayout)
        case geometryReader(GeometryReaderLayout)
        case padding(PaddingLayout)
        case frame(FrameLayout)
        case flexibleFrame(FlexibleFrameLayout)
        case fixedSize(FixedSizeLayout)
        case aspectRatio(AspectRatioLayout)
        case offset(OffsetLayout)
        case alignmentGuide(AlignmentGuideLayout)
        case preference(PreferenceLayout)
        case background(BackgroundLayout)

        func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
            switch self {
            case let .shape(layout): layout.sizeThatFits(proposal, in: tree)
            case let .image(layout): layout.sizeThatFits(proposal, in: tree)
            case let .spacer(layout): layout.sizeThatFits(proposal, in: tree)
            case let .divider(layout): layout.sizeThatFits(proposal, in: tree)
            case let .text(slot): tree.texts[slot].layout(for: proposal, measurer: tree.measurer).size
            case let .stack(layout): layout.sizeThatFits(proposal, in: tree)
            case let .zStack(layout): layout.sizeThatFits(proposal, in: tree)
            case let .lazyGrid(layout): layout.sizeThatFits(proposal, in: tree)
            case let .grid(layout): layout.sizeThatFits(proposal, in: tree)
            case let .viewThatFits(layout): layout.sizeThatFits(proposal, in: tree)
            case let .geometryReader(layout): layout.sizeThatFits(proposal, in: tree)
            case let .padding(layout): layout.sizeThatFits(proposal, in: tree)
            case let .frame(layout): layout.sizeThatFits(proposal, in: tree)
            case let .flexibleFrame(layout): layout.sizeThatFits(proposal, in: tree)
            case let .fixedSize(layout): layout.sizeThatFits(proposal, in: tree)
            case let .aspectRatio(layout): layout.sizeThatFits(proposal, in: tree)
            case let .offset(layout): layout.sizeThatFits(proposal, in: tree)
            case let .alignmentGuide(layout): layout.sizeThatFits(proposal, in: tree)
            case let .preference(layout): layout.sizeThatFits(proposal, in: tree)
            case let .background(layout): layout.sizeThatFits(proposal, in: tree)
            }
        }

        /// A separable node's length along `axis` for a proposal of `proposed` along it.
        func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
            switch self {
            case let .shape(layout): layout.length(along: axis, proposed)
            case let .image(layout): layout.length(along: axis, proposed)
            case let .spacer(layout): layout.length(along: axis, proposed)
            case let .divider(layout): layout.length(along: axis, proposed, in: tree)
            case let .geometryReader(layout): layout.length(along: axis, proposed)
            case let .stack(layout): layout.length(along: axis, proposed, in: tree)
            case let .zStack(layout): layout.length(along: axis, proposed, in: tree)
            case let .padding(layout): layout.length(along: axis, proposed, in: tree)
            case let .frame(layout): layout.length(along: axis, proposed, in: tree)
            case let .flexibleFrame(layout): layout.length(along: axis, proposed, in: tree)
            case let .fixedSize(layout): layout.length(along: axis, proposed, in: tree)
            case let .offset(layout): tree.length(layout.child, along: axis, proposed)
            case let .alignmentGuide(layout): tree.length(layout.child, along: axis, proposed)
            case let .preference(layout): tree.length(layout.child, along: axis, proposed)
            case let .background(layout): tree.length(layout.primary, along: axis, proposed)
            case .text, .aspectRatio, .grid, .lazyGrid, .viewThatFits: preconditionFailure("never separable")
            }
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
            switch self {
            case .shape, .image, .spacer, .divider: break
            case let .text(slot): tree.texts[slot].place(proposal, measurer: tree.measurer)
            case let .stack(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .zStack(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .lazyGrid(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .grid(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .viewThatFits(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .geometryReader(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .padding(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .frame(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .flexibleFrame(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .fixedSize(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .aspectRatio(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .offset(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .alignmentGuide(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .preference(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            case let .background(layout): layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
            }
        }

        func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize,
                               tree: LayoutTree) -> Double? {
            switch self {
            case .shape, .image, .spacer, .divider, .zStack, .lazyGrid, .grid, .geometryReader, .aspectRatio: nil
            case let .text(slot): tree.texts[slot].baseline(guide, proposal: proposal, measurer: tree.measurer)
            case let .stack(layout): layout.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
            case let .viewThatFits(layout): layout.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
            case let .padding(layout): layout.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
            case let .frame(layout): layout.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
            case let .flexibleFrame(layout): layout.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
            case let .fixedSize(layout): layout.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
            case let .offset(layout): layout.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
            case let .alignmentGuide(layout): layout.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
            case let .preference(layout): layout.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
            case let .background(layout): layout.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
            }
        }
    }
}

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

    /// Every kind of layout, each with its `NodeLayout` value. A new kind is a case here and a
    /// line in `perform(_:in:)` and in `traits(in:)`, the two places a kind is turned into its layout.
    enum Kind: BitwiseCopyable {
        case shape(ShapeLayout)
        case image(ImageLayout)
        case spacer(SpacerLayout)
        case divider(DividerLayout)
        case text(TextNodeLayout)
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
        case scrollView(ScrollViewLayout)
        case position(PositionLayout)
        case listMargin(ListMarginLayout)
        case containerRelativeFrame(ContainerRelativeFrameLayout)
        case ignoresSafeArea(IgnoresSafeAreaLayout)
        case safeAreaInset(SafeAreaInsetLayout)
        case safeAreaPadding(SafeAreaPaddingLayout)
        case tabView(TabViewLayout)

        /// Runs `operation` on the kind's layout: the engine's one dispatch point, as taffy
        /// has one `match` over its node kinds. Specialised per operation and inlined, it
        /// compiles to the switch one would write by hand for each. The tree is passed beside
        /// the operation, not inside it, so that no operation holds (and retains) it.
        @inline(__always)
        func perform<Operation: NodeLayoutOperation>(_ operation: Operation, in tree: LayoutTree) -> Operation.Result {
            switch self {
            case let .shape(layout): operation(layout, in: tree)
            case let .image(layout): operation(layout, in: tree)
            case let .spacer(layout): operation(layout, in: tree)
            case let .divider(layout): operation(layout, in: tree)
            case let .text(layout): operation(layout, in: tree)
            case let .stack(layout): operation(layout, in: tree)
            case let .zStack(layout): operation(layout, in: tree)
            case let .lazyGrid(layout): operation(layout, in: tree)
            case let .grid(layout): operation(layout, in: tree)
            case let .viewThatFits(layout): operation(layout, in: tree)
            case let .geometryReader(layout): operation(layout, in: tree)
            case let .padding(layout): operation(layout, in: tree)
            case let .frame(layout): operation(layout, in: tree)
            case let .flexibleFrame(layout): operation(layout, in: tree)
            case let .fixedSize(layout): operation(layout, in: tree)
            case let .aspectRatio(layout): operation(layout, in: tree)
            case let .offset(layout): operation(layout, in: tree)
            case let .alignmentGuide(layout): operation(layout, in: tree)
            case let .preference(layout): operation(layout, in: tree)
            case let .background(layout): operation(layout, in: tree)
            case let .scrollView(layout): operation(layout, in: tree)
            case let .tabView(layout): operation(layout, in: tree)
            case let .position(layout): operation(layout, in: tree)
            case let .listMargin(layout): operation(layout, in: tree)
            case let .containerRelativeFrame(layout): operation(layout, in: tree)
            case let .ignoresSafeArea(layout): operation(layout, in: tree)
            case let .safeAreaInset(layout): operation(layout, in: tree)
            case let .safeAreaPadding(layout): operation(layout, in: tree)
            }
        }

        func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
            perform(SizeThatFitsOperation(proposal: proposal), in: tree)
        }

        /// A separable node's length along `axis` for a proposal of `proposed` along it.
        func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
            perform(LengthOperation(axis: axis, proposed: proposed), in: tree)
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
            perform(PlaceSubviewsOperation(bounds: bounds, proposal: proposal), in: tree)
        }

        func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize,
                               tree: LayoutTree) -> Double? {
            perform(ExplicitAlignmentOperation(guide: guide, size: size, proposal: proposal), in: tree)
        }

        /// What the tree keeps beside the node, worked out once when it is built (see
        /// `isSeparable` and `answersDirectly`), its subviews being in `list`: the builder's
        /// dispatch point, as `perform(_:in:)` is the layout's.
        func traits(in list: NodeList) -> (isSeparable: Bool, answersDirectly: Bool) {
            func of<Layout: NodeLayout>(_ layout: Layout) -> (isSeparable: Bool, answersDirectly: Bool) {
                (layout.isSeparable(in: list), Layout.answersDirectly)
            }
            return switch self {
            case let .shape(layout): of(layout)
            case let .image(layout): of(layout)
            case let .spacer(layout): of(layout)
            case let .divider(layout): of(layout)
            case let .text(layout): of(layout)
            case let .stack(layout): of(layout)
            case let .zStack(layout): of(layout)
            case let .lazyGrid(layout): of(layout)
            case let .grid(layout): of(layout)
            case let .viewThatFits(layout): of(layout)
            case let .geometryReader(layout): of(layout)
            case let .padding(layout): of(layout)
            case let .frame(layout): of(layout)
            case let .flexibleFrame(layout): of(layout)
            case let .fixedSize(layout): of(layout)
            case let .aspectRatio(layout): of(layout)
            case let .offset(layout): of(layout)
            case let .alignmentGuide(layout): of(layout)
            case let .preference(layout): of(layout)
            case let .background(layout): of(layout)
            case let .scrollView(layout): of(layout)
            case let .tabView(layout): of(layout)
            case let .position(layout): of(layout)
            case let .listMargin(layout): of(layout)
            case let .containerRelativeFrame(layout): of(layout)
            case let .ignoresSafeArea(layout): of(layout)
            case let .safeAreaInset(layout): of(layout)
            case let .safeAreaPadding(layout): of(layout)
            }
        }
    }
}

/// A question asked of a node's layout, whatever its kind (see `LayoutNode.Kind.perform(_:in:)`).
protocol NodeLayoutOperation {
    associatedtype Result
    func callAsFunction<Layout: NodeLayout>(_ layout: Layout, in tree: LayoutTree) -> Result
}

private struct SizeThatFitsOperation: NodeLayoutOperation {
    let proposal: ProposedViewSize

    @inline(__always)
    func callAsFunction<Layout: NodeLayout>(_ layout: Layout, in tree: LayoutTree) -> Size {
        layout.sizeThatFits(proposal, in: tree)
    }
}

private struct LengthOperation: NodeLayoutOperation {
    let axis: Axis
    let proposed: Double?

    @inline(__always)
    func callAsFunction<Layout: NodeLayout>(_ layout: Layout, in tree: LayoutTree) -> Double {
        layout.length(along: axis, proposed, in: tree)
    }
}

private struct PlaceSubviewsOperation: NodeLayoutOperation {
    let bounds: Rect
    let proposal: ProposedViewSize

    @inline(__always)
    func callAsFunction<Layout: NodeLayout>(_ layout: Layout, in tree: LayoutTree) {
        layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
    }
}

private struct ExplicitAlignmentOperation: NodeLayoutOperation {
    let guide: AlignmentGuide
    let size: Size
    let proposal: ProposedViewSize

    @inline(__always)
    func callAsFunction<Layout: NodeLayout>(_ layout: Layout, in tree: LayoutTree) -> Double? {
        layout.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
    }
}

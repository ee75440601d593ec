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
    /// line in `perform(_:)`, the one place a kind is turned into its layout.
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

        /// Runs `operation` on the kind's layout: the engine's one dispatch point, as taffy
        /// has one `match` over its node kinds. Specialised per operation, it compiles to the
        /// switch one would write by hand for each.
        @inline(__always)
        func perform<Operation: NodeLayoutOperation>(_ operation: Operation) -> Operation.Result {
            switch self {
            case let .shape(layout): operation(layout)
            case let .image(layout): operation(layout)
            case let .spacer(layout): operation(layout)
            case let .divider(layout): operation(layout)
            case let .text(layout): operation(layout)
            case let .stack(layout): operation(layout)
            case let .zStack(layout): operation(layout)
            case let .lazyGrid(layout): operation(layout)
            case let .grid(layout): operation(layout)
            case let .viewThatFits(layout): operation(layout)
            case let .geometryReader(layout): operation(layout)
            case let .padding(layout): operation(layout)
            case let .frame(layout): operation(layout)
            case let .flexibleFrame(layout): operation(layout)
            case let .fixedSize(layout): operation(layout)
            case let .aspectRatio(layout): operation(layout)
            case let .offset(layout): operation(layout)
            case let .alignmentGuide(layout): operation(layout)
            case let .preference(layout): operation(layout)
            case let .background(layout): operation(layout)
            }
        }

        func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
            perform(SizeThatFitsOperation(proposal: proposal, tree: tree))
        }

        /// A separable node's length along `axis` for a proposal of `proposed` along it.
        func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
            perform(LengthOperation(axis: axis, proposed: proposed, tree: tree))
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
            perform(PlaceSubviewsOperation(bounds: bounds, proposal: proposal, tree: tree))
        }

        func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize,
                               tree: LayoutTree) -> Double? {
            perform(ExplicitAlignmentOperation(guide: guide, size: size, proposal: proposal, tree: tree))
        }

        func isSeparable(in list: NodeList) -> Bool {
            perform(IsSeparableOperation(list: list))
        }

        var answersDirectly: Bool {
            perform(AnswersDirectlyOperation())
        }
    }
}

/// A question asked of a node's layout, whatever its kind (see `LayoutNode.Kind.perform(_:)`).
protocol NodeLayoutOperation {
    associatedtype Result
    func callAsFunction<Layout: NodeLayout>(_ layout: Layout) -> Result
}

// The operations hold the tree `unowned(unsafe)`: each lives only for the one call that
// made it, while its caller holds the tree, and a strong reference cost a retain and a
// release per question asked of a node.

private struct SizeThatFitsOperation: NodeLayoutOperation {
    let proposal: ProposedViewSize
    unowned(unsafe) let tree: LayoutTree

    func callAsFunction<Layout: NodeLayout>(_ layout: Layout) -> Size {
        layout.sizeThatFits(proposal, in: tree)
    }
}

private struct LengthOperation: NodeLayoutOperation {
    let axis: Axis
    let proposed: Double?
    unowned(unsafe) let tree: LayoutTree

    func callAsFunction<Layout: NodeLayout>(_ layout: Layout) -> Double {
        layout.length(along: axis, proposed, in: tree)
    }
}

private struct PlaceSubviewsOperation: NodeLayoutOperation {
    let bounds: Rect
    let proposal: ProposedViewSize
    unowned(unsafe) let tree: LayoutTree

    func callAsFunction<Layout: NodeLayout>(_ layout: Layout) {
        layout.placeSubviews(in: bounds, proposal: proposal, tree: tree)
    }
}

private struct ExplicitAlignmentOperation: NodeLayoutOperation {
    let guide: AlignmentGuide
    let size: Size
    let proposal: ProposedViewSize
    unowned(unsafe) let tree: LayoutTree

    func callAsFunction<Layout: NodeLayout>(_ layout: Layout) -> Double? {
        layout.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
    }
}

private struct IsSeparableOperation: NodeLayoutOperation {
    let list: NodeList

    func callAsFunction<Layout: NodeLayout>(_ layout: Layout) -> Bool {
        layout.isSeparable(in: list)
    }
}

private struct AnswersDirectlyOperation: NodeLayoutOperation {
    func callAsFunction<Layout: NodeLayout>(_ layout: Layout) -> Bool {
        Layout.answersDirectly
    }
}

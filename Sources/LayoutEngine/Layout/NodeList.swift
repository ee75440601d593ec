/// The nodes of a `LayoutTree` being built, with the lists they refer to by position. The
/// `ViewTreeBuilder` fills it; the tree takes it as it is.
struct NodeList {
    private(set) var nodes: [LayoutNode] = []
    private(set) var subviews: [NodeID] = []
    private(set) var lengths: [LengthReference?] = []
    /// The keys of the state preferences publish and `{"state": key}` lengths read, by slot.
    private(set) var stateKeys: [String] = []
    private var stateSlots: [String: Int] = [:]
    private(set) var frameDimensions: [FlexibleFrameLayout.Dimensions] = []
    private(set) var gridRows: [GridLayout.Row] = []
    private(set) var gridItems: [GridItem] = []
    private(set) var readerCount = 0

    init() {
        // Growing from empty moved every node several times over for a tree of any size.
        nodes.reserveCapacity(64)
        subviews.reserveCapacity(64)
    }

    /// Appends `kind` as a node and returns its ID; its explicit guides are `guides`.
    mutating func add(_ kind: LayoutNode.Kind, guides: GuideSet = []) -> NodeID {
        let traits = kind.traits(in: self)
        nodes.append(LayoutNode(kind: kind, explicitGuides: guides, isSeparable: traits.isSeparable,
                                answersDirectly: traits.answersDirectly))
        return nodes.count - 1
    }

    /// Appends a node that wraps `child` and answers the guides it does.
    mutating func add(_ kind: LayoutNode.Kind, wrapping child: NodeID) -> NodeID {
        add(kind, guides: nodes[child].explicitGuides)
    }

    /// Marks node `id` as the outermost layout of a view with `layoutPriority`, a `Spacer` or not.
    mutating func setOutermost(_ id: NodeID, layoutPriority: Double, isSpacer: Bool) {
        nodes[id].layoutPriority = layoutPriority
        nodes[id].isSpacer = isSpacer
    }

    func node(_ id: NodeID) -> LayoutNode { nodes[id] }

    /// Appends `ids` to the subview list, as one container's subviews.
    mutating func addSubviews(_ ids: ArraySlice<NodeID>) -> ListRange {
        let range = ListRange(start: subviews.count, count: ids.count)
        subviews.append(contentsOf: ids)
        return range
    }

    /// The guides any of `ids` may set explicitly.
    func guides(of ids: ArraySlice<NodeID>) -> GuideSet {
        ids.reduce(into: GuideSet()) { $0.formUnion(nodes[$1].explicitGuides) }
    }

    /// Appends lengths that are resolved on every use; returns the position of the first.
    mutating func addLengths(_ list: Length?...) -> Int {
        for length in list {
            switch length {
            case nil: lengths.append(nil)
            case let .points(value)?: lengths.append(.points(value))
            case let .state(key)?: lengths.append(.state(slot: stateSlot(key)))
            case let .proxy(axis, multiplier)?: lengths.append(.proxy(axis, multiplier: multiplier))
            case .scaled?: preconditionFailure("scaled lengths are turned into points by ViewTreeBuilder")
            }
        }
        return lengths.count - list.count
    }

    mutating func addFrameDimensions(_ dimensions: FlexibleFrameLayout.Dimensions) -> Int {
        // Room for several at the first: a tree with flexible frames mostly has a few, and
        // growing from one moved them at each doubling; a tree without any allocates nothing.
        if frameDimensions.isEmpty { frameDimensions.reserveCapacity(8) }
        frameDimensions.append(dimensions)
        return frameDimensions.count - 1
    }

    /// The slot of state `key`, the same for every preference and length that names it.
    mutating func stateSlot(_ key: String) -> Int {
        if let slot = stateSlots[key] { return slot }
        stateKeys.append(key)
        stateSlots[key] = stateKeys.count - 1
        return stateKeys.count - 1
    }

    mutating func addGridRows(_ rows: [GridLayout.Row]) -> ListRange {
        gridRows.append(contentsOf: rows)
        return ListRange(start: gridRows.count - rows.count, count: rows.count)
    }

    mutating func addGridItems(_ items: [GridItem]) -> ListRange {
        gridItems.append(contentsOf: items)
        return ListRange(start: gridItems.count - items.count, count: items.count)
    }

    /// A new `GeometryReader`'s number, for the proxy lengths inside it.
    mutating func addReader() -> Int {
        readerCount += 1
        return readerCount - 1
    }
}

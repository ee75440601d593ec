/// A node's position in its `LayoutTree`.
package typealias NodeID = Int

/// The layouts of one `LayoutEngine.layout` call, in flat storage: each node a `LayoutNode`
/// value addressed by its `NodeID`, the subviews of a container a range of one shared list,
/// and each node's state for the current pass (its size cache and frame) in one buffer beside
/// the nodes. It also holds what the nodes share: the text measurer and the state published by
/// preferences.
///
/// Flat rather than one object per node: allocating, reference counting and releasing an object
/// per node took most of the engine's time. Lives for one layout call, on one thread; the
/// buffers are fixed once built, so reading a node is a plain load.
final class LayoutTree {
    let measurer: any TextMeasuring
    /// Whether separable nodes are sized one axis at a time (see `length(_:along:_:)`); off
    /// only to check that doing so changes nothing.
    let sizesAxesApart: Bool
    let count: Int
    /// The nodes and subview list, shared with every other layout of the same prepared view.
    private let frozen: FrozenNodes
    /// What `FrozenNodes.prefetch()` read, kept so that the reads are not optimised away.
    private let prefetched: UInt8
    private let nodes: TreeBuffer<LayoutNode>
    private let subviewIDs: TreeBuffer<NodeID>
    /// The buffers below, in one allocation.
    private let arena: TreeArena
    private let states: TreeBuffer<NodeState>
    /// The distribution each stack and ZStack worked out last, written in place: its subviews'
    /// proposals and sizes, at the positions of its subview range, and the proposal and pass
    /// they were for, at the range's start. Placing a stack at the proposal it was last sized
    /// for reads its distribution instead of working it out again. (A separable stack keeps
    /// only its shares along its axis here, under a proposal with nothing across it.)
    private let distributions: TreeBuffer<SizedSubview>
    private let distributionKeys: TreeBuffer<DistributionKey>
    /// Room for each stack to order its subviews while sharing its length, at the positions
    /// of its subview range: a stack is never asked again while it is sharing (questions go
    /// only down the tree), so the ranges never overlap in use.
    private let orders: TreeBuffer<StackLayout.Flexibility>
    /// What `proxy` lengths read: each `GeometryReader`'s size once placed.
    private let readerSizes: TreeBuffer<Size?>
    let texts: [MeasuredText]
    /// How thick a `Divider` is: 1 pt at accessibility Dynamic Type sizes, else one pixel.
    let dividerThickness: Double
    /// The lengths of frames that read state or a proxy, resolved on every use, and the
    /// bounds of flexible frames of plain numbers, by position (see `NodeList`).
    let lengths: TreeBuffer<LengthReference?>
    let frameDimensions: TreeBuffer<FlexibleFrameLayout.Dimensions>
    /// The state's keys by slot, for `settle`'s answer.
    var stateKeys: [String] { frozen.stateKeys }
    var gridRows: [GridLayout.Row] { frozen.gridRows }
    var gridItems: [GridItem] { frozen.gridItems }

    /// Bumped between passes so that every node's size cache is dropped at once. Only
    /// `settle` writes it, between passes; unchecked, as every `sizeThatFits` reads it.
    @exclusivity(unchecked) private(set) var generation = 0
    /// The values read by `{"state": key}` lengths in this pass, by slot (see
    /// `NodeList.stateSlot`). Unchecked: only `settle` writes it, between passes, and the checks
    /// ran on every alignment guide read.
    /// The container's safe area, and the layers of safe area views add around the node being
    /// placed, outermost first: pushed and popped as placement goes down and up the tree (see
    /// `LayoutTree+SafeArea.swift`). Apart, so that a layout with no such views allocates none.
    var containerSafeArea = SafeAreaRegion(safe: Rect(x: 0, y: 0, width: 0, height: 0),
                                           outer: Rect(x: 0, y: 0, width: 0, height: 0))
    var safeAreaRegions: [SafeAreaRegion] = []
    /// The container's layout margin, which list rows and inset cards take on their sides.
    var layoutMargin = ListConstants.narrowLayoutMargin
    /// The container's device and size classes, which choose where a `TabView`'s bar goes.
    var containerIdiom = UserInterfaceIdiom.unspecified
    var horizontalSizeClass: UserInterfaceSizeClass?
    var verticalSizeClass: UserInterfaceSizeClass?
    @exclusivity(unchecked) private(set) var state: [Double?]
    /// The values published by `preference` modifiers in this pass, by slot, and the slots in
    /// the order they were first published.
    private var published: [Double?]
    private var publishedOrder: [Int] = []

    /// The size caches' answers beyond their inline ones. Unchecked: one thread, and each use
    /// is a read or an append that cannot overlap another.
    @exclusivity(unchecked) private var overflow: [SizeCache.Overflow] = []

    /// The proposal a remembered distribution was for, and its pass plus one (0: none).
    private struct DistributionKey: BitwiseCopyable {
        var proposal: SizeCache.Key
        var pass: Int
    }

    /// One node's state in the current pass.
    private struct NodeState: BitwiseCopyable {
        var cache: SizeCache
        /// Where the node was placed, in the container's space, left to right.
        var frame: Rect
        /// The pass in which the node was last placed, plus one; a node not placed in the final
        /// pass (a `ViewThatFits` child that was not chosen) reports no frame.
        var placedPass: Int
    }

    /// A tree of `frozen`'s nodes.
    init(_ frozen: FrozenNodes, texts: [MeasuredText], dividerThickness: Double,
         measurer: any TextMeasuring, sizesAxesApart: Bool = true) {
        self.measurer = measurer
        self.sizesAxesApart = sizesAxesApart
        self.texts = texts
        self.dividerThickness = dividerThickness
        self.frozen = frozen
        prefetched = frozen.prefetch()
        count = frozen.count
        nodes = frozen.nodes
        subviewIDs = frozen.subviewIDs
        // One allocation for the five buffers.
        typealias Arena = TreeArena
        let subviews = frozen.subviewCount, readers = frozen.readerCount
        var arena = Arena(byteCount: Arena.bytes(NodeState.self, count: count)
                          + Arena.bytes(SizedSubview.self, count: subviews)
                          + Arena.bytes(DistributionKey.self, count: subviews)
                          + Arena.bytes(StackLayout.Flexibility.self, count: subviews)
                          + Arena.bytes(Size?.self, count: readers))
        states = arena.carve(NodeState.self, count: count)
        distributions = arena.carve(SizedSubview.self, count: subviews)
        distributionKeys = arena.carve(DistributionKey.self, count: subviews)
        orders = arena.carve(StackLayout.Flexibility.self, count: subviews)
        readerSizes = arena.carve(Size?.self, count: readers)
        self.arena = arena
        for i in 0..<subviews { distributionKeys[i].pass = 0 }
        // Plain bits: only the fields read before any write need a value, not the whole
        // cache (zeroing it was a tenth of the engine's time).
        for id in 0..<count {
            states[id].cache.clear()
            states[id].placedPass = 0
        }
        readerSizes.fill(with: nil)
        lengths = frozen.lengths
        frameDimensions = frozen.frameDimensions
        state = Array(repeating: nil, count: frozen.stateKeys.count)
        published = state
    }

    deinit {
        arena.deallocate()
    }

    // MARK: Nodes

    /// The node `id`, read in place: a copy of a whole node to read one field was a copy of
    /// its largest layout.
    subscript(id: NodeID) -> LayoutNode {
        _read { yield nodes[id] }
    }

    /// The node IDs of `subviews`.
    subscript(subviews: ListRange) -> TreeSpan<NodeID> {
        subviewIDs[subviews]
    }

    /// Room for the distribution of `proposal` among `subviews`, to be written in place:
    /// remembered from now on. A container is never asked again while it works a
    /// distribution out or reads one (questions go only down the tree), so its room is its own.
    func distributionToWrite(of subviews: ListRange, for proposal: ProposedViewSize) -> TreeSpan<SizedSubview> {
        if subviews.count > 0 {
            distributionKeys[subviews.start] = DistributionKey(proposal: SizeCache.Key(proposal), pass: generation + 1)
        }
        return distributions[subviews]
    }

    /// Room to order `subviews` in (see `orders`).
    func order(of subviews: ListRange) -> TreeSpan<StackLayout.Flexibility> {
        orders[subviews]
    }

    /// The distribution of `proposal` among `subviews` remembered in this pass, if it is the last one.
    func distribution(of subviews: ListRange, for proposal: ProposedViewSize) -> TreeSpan<SizedSubview>? {
        guard subviews.count > 0, distributionKeys[subviews.start].pass == generation + 1,
              distributionKeys[subviews.start].proposal.matches(SizeCache.Key(proposal)) else { return nil }
        return distributions[subviews]
    }

    /// The frame node `id` was placed at in this pass, left to right, or `nil` when it was not
    /// placed.
    /// Sets the frame of node `id`, placed this pass (see `replaceFrame(of:with:)`).
    func setFrame(_ frame: Rect, of id: NodeID) {
        assert(states[id].placedPass == generation + 1, "only a node placed this pass moves")
        states[id].frame = frame
    }

    func frame(_ id: NodeID) -> Rect? {
        states[id].placedPass == generation + 1 ? states[id].frame : nil
    }

    /// The size of `GeometryReader` number `reader` in this pass, once placed.
    func proxySize(_ reader: Int) -> Size? { readerSizes[reader] }

    func setProxySize(_ size: Size, reader: Int) { readerSizes[reader] = size }

    // MARK: Layout

    /// The size node `id` chooses for `proposal`, remembered per proposal for the pass. A
    /// separable node is sized one axis at a time instead (see `length(_:along:_:)`).
    func sizeThatFits(_ id: NodeID, _ proposal: ProposedViewSize) -> Size {
        // Answers that cost less than looking them up: a shape's, and those of padding and
        // fixed frames, which ask their child one question (the child remembers its answer)
        // and adjust the answer. A third of the nodes of a typical tree are such modifiers.
        // The switch names the kinds whose `answersDirectly` is true, so that their answers
        // are inlined here; another such kind would be answered by the general path below.
        if nodes[id].answersDirectly {
            switch nodes[id].kind {
            case let .shape(layout): return layout.sizeThatFits(proposal, in: self)
            case let .padding(layout): return layout.sizeThatFits(proposal, in: self)
            case let .frame(layout): return layout.sizeThatFits(proposal, in: self)
            default: assertionFailure("a kind that answers directly is missing from this switch")
            }
        }
        if nodes[id].isSeparable && sizesAxesApart {
            return Size(width: length(id, along: .horizontal, proposal.width),
                        height: length(id, along: .vertical, proposal.height))
        }
        let key = SizeCache.Key(proposal)
        if let size = states[id].cache.lookup(key, generation: generation, overflow: overflow) { return size }
        let size = nodes[id].kind.sizeThatFits(proposal, in: self)
        states[id].cache.store(size, for: key, generation: generation, overflow: &overflow)
        return size
    }

    /// The length along `axis` that separable node `id` chooses for a proposal of `proposed`
    /// along it, remembered per proposed length for the pass.
    ///
    /// A separable node's width depends only on the proposed width and its height only on the
    /// proposed height. A stack probes each child at zero and at infinity along its axis, so
    /// nested stacks ask every pairing of a few widths with a few heights; sized one axis at a
    /// time, a node works out each width and each height once. Across its axis a stack is
    /// only as long as its longest child, lined up on its guide, with no sharing to work out.
    func length(_ id: NodeID, along axis: Axis, _ proposed: Double?) -> Double {
        // Answers that cost less than looking them up, as in `sizeThatFits`.
        if nodes[id].answersDirectly {
            switch nodes[id].kind {
            case let .shape(layout): return layout.length(along: axis, proposed, in: self)
            case let .padding(layout): return layout.length(along: axis, proposed, in: self)
            case let .frame(layout): return layout.length(along: axis, proposed, in: self)
            default: assertionFailure("a kind that answers directly is missing from this switch")
            }
        }
        let bits = SizeCache.Key.bits(proposed)
        if let length = states[id].cache.length(along: axis, bits, generation: generation, overflow: overflow) {
            return length
        }
        let length = nodes[id].kind.length(along: axis, proposed, in: self)
        states[id].cache.store(length, along: axis, for: bits, generation: generation, overflow: &overflow)
        return length
    }

    /// Places node `id` with its top-left corner at `origin`, at the size it chooses for
    /// `proposal`, then places its subviews.
    func place(_ id: NodeID, at origin: Point, proposal: ProposedViewSize) {
        place(id, at: origin, size: sizeThatFits(id, proposal), proposal: proposal)
    }

    /// Places node `id` at `origin` and `size`, the size the caller knows it chose for
    /// `proposal`, then places its subviews.
    func place(_ id: NodeID, at origin: Point, size: Size, proposal: ProposedViewSize) {
        let frame = Rect(origin: origin, size: size)
        states[id].frame = frame
        states[id].placedPass = generation + 1
        nodes[id].kind.placeSubviews(in: frame, proposal: proposal, tree: self)
    }

    /// Places node `id` at the size it chooses for `proposal` so that its `alignment` guides
    /// sit on the same guides of `bounds`, as frames, overlays and backgrounds do.
    func place(_ id: NodeID, in bounds: Rect, alignment: Alignment, proposal: ProposedViewSize) {
        let size = sizeThatFits(id, proposal)
        let offset = offset(of: id, childSize: size, childProposal: proposal, in: bounds.size, alignment: alignment)
        place(id, at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), size: size, proposal: proposal)
    }

    // MARK: Alignment guides

    /// A guide value node `id` sets itself (an `alignmentGuide`, a text baseline), or `nil` for
    /// the guide's default.
    func explicitAlignment(of id: NodeID, _ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize) -> Double? {
        guard nodes[id].explicitGuides.contains(guide) else { return nil }
        return nodes[id].kind.explicitAlignment(guide, size: size, proposal: proposal, tree: self)
    }

    /// The value of a horizontal guide of node `id` at `size`.
    func value(of guide: HorizontalAlignment, for id: NodeID, size: Size, proposal: ProposedViewSize) -> Double {
        explicitAlignment(of: id, .horizontal(guide), size: size, proposal: proposal)
            ?? guide.defaultValue(width: size.width)
    }

    /// The value of a vertical guide of node `id` at `size`.
    func value(of guide: VerticalAlignment, for id: NodeID, size: Size, proposal: ProposedViewSize) -> Double {
        explicitAlignment(of: id, .vertical(guide), size: size, proposal: proposal)
            ?? guide.defaultValue(height: size.height)
    }

    /// The value of `alignment`'s guide on `axis` of node `id` at `size`.
    func value(of alignment: Alignment, on axis: Axis, for id: NodeID, size: Size, proposal: ProposedViewSize) -> Double {
        axis == .horizontal
            ? value(of: alignment.horizontal, for: id, size: size, proposal: proposal)
            : value(of: alignment.vertical, for: id, size: size, proposal: proposal)
    }

    /// Where node `id` sits when aligned in a box of `size`: its offset from the box's origin.
    func offset(of id: NodeID, childSize: Size, childProposal: ProposedViewSize, in size: Size,
                alignment: Alignment) -> Point {
        Point(x: alignment.horizontal.defaultValue(width: size.width)
                - value(of: alignment.horizontal, for: id, size: childSize, proposal: childProposal),
              y: alignment.vertical.defaultValue(height: size.height)
                - value(of: alignment.vertical, for: id, size: childSize, proposal: childProposal))
    }

    /// An explicit guide of node `id` seen from a box of `size` it is aligned in (frames).
    func explicitAlignment(of id: NodeID, _ guide: AlignmentGuide, childProposal: ProposedViewSize,
                           in size: Size, alignment: Alignment) -> Double? {
        guard nodes[id].explicitGuides.contains(guide) else { return nil }
        let childSize = sizeThatFits(id, childProposal)
        guard let value = explicitAlignment(of: id, guide, size: childSize, proposal: childProposal) else { return nil }
        let offset = offset(of: id, childSize: childSize, childProposal: childProposal, in: size, alignment: alignment)
        switch guide {
        case .horizontal: return value + offset.x
        case .vertical: return value + offset.y
        }
    }

    // MARK: Preferences

    func publish(_ value: Double, slot: Int, reducer: PreferenceReducer) {
        if let old = published[slot] {
            published[slot] = reducer.reduce(old, value)
        } else {
            published[slot] = value
            publishedOrder.append(slot)
        }
    }

    /// Ends a pass: what it published becomes the state. Returns the keys whose state
    /// changed; when there are any, the next pass starts with every size cache dropped.
    func settle() -> [String] {
        // Nothing published: nothing changed (state is only ever set from what is published).
        if publishedOrder.isEmpty { return [] }
        var changed: [String] = []
        for slot in publishedOrder {
            if state[slot] != published[slot] { changed.append(stateKeys[slot]) }
            state[slot] = published[slot]
            published[slot] = nil
        }
        publishedOrder.removeAll(keepingCapacity: true)
        if !changed.isEmpty { generation += 1 }
        return changed
    }
}

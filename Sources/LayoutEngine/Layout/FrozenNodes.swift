/// A built tree's nodes, subview list and the other lists its nodes refer to by position,
/// made once per prepared view and read by every layout of it, so that a layout copies none
/// of them and retains only this object.
///
/// `@unchecked Sendable` is safe here because the buffers are written only in `init` and
/// freed in `deinit`: in between they are read-only, from any number of threads.
final class FrozenNodes: @unchecked Sendable {
    let nodes: TreeBuffer<LayoutNode>
    let subviewIDs: TreeBuffer<NodeID>
    var count: Int { nodes.count }
    var subviewCount: Int { subviewIDs.count }
    /// `NodeList`'s lists of the same names.
    let lengths: TreeBuffer<LengthReference?>
    let frameDimensions: TreeBuffer<FlexibleFrameLayout.Dimensions>
    let gridRows: [GridLayout.Row]
    let gridItems: [GridItem]
    let stateKeys: [String]
    let readerCount: Int

    init(_ list: NodeList) {
        nodes = .copying(list.nodes)
        subviewIDs = .copying(list.subviews)
        lengths = .copying(list.lengths)
        frameDimensions = .copying(list.frameDimensions)
        gridRows = list.gridRows
        gridItems = list.gridItems
        stateKeys = list.stateKeys
        readerCount = list.readerCount
    }

    /// Reads one byte of each cache line of the nodes, the subview list and the frames'
    /// bounds, and returns their sum, for the caller to keep.
    ///
    /// Called before a layout: a prepared view laid out long ago is out of the processor's
    /// caches, and a layout, which follows the tree down one node at a time, would wait for
    /// each line in turn. Read here in a row, independent of one another, the loads overlap.
    /// For a tree in the caches it costs one load per 64 bytes.
    func prefetch() -> UInt8 {
        nodes.touchEachCacheLine() &+ subviewIDs.touchEachCacheLine() &+ frameDimensions.touchEachCacheLine()
    }

    deinit {
        nodes.deallocate()
        subviewIDs.deallocate()
        lengths.deallocate()
        frameDimensions.deallocate()
    }
}

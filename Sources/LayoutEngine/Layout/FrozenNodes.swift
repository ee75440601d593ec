/// A built tree's nodes, subview list and the other lists its nodes refer to by position,
/// made once per prepared view and read by every layout of it, so that a layout copies none
/// of them and retains only this object.
///
/// `@unchecked Sendable` is safe here because the buffers are written only in `init` and
/// freed in `deinit`: in between they are read-only, from any number of threads.
final class FrozenNodes: @unchecked Sendable {
    let nodes: UnsafePointer<LayoutNode>
    let subviewIDs: UnsafePointer<NodeID>
    let count: Int
    let subviewCount: Int
    /// `NodeList`'s lists of the same names.
    let lengths: UnsafePointer<LengthReference?>
    let frameDimensions: UnsafePointer<FlexibleFrameLayout.Dimensions>
    let gridRows: [GridLayout.Row]
    let gridItems: [GridItem]
    let stateKeys: [String]
    let readerCount: Int
    private let frameDimensionCount: Int

    init(_ list: NodeList) {
        count = list.nodes.count
        subviewCount = list.subviews.count
        frameDimensionCount = list.frameDimensions.count
        nodes = UnsafePointer(Self.copy(list.nodes))
        subviewIDs = UnsafePointer(Self.copy(list.subviews))
        lengths = UnsafePointer(Self.copy(list.lengths))
        frameDimensions = UnsafePointer(Self.copy(list.frameDimensions))
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
        Self.touch(nodes, count: count) &+ Self.touch(subviewIDs, count: subviewCount)
            &+ Self.touch(frameDimensions, count: frameDimensionCount)
    }

    @inline(__always)
    private static func touch<Element>(_ buffer: UnsafePointer<Element>, count: Int) -> UInt8 {
        let bytes = UnsafeRawPointer(buffer)
        var sum: UInt8 = 0
        for offset in stride(from: 0, to: count * MemoryLayout<Element>.stride, by: 64) {
            sum &+= bytes.load(fromByteOffset: offset, as: UInt8.self)
        }
        return sum
    }

    /// A buffer holding `elements`, which need no deinitialising.
    private static func copy<Element: BitwiseCopyable>(_ elements: [Element]) -> UnsafeMutablePointer<Element> {
        let buffer = UnsafeMutablePointer<Element>.allocate(capacity: max(elements.count, 1))
        elements.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { buffer.initialize(from: base, count: source.count) }
        }
        return buffer
    }

    deinit {
        nodes.deallocate()
        subviewIDs.deallocate()
        lengths.deallocate()
        frameDimensions.deallocate()
    }
}

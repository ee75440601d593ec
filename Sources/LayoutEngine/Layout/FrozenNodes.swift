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

    init(_ list: NodeList) {
        count = list.nodes.count
        subviewCount = list.subviews.count
        nodes = UnsafePointer(Self.copy(list.nodes))
        subviewIDs = UnsafePointer(Self.copy(list.subviews))
        lengths = UnsafePointer(Self.copy(list.lengths))
        frameDimensions = UnsafePointer(Self.copy(list.frameDimensions))
        gridRows = list.gridRows
        gridItems = list.gridItems
        stateKeys = list.stateKeys
        readerCount = list.readerCount
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

/// A built tree's nodes and subview list in buffers of their own, made once per prepared
/// view and read by every layout of it, so that a layout copies neither.
///
/// `@unchecked Sendable` is safe here because the buffers are written only in `init` and
/// freed in `deinit`: in between they are read-only, from any number of threads.
final class FrozenNodes: @unchecked Sendable {
    let nodes: UnsafePointer<LayoutNode>
    let subviewIDs: UnsafePointer<NodeID>
    let count: Int

    init(_ list: NodeList) {
        count = list.nodes.count
        nodes = UnsafePointer(Self.copy(list.nodes))
        subviewIDs = UnsafePointer(Self.copy(list.subviews))
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
    }
}

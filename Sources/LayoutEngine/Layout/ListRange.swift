/// A range of one of the tree's lists: a container's subviews (read through `tree[subviews]`),
/// a grid's rows or its items. Two integers rather than a `Range`, so that nodes holding it
/// stay plain bits.
struct ListRange: BitwiseCopyable {
    var start: Int
    var count: Int

    var range: Range<Int> { start..<start + count }
}

/// Every proposal a node answered in the current pass, with its answer.
///
/// A stack asks each child for its minimum, maximum and offered lengths, and asks again when
/// placing; nested stacks repeat the same questions. Remembering every answer of the pass
/// means each node computes each distinct proposal once, which keeps layout linear in the
/// number of nodes however deep the nesting (a node sees a handful of distinct proposals).
/// The first four answers are stored inline; the rest go to an overflow list the tree keeps
/// for all its nodes, chained per node. Four rather than eight since separable nodes keep
/// their lengths per axis (rarely more than four each): the node states take 208 bytes
/// instead of 336, and the instructions did not change.
///
/// A separable node (`LayoutNode.isSeparable`) keeps lengths instead, each axis's apart: its
/// horizontal answers in the entries' width halves, its vertical ones in their height halves.
/// A node keeps one or the other, never both.
///
/// Plain bits: `clear()` is all a fresh cache needs, the entries beyond `count` are never read.
struct SizeCache: BitwiseCopyable {
    /// A proposal as bits, so that a lookup is two integer comparisons. Keys are equal when
    /// the proposals are: −0 is stored as 0, and an unspecified length as a signalling NaN,
    /// which no arithmetic produces (a NaN length matches only the same NaN, whose answer is
    /// the same anyway).
    struct Key: BitwiseCopyable {
        var width: UInt64
        var height: UInt64

        private static let unspecified: UInt64 = 0x7FF4_0000_0000_0001

        @inline(__always)
        init(_ proposal: ProposedViewSize) {
            width = Key.bits(proposal.width)
            height = Key.bits(proposal.height)
        }

        /// A proposed length as bits.
        @inline(__always)
        static func bits(_ value: Double?) -> UInt64 {
            guard let value else { return unspecified }
            return value == 0 ? 0 : value.bitPattern
        }

        /// The bits of the proposal along `axis`.
        subscript(axis: Axis) -> UInt64 {
            get { axis == .horizontal ? width : height }
            set { if axis == .horizontal { width = newValue } else { height = newValue } }
        }

        /// Without short-circuits: one branch per comparison instead of two.
        @inline(__always)
        func matches(_ other: Key) -> Bool {
            ((width ^ other.width) | (height ^ other.height)) == 0
        }
    }

    struct Entry: BitwiseCopyable {
        var key: Key
        var size: Size
    }

    /// An answer beyond the inline ones, in the tree's overflow list: `next` is the position
    /// of the node's previous overflow answer, or −1.
    struct Overflow: BitwiseCopyable {
        var entry: Entry
        var next: Int
    }

    private static let inlineCount = 4
    private var inline: InlineArray<4, Entry>
    private var count: Int
    /// The pass the answers belong to, plus one: zero is no pass.
    private var pass: Int

    /// The position of the node's latest overflow answer, when `count` is above the inline count.
    private var overflowHead: Int
    /// For lengths: the count and latest overflow position of the vertical ones (`count` and
    /// `overflowHead` are the horizontal ones').
    private var verticalCount: Int
    private var verticalHead: Int

    /// Forgets every answer.
    mutating func clear() {
        pass = 0
    }

    /// The answer remembered for `key` in pass `generation`. Mutating only so that the call
    /// reads the cache in place instead of copying it. Inlined: every `sizeThatFits` looks up
    /// first, several times per node and pass, and the call cost as much as the comparisons.
    @inline(__always)
    mutating func lookup(_ key: Key, generation: Int, overflow: [Overflow]) -> Size? {
        guard generation + 1 == pass else { return nil }
        for i in 0..<Swift.min(count, Self.inlineCount) where inline[i].key.matches(key) {
            return inline[i].size
        }
        guard count > Self.inlineCount else { return nil }
        var position = overflowHead
        while position >= 0 {
            if overflow[position].entry.key.matches(key) { return overflow[position].entry.size }
            position = overflow[position].next
        }
        return nil
    }

    /// Remembers `size` for `key` in pass `generation`, dropping the answers of earlier passes.
    @inline(__always)
    mutating func store(_ size: Size, for key: Key, generation: Int, overflow: inout [Overflow]) {
        if generation + 1 != pass {
            count = 0
            pass = generation + 1
        }
        let entry = Entry(key: key, size: size)
        if count < Self.inlineCount {
            inline[count] = entry
        } else {
            overflow.append(Overflow(entry: entry, next: count == Self.inlineCount ? -1 : overflowHead))
            overflowHead = overflow.count - 1
        }
        count += 1
    }

    // MARK: Lengths

    /// The length remembered along `axis` for a proposal of `bits` along it (`Key.bits`) in
    /// pass `generation`, for a separable node.
    @inline(__always)
    mutating func length(along axis: Axis, _ bits: UInt64, generation: Int, overflow: [Overflow]) -> Double? {
        guard generation + 1 == pass else { return nil }
        let count = axis == .horizontal ? count : verticalCount
        for i in 0..<Swift.min(count, Self.inlineCount) where inline[i].key[axis] == bits {
            return inline[i].size[axis]
        }
        guard count > Self.inlineCount else { return nil }
        var position = axis == .horizontal ? overflowHead : verticalHead
        while position >= 0 {
            if overflow[position].entry.key[axis] == bits { return overflow[position].entry.size[axis] }
            position = overflow[position].next
        }
        return nil
    }

    /// Remembers `length` along `axis` for a proposal of `bits` along it in pass `generation`.
    @inline(__always)
    mutating func store(_ length: Double, along axis: Axis, for bits: UInt64, generation: Int,
                        overflow: inout [Overflow]) {
        if generation + 1 != pass {
            count = 0
            verticalCount = 0
            pass = generation + 1
        }
        let position = axis == .horizontal ? count : verticalCount
        if position < Self.inlineCount {
            inline[position].key[axis] = bits
            inline[position].size[axis] = length
        } else {
            var entry = Entry(key: Key(.unspecified), size: .zero)
            entry.key[axis] = bits
            entry.size[axis] = length
            let head = axis == .horizontal ? overflowHead : verticalHead
            overflow.append(Overflow(entry: entry, next: position == Self.inlineCount ? -1 : head))
            if axis == .horizontal { overflowHead = overflow.count - 1 } else { verticalHead = overflow.count - 1 }
        }
        if axis == .horizontal { count += 1 } else { verticalCount += 1 }
    }
}

/// Every proposal a node answered in the current pass, with its answer.
///
/// A stack asks each child for its minimum, maximum and offered lengths, and asks again when
/// placing; nested stacks repeat the same questions. Remembering every answer of the pass
/// means each node computes each distinct proposal once, which keeps layout linear in the
/// number of nodes however deep the nesting (a node sees a handful of distinct proposals,
/// rarely more than eight). The first eight answers are stored inline; the rest go to an
/// overflow list the tree keeps for all its nodes, chained per node.
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

        @inline(__always)
        private static func bits(_ value: Double?) -> UInt64 {
            guard let value else { return unspecified }
            return value == 0 ? 0 : value.bitPattern
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

    private static let inlineCount = 8
    private var inline: InlineArray<8, Entry>
    private var count: Int
    /// The pass the answers belong to, plus one: zero is no pass.
    private var pass: Int

    /// Forgets every answer.
    mutating func clear() {
        pass = 0
    }
    /// The position of the node's latest overflow answer, when `count` is above the inline count.
    private var overflowHead: Int

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

    /// The answer for `key` combined from the width remembered for a proposal of the same
    /// width and the height remembered for one of the same height, for a separable node.
    @inline(__always)
    mutating func lookupSeparately(_ key: Key, generation: Int, overflow: [Overflow]) -> Size? {
        guard generation + 1 == pass else { return nil }
        var width: Double?, height: Double?
        for i in 0..<Swift.min(count, Self.inlineCount) {
            if inline[i].key.width == key.width { width = inline[i].size.width }
            if inline[i].key.height == key.height { height = inline[i].size.height }
        }
        if count > Self.inlineCount {
            var position = overflowHead
            while position >= 0 {
                let entry = overflow[position].entry
                if entry.key.width == key.width { width = entry.size.width }
                if entry.key.height == key.height { height = entry.size.height }
                position = overflow[position].next
            }
        }
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
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
}

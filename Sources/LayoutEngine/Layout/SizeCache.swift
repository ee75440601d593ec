/// Every proposal a node answered in the current pass, with its answer.
///
/// A stack asks each child for its minimum, maximum and offered lengths, and asks again when
/// placing; nested stacks repeat the same questions. Remembering every answer of the pass
/// means each node computes each distinct proposal once, which keeps layout linear in the
/// number of nodes however deep the nesting (a node sees a handful of distinct proposals,
/// rarely more than eight). The first eight answers are stored inline, so most nodes never
/// allocate for their cache.
struct SizeCache {
    /// A proposal as bits, so that a lookup is a few integer comparisons. Keys are equal when
    /// the proposals are (−0 is stored as 0; a NaN matches only the same NaN, whose answer is
    /// the same anyway).
    struct Key {
        var width: UInt64
        var height: UInt64
        /// Bit 0: width unspecified; bit 1: height unspecified.
        var unspecified: UInt64

        @inline(__always)
        init(_ proposal: ProposedViewSize) {
            width = Key.bits(proposal.width)
            height = Key.bits(proposal.height)
            unspecified = (proposal.width == nil ? 1 : 0) | (proposal.height == nil ? 2 : 0)
        }

        private static func bits(_ value: Double?) -> UInt64 {
            guard let value, value != 0 else { return 0 }
            return value.bitPattern
        }

        /// Without short-circuits: one branch per comparison instead of three.
        @inline(__always)
        func matches(_ other: Key) -> Bool {
            ((width ^ other.width) | (height ^ other.height) | (unspecified ^ other.unspecified)) == 0
        }
    }

    private struct Entry {
        var key: Key
        var size: Size
    }

    private static let empty = Entry(key: Key(.unspecified), size: .zero)
    /// The first answers, inline: with fewer, most nodes of nested stacks allocated an
    /// overflow array, and that allocation cost more than the lookups.
    private var inline = InlineArray<8, Entry>(repeating: SizeCache.empty)
    private var count = 0
    private var overflow: [Entry] = []
    private var generation = -1

    /// Mutating only so that the call reads the cache in place instead of copying it.
    /// Inlined: every `sizeThatFits` looks up first, several times per node and pass, and
    /// the call cost as much as the comparisons.
    @inline(__always)
    mutating func lookup(_ key: Key, generation: Int) -> Size? {
        guard generation == self.generation else { return nil }
        for i in 0..<Swift.min(count, inline.count) where inline[i].key.matches(key) {
            return inline[i].size
        }
        if count > inline.count {
            for entry in overflow where entry.key.matches(key) {
                return entry.size
            }
        }
        return nil
    }

    /// Inlined for the same reason as `lookup`: once per computed size.
    @inline(__always)
    mutating func store(_ size: Size, for key: Key, generation: Int) {
        if generation != self.generation {
            count = 0
            if !overflow.isEmpty { overflow.removeAll(keepingCapacity: true) }
            self.generation = generation
        }
        let entry = Entry(key: key, size: size)
        if count < inline.count {
            inline[count] = entry
        } else {
            // A node that needs the overflow usually needs a few more: one allocation for them.
            if overflow.capacity == 0 { overflow.reserveCapacity(8) }
            overflow.append(entry)
        }
        count += 1
    }
}

/// Every proposal a node answered in the current pass, with its answer.
///
/// A stack asks each child for its minimum, maximum and offered lengths, and asks again when
/// placing; nested stacks repeat the same questions. Remembering every answer of the pass
/// means each node computes each distinct proposal once, which keeps layout linear in the
/// number of nodes however deep the nesting (a node sees a handful of distinct proposals,
/// rarely more than eight). The first four answers are stored inline, so most nodes never
/// allocate for their cache.
struct SizeCache {
    /// A proposal as bits, so that a lookup is a few integer comparisons. Keys are equal when
    /// the proposals are (−0 is stored as 0; a NaN matches only the same NaN, whose answer is
    /// the same anyway).
    private struct Key: Equatable {
        var width: UInt64
        var height: UInt64
        /// Bit 0: width unspecified; bit 1: height unspecified.
        var unspecified: UInt8

        init(_ proposal: ProposedViewSize) {
            width = Key.bits(proposal.width)
            height = Key.bits(proposal.height)
            unspecified = (proposal.width == nil ? 1 : 0) | (proposal.height == nil ? 2 : 0)
        }

        private static func bits(_ value: Double?) -> UInt64 {
            guard let value, value != 0 else { return 0 }
            return value.bitPattern
        }
    }

    private struct Entry {
        var key: Key
        var size: Size
    }

    private static let empty = Entry(key: Key(.unspecified), size: .zero)
    private var e0 = SizeCache.empty, e1 = SizeCache.empty, e2 = SizeCache.empty, e3 = SizeCache.empty
    private var count = 0
    private var overflow: [Entry] = []
    private var generation = -1

    /// Mutating only so that the call reads the cache in place instead of copying it.
    mutating func lookup(_ proposal: ProposedViewSize, generation: Int) -> Size? {
        guard generation == self.generation else { return nil }
        let key = Key(proposal)
        if count > 0 && e0.key == key { return e0.size }
        if count > 1 && e1.key == key { return e1.size }
        if count > 2 && e2.key == key { return e2.size }
        if count > 3 && e3.key == key { return e3.size }
        for entry in overflow where entry.key == key {
            return entry.size
        }
        return nil
    }

    mutating func store(_ size: Size, for proposal: ProposedViewSize, generation: Int) {
        if generation != self.generation {
            count = 0
            overflow.removeAll(keepingCapacity: true)
            self.generation = generation
        }
        let entry = Entry(key: Key(proposal), size: size)
        switch count {
        case 0: e0 = entry
        case 1: e1 = entry
        case 2: e2 = entry
        case 3: e3 = entry
        default:
            // A node that needs the overflow usually needs a few more: one allocation for them.
            if overflow.capacity == 0 { overflow.reserveCapacity(8) }
            overflow.append(entry)
        }
        count += 1
    }
}

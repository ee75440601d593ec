/// The last few proposals a node answered, with its answers.
///
/// A stack asks each child for its minimum, maximum and offered lengths, and asks again when
/// placing; nested stacks repeat the same questions. Remembering a handful of answers per
/// node keeps layout linear in the number of nodes however deep the nesting.
struct SizeCache {
    private static let capacity = 8
    private var proposals: [ProposedViewSize] = []
    private var sizes: [Size] = []
    private var next = 0
    private var generation = -1

    mutating func lookup(_ proposal: ProposedViewSize, generation: Int) -> Size? {
        guard generation == self.generation else { return nil }
        for i in proposals.indices where proposals[i] == proposal {
            return sizes[i]
        }
        return nil
    }

    mutating func store(_ size: Size, for proposal: ProposedViewSize, generation: Int) {
        if generation != self.generation {
            proposals.removeAll(keepingCapacity: true)
            sizes.removeAll(keepingCapacity: true)
            next = 0
            self.generation = generation
        }
        if proposals.count < SizeCache.capacity {
            proposals.append(proposal)
            sizes.append(size)
        } else {
            proposals[next] = proposal
            sizes[next] = size
            next = (next + 1) % SizeCache.capacity
        }
    }
}

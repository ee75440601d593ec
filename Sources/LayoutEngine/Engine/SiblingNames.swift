/// The path indices of sibling views: each view is indexed among the siblings of its type
/// when there are several (`Text[0]`, `Text[1]`), and not at all otherwise (`Image`).
struct SiblingNames {
    /// Counts by `ViewContent.typeIndex` below this, inline: every stack makes one of these,
    /// and an array of counts per stack was an allocation per stack.
    static let inlineTypes = 32
    private var totals = InlineArray<32, Int32>(repeating: 0)
    private var seen = InlineArray<32, Int32>(repeating: 0)
    /// Counts of the types from `inlineTypes` on, by type index: total, then seen.
    private var more: [Int: (total: Int32, seen: Int32)] = [:]

    init(_ views: [ViewNode]) {
        // By index: a loop variable copied each view.
        for i in views.indices { count(views[i].content.typeIndex) }
    }

    /// Names for siblings of these type indices.
    init(typeIndices: [Int]) {
        for type in typeIndices { count(type) }
    }

    private mutating func count(_ type: Int) {
        if type < Self.inlineTypes {
            totals[type] += 1
        } else {
            more[type, default: (0, 0)].total += 1
        }
    }

    /// The index of `view`, the next of the siblings in order, or `nil` when no sibling
    /// shares its type.
    mutating func next(_ view: ViewNode) -> Int? {
        next(typeIndex: view.content.typeIndex)
    }

    /// The index of the next sibling, of type index `type`.
    mutating func next(typeIndex type: Int) -> Int? {
        guard type < Self.inlineTypes else {
            let counts = more[type, default: (0, 0)]
            more[type] = (counts.total, counts.seen + 1)
            return counts.total > 1 ? Int(counts.seen) : nil
        }
        let index = seen[type]
        seen[type] += 1
        return totals[type] > 1 ? Int(index) : nil
    }
}

/// The path indices of sibling views: each view is indexed among the siblings of its type
/// when there are several (`Text[0]`, `Text[1]`), and not at all otherwise (`Image`).
struct SiblingNames {
    private struct Count {
        var type: String
        var total: Int
        var seen = 0
    }

    /// Few distinct types among siblings: a linear search beats hashing.
    private var counts: [Count] = []

    init(_ views: [ViewNode]) {
        counts.reserveCapacity(min(views.count, 4))
        for view in views {
            let type = view.content.typeName
            if let i = counts.firstIndex(where: { $0.type == type }) {
                counts[i].total += 1
            } else {
                counts.append(Count(type: type, total: 1))
            }
        }
    }

    /// The index of `view`, the next of the siblings in order, or `nil` when no sibling
    /// shares its type.
    mutating func next(_ view: ViewNode) -> Int? {
        let type = view.content.typeName
        guard let i = counts.firstIndex(where: { $0.type == type }) else { return nil }
        let index = counts[i].seen
        counts[i].seen += 1
        return counts[i].total > 1 ? index : nil
    }
}

/// The path indices of sibling views: each view is indexed among the siblings of its type
/// when there are several (`Text[0]`, `Text[1]`), and not at all otherwise (`Image`).
struct SiblingNames {
    /// Counts by `ViewContent.typeIndex`, inline: every stack makes one of these, and an
    /// array of counts per stack was an allocation per stack.
    private var totals = InlineArray<20, Int32>(repeating: 0)
    private var seen = InlineArray<20, Int32>(repeating: 0)

    init(_ views: [ViewNode]) {
        // By index: a loop variable copied each view.
        for i in views.indices {
            totals[views[i].content.typeIndex] += 1
        }
    }

    /// The index of `view`, the next of the siblings in order, or `nil` when no sibling
    /// shares its type.
    mutating func next(_ view: ViewNode) -> Int? {
        let type = view.content.typeIndex
        let index = seen[type]
        seen[type] += 1
        return totals[type] > 1 ? Int(index) : nil
    }
}

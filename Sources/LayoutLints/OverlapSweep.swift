import LayoutEngine

/// The pairs of content views that intersect by more than a tolerance and are not layered on
/// purpose, found by sweeping the views top to bottom: each view is compared only with the
/// views whose vertical extent it meets, so a screen of rows costs about a comparison per row.
struct OverlapSweep {
    struct Item {
        var position: Int
        var record: Int
        var rect: Rect
    }

    /// Two intersecting views, `first` earlier in the tree, and how far they intersect.
    struct Pair {
        var first: Item
        var second: Item
        var width: Double
        var height: Double
    }

    let items: [Item]
    let facts: FrameFacts
    let tolerance: Double

    func pairs() -> [Pair] {
        let sorted = items.filter { $0.rect.width > tolerance && $0.rect.height > tolerance }
            .sorted { $0.rect.minY != $1.rect.minY ? $0.rect.minY < $1.rect.minY : $0.position < $1.position }
        var active: [Item] = []
        var found: [Pair] = []
        for item in sorted {
            active.removeAll { $0.rect.maxY - item.rect.minY <= tolerance }
            for other in active {
                let width = min(item.rect.maxX, other.rect.maxX) - max(item.rect.minX, other.rect.minX)
                let height = min(item.rect.maxY, other.rect.maxY) - max(item.rect.minY, other.rect.minY)
                guard width > tolerance, height > tolerance, !layered(item.record, other.record) else { continue }
                let (a, b) = item.position < other.position ? (item, other) : (other, item)
                found.append(Pair(first: a, second: b, width: width, height: height))
            }
            active.append(item)
        }
        return found
    }

    /// Whether two views may be drawn on each other: one is inside the other (a button and its
    /// label), or they are layers of a `ZStack`, a `GeometryReader`, or a `background` or
    /// `overlay` and the view it belongs to.
    func layered(_ a: Int, _ b: Int) -> Bool {
        var a = a, b = b
        var belowA = -1, belowB = -1
        while facts.depth[a] > facts.depth[b] { (belowA, a) = (a, Int(facts.parent[a])) }
        while facts.depth[b] > facts.depth[a] { (belowB, b) = (b, Int(facts.parent[b])) }
        if a == b { return true }
        while a != b {
            (belowA, a) = (a, Int(facts.parent[a]))
            (belowB, b) = (b, Int(facts.parent[b]))
            guard a >= 0, b >= 0 else { return false }
        }
        if facts.structure[belowA] == .slot || facts.structure[belowB] == .slot { return true }
        // A group's children sit in the group's parent: what that parent is decides.
        var common = a
        while common >= 0 && facts.structure[common] == .group { common = Int(facts.parent[common]) }
        guard common >= 0 else { return false }
        return facts.structure[common] == .layers || facts.structure[common] == .slot
    }
}

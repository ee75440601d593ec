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

    var items: [Item]
    let tolerance: Double
    /// The facts the layering test reads, held here rather than read through the shared
    /// object at every step.
    private let parent: [Int32], depth: [Int32], structure: [FrameFacts.Structure]

    /// The views that are more than `tolerance` on both axes, sorted top to bottom in place.
    init(items: [Item], facts: FrameFacts, tolerance: Double) {
        self.items = items
        self.tolerance = tolerance
        (parent, depth, structure) = (facts.parent, facts.depth, facts.structure)
        self.items.removeAll { $0.rect.width <= tolerance || $0.rect.height <= tolerance }
        self.items.sort { $0.rect.minY != $1.rect.minY ? $0.rect.minY < $1.rect.minY : $0.position < $1.position }
    }

    func pairs() -> [Pair] {
        var active: [Item] = []
        active.reserveCapacity(items.count)
        var found: [Pair] = []
        for item in items {
            // Views that end above this one can meet no view below it.
            var kept = 0
            for k in active.indices where active[k].rect.maxY - item.rect.minY > tolerance {
                active[kept] = active[k]
                kept += 1
            }
            active.removeLast(active.count - kept)
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
        while depth[a] > depth[b] { (belowA, a) = (a, Int(parent[a])) }
        while depth[b] > depth[a] { (belowB, b) = (b, Int(parent[b])) }
        if a == b { return true }
        while a != b {
            (belowA, a) = (a, Int(parent[a]))
            (belowB, b) = (b, Int(parent[b]))
            guard a >= 0, b >= 0 else { return false }
        }
        // Raw values: the enum's `==` went through a generic witness.
        let slot = FrameFacts.Structure.slot.rawValue, group = FrameFacts.Structure.group.rawValue
        if structure[belowA].rawValue == slot || structure[belowB].rawValue == slot { return true }
        // A group's children sit in the group's parent: what that parent is decides.
        var common = a
        while common >= 0 && structure[common].rawValue == group { common = Int(parent[common]) }
        guard common >= 0 else { return false }
        return structure[common].rawValue == FrameFacts.Structure.layers.rawValue || structure[common].rawValue == slot
    }
}

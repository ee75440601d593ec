import LayoutRunner

/// The view a case's differences start from: the one whose own size, lines or presence
/// changed first in the tree, with the differing frames that only followed it.
///
/// One changed string moves dozens of frames: the `Text` grows, its stack grows with it,
/// every sibling after it moves. Printed as they come, the one change is buried under the
/// frames that followed it. A difference is a *cause* when it changed by itself (its size,
/// lines or truncation, or it appeared or went away) and no view inside it did: a stack that
/// grew because its `Text` grew follows the `Text`. Every other difference follows the
/// cause it shares the longest path with.
///
/// ```swift
/// let causes = RootCause.causes(of: result.differences)
/// causes[0].difference.name   // "VStack/HStack[1]/Text"
/// causes[0].followers         // 37
/// ```
public struct RootCause: Hashable, Sendable {
    public var difference: FrameDifference
    /// How many other differing frames (named frames included) follow this one.
    public var followers: Int

    /// The causes of `differences`, in tree order; empty when there are none. When no view
    /// changed by itself (everything only moved), the outermost moved views are the causes.
    public static func causes(of differences: [FrameDifference]) -> [RootCause] {
        let views = differences.indices.filter { !differences[$0].name.hasPrefix("#") }
        // A background or overlay is proposed its owner's size: when the owner changed, it followed.
        let names = Set(views.map { differences[$0].name })
        let own = views.filter { i in
            changedItself(differences[i]) && !(slotOwner(of: differences[i].name).map { names.contains(String($0)) } ?? false)
        }
        var causes: [Int] = []
        if own.isEmpty {
            // Only moves: the moved views no other moved view contains.
            causes = views.filter { i in !views.contains { j in j != i && isInside(differences[i].name, differences[j].name) } }
        } else {
            for i in own {
                let d = differences[i]
                if d.kind == .changed {
                    // A change of size is the cause unless a view inside it changed too.
                    if !own.contains(where: { $0 != i && isInside(differences[$0].name, d.name) }) { causes.append(i) }
                } else {
                    // An added or removed subtree is one cause: its outermost view.
                    if !own.contains(where: { j in j != i && differences[j].kind == d.kind && isInside(d.name, differences[j].name) }) {
                        causes.append(i)
                    }
                }
            }
        }
        // A background or overlay whose owner kept its frame grew with a modifier of its
        // owner's (a frame synced by a preference): it follows any cause outside such slots.
        let outsideSlots = causes.filter { slotOwner(of: differences[$0].name) == nil }
        if !outsideSlots.isEmpty { causes = outsideSlots }
        if causes.isEmpty, let first = differences.indices.first { causes = [first] }
        var followers = [Int](repeating: 0, count: causes.count)
        let isCause = Set(causes)
        for (i, d) in differences.enumerated() where !isCause.contains(i) {
            followers[closest(to: d, among: causes.map { differences[$0] })] += 1
        }
        return causes.enumerated().map { RootCause(difference: differences[$1], followers: followers[$0]) }
    }

    /// Whether the frame changed by itself rather than only moved.
    static func changedItself(_ d: FrameDifference) -> Bool {
        guard d.kind == .changed, let e = d.expected, let a = d.actual else { return true }
        return differs(e.rect.width, a.rect.width) || differs(e.rect.height, a.rect.height)
            || e.lines != a.lines || (e.isTruncated ?? false) != (a.isTruncated ?? false)
    }

    /// Equal to the thousandth of a point that baselines keep.
    private static func differs(_ a: Double, _ b: Double) -> Bool {
        guard a.isFinite, b.isFinite else { return a != b }
        return (a * 1000).rounded() != (b * 1000).rounded()
    }

    /// The view a background or overlay belongs to: `VStack/Button` for
    /// `VStack/Button/background/Color`; `nil` for a view in no such slot. On bytes, without
    /// splitting: it runs for every difference of every failing case.
    static func slotOwner(of path: String) -> Substring? {
        let bytes = path.utf8
        var owner: String.Index?
        var start = bytes.startIndex, i = bytes.startIndex
        while true {
            let atEnd = i == bytes.endIndex
            if atEnd || bytes[i] == slash {
                if start != bytes.startIndex {
                    let component = path[start..<i]
                    if component.hasPrefix("background") || component.hasPrefix("overlay") { owner = bytes.index(before: start) }
                }
                if atEnd { break }
                start = bytes.index(after: i)
            }
            i = bytes.index(after: i)
        }
        return owner.map { path[..<$0] }
    }

    private static let slash = UInt8(ascii: "/")

    /// How many leading path components `a` and `b` share.
    static func sharedComponents(_ a: String, _ b: String) -> Int {
        var x = a.utf8.makeIterator(), y = b.utf8.makeIterator()
        var count = 0
        while true {
            let p = x.next(), q = y.next()
            let endA = p == nil || p == slash, endB = q == nil || q == slash
            if endA || endB {
                guard endA && endB else { return count }
                count += 1
                if p == nil || q == nil { return count }
            } else if p != q {
                return count
            }
        }
    }

    /// Whether `path` names a view inside the view at `ancestor`.
    static func isInside(_ path: String, _ ancestor: String) -> Bool {
        // On bytes: `count` of a String walks its characters, and this runs for every pair of
        // a case's differences.
        let p = path.utf8, a = ancestor.utf8
        guard p.count > a.count, p.starts(with: a) else { return false }
        return p[p.index(p.startIndex, offsetBy: a.count)] == UInt8(ascii: "/")
    }

    /// The index in `causes` of the one `d` follows: the longest shared path (a named frame
    /// follows the cause whose frame it repeats), the first on a tie.
    private static func closest(to d: FrameDifference, among causes: [FrameDifference]) -> Int {
        if d.name.hasPrefix("#") {
            return causes.firstIndex { $0.actual?.rect == d.actual?.rect && $0.expected?.rect == d.expected?.rect } ?? 0
        }
        var best = 0, bestLength = -1
        for (k, cause) in causes.enumerated() {
            let length = sharedComponents(d.name, cause.name)
            if length > bestLength { (best, bestLength) = (k, length) }
        }
        return best
    }

    /// `120.5 × 20.333 → 180.25 × 40.667, 2 lines (was 1)`: what changed in the cause itself.
    public var change: String {
        let d = difference
        switch d.kind {
        case .added: return "added" + (d.actual.map { " at " + RunFormatter.rect($0) } ?? "")
        case .missing: return "no longer laid out"
        case .changed:
            guard let e = d.expected, let a = d.actual else { return "changed" }
            let resized = Self.differs(e.rect.width, a.rect.width) || Self.differs(e.rect.height, a.rect.height)
            var text = resized
                ? "\(n(e.rect.width)) × \(n(e.rect.height)) → \(n(a.rect.width)) × \(n(a.rect.height))"
                : "moved \(RunFormatter.rect(e)) → \(RunFormatter.rect(a))"
            if e.lines != a.lines, let lines = a.lines { text += ", \(lines == 1 ? "1 line" : "\(lines) lines") (was \(e.lines.map(String.init) ?? "?"))" }
            if (e.isTruncated ?? false) != (a.isTruncated ?? false) { text += a.isTruncated == true ? ", now truncated" : ", no longer truncated" }
            return text
        }
    }

    private func n(_ v: Double) -> String { RunFormatter.number(v) }
}

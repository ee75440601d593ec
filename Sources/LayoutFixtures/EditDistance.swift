/// Edit distance between two short strings: how "did you mean" suggestions are chosen.
enum EditDistance {
    /// Optimal string alignment distance: Levenshtein plus swaps of neighbours, so the
    /// common typo `iPhone61` is one edit from `iPhone16`, not two.
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// The candidate `name` is most likely a typo of, ignoring case, if it is close enough:
    /// one edit for names of up to four characters, two up to eight, three beyond (so
    /// `List` does not suggest `Text`, nor `bold` `font`).
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let wanted = name.lowercased()
        let limit = wanted.count <= 4 ? 1 : wanted.count <= 8 ? 2 : 3
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(candidate.lowercased(), wanted)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }
}

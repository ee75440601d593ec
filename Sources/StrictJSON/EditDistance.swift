/// How "did you mean" suggestions are chosen, for every name layoutreg reads: JSON keys, view
/// types, modifiers, device presets, command-line options.
public enum EditDistance {
    /// Optimal string alignment distance over Unicode scalars: Levenshtein plus swaps of
    /// neighbours, so the common typo `iPhone61` is one edit from `iPhone16`, not two.
    public static func between(_ a: String, _ b: String) -> Int {
        between(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    /// The candidate `name` is most likely a typo of, if any; ties go to the earlier candidate.
    ///
    /// Case is ignored. A candidate qualifies when it is a few edits away (one edit for names
    /// of up to four characters, two up to eight, three beyond, so that `List` does not
    /// suggest `Text`, nor `bold` `font`), or when one name is a prefix of the other and the
    /// shorter has at least three characters (`lead` for `leading`).
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        let limit = target.count <= 4 ? 1 : target.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            let distance = between(target, scalars)
            // One-letter names are all one edit apart; that is no evidence of a typo.
            guard distance <= limit, distance < min(target.count, scalars.count) || distance == 0 else { continue }
            if distance < best?.distance ?? Int.max {
                best = (candidate, distance)
            }
        }
        if let best {
            return best.name
        }
        return candidates.first { candidate in
            let scalars = Array(candidate.lowercased().unicodeScalars)
            let shorter = min(scalars.count, target.count)
            return shorter >= 3 && scalars.prefix(shorter) == target.prefix(shorter)
        }
    }

    private static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, previous2[j - 2] + 1)
                }
                current[j] = best
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}

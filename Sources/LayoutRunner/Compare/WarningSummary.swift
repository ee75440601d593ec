/// The warnings of a run or an approval, each once per scenario with the cases that gave it.
/// A warning about the view tree (a missing string, an invalid frame) comes from every case of
/// its scenario: a line per case buried the others.
public struct WarningSummary: Hashable, Sendable, CustomStringConvertible {
    /// Cases seen per scenario, warning or not.
    private var caseCounts: [String: Int] = [:]
    /// Per scenario and warning, how many cases gave it and the first of their keys in
    /// sort order: not every key, which a warning given by each of a million cases would keep.
    private var cases: [String: [String: Cases]] = [:]

    private struct Cases: Hashable {
        var count: Int
        var first: String
    }

    public init() {}

    /// Adds case `caseKey` of `scenario` and its warnings (none counts too: "all N cases"
    /// means every case of the scenario that was laid out).
    public mutating func add(scenario: String, caseKey: String, warnings: [String]) {
        caseCounts[scenario, default: 0] += 1
        for warning in warnings {
            if let seen = cases[scenario]?[warning] {
                cases[scenario]?[warning] = Cases(count: seen.count + 1, first: caseKey < seen.first ? caseKey : seen.first)
            } else {
                cases[scenario, default: [:]][warning] = Cases(count: 1, first: caseKey)
            }
        }
    }

    /// Adds the cases and warnings of `other`, as if each of its cases had been added here.
    mutating func merge(_ other: WarningSummary) {
        caseCounts.merge(other.caseCounts, uniquingKeysWith: +)
        for (scenario, warnings) in other.cases {
            cases[scenario, default: [:]].merge(warnings) { mine, theirs in
                Cases(count: mine.count + theirs.count, first: min(mine.first, theirs.first))
            }
        }
    }

    public var isEmpty: Bool { cases.isEmpty }

    /// One line per scenario and warning, sorted by scenario, then warning:
    /// `login: VStack/Text: no string for key "Title"; showing the key (all 12 cases)`, or
    /// `(3 of 12 cases, e.g. iPhone16/de/large/base)`, or `(case box/en/large/base)`.
    public var lines: [String] {
        cases.keys.sorted().flatMap { scenario in
            let total = caseCounts[scenario] ?? 0
            return cases[scenario, default: [:]].sorted { $0.key < $1.key }.map { warning, keys in
                let which = keys.count == total
                    ? (total == 1 ? "case \(keys.first)" : "all \(total) cases")
                    : "\(keys.count) of \(total) cases, e.g. \(keys.first)"
                return "\(scenario): \(warning) (\(which))"
            }
        }
    }

    /// The lines, in order (the dictionaries inside have no stable order to print).
    public var description: String { "WarningSummary(\(lines))" }
}

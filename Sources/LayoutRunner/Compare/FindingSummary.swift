import LayoutLints

/// The lint findings of a run, grouped by kind and scenario: how many, in how many cases,
/// and the first few of each group to print (failing first, then new, then approved, each in
/// run order). Cases are added one at a time, so that a run keeps this summary rather than
/// every case's findings: a run of a million cases may have ten million.
public struct FindingSummary: Hashable, Sendable {
    /// One kind's findings in one scenario.
    public struct Group: Hashable, Sendable {
        public var kind: LintKind
        public var scenario: String
        public var count = 0
        /// How many cases have a finding of the group.
        public var cases = 0
        /// By rank (failing, new, approved): the first `limit` of each.
        fileprivate var firsts: [[Entry]] = [[], [], []]

        /// The findings printed in full: at most the summary's `perGroup`, failing first.
        public func shown(_ limit: Int) -> [Entry] { Array(firsts.joined().prefix(limit)) }
    }

    /// A finding with the case it is of.
    public struct Entry: Hashable, Sendable {
        public var caseKey: String
        public var finding: CaseFinding
    }

    /// How many findings of a group are kept to print.
    public let perGroup: Int
    public private(set) var total = 0
    public private(set) var failing = 0
    /// Findings that no baseline approves.
    public private(set) var fresh = 0
    /// Keyed by the scenario's position among the scenarios met (they come grouped) and the
    /// kind: hashing a scenario's name for every finding cost more than finding it.
    private var groups: [Int: Group] = [:]
    private var scenarios: [String] = []

    public init(perGroup: Int = 3) {
        self.perGroup = perGroup
    }

    /// The summary of `results`, in order.
    public init(_ results: some Sequence<CaseResult>, perGroup: Int = 3) {
        self.init(perGroup: perGroup)
        for result in results { add(result) }
    }

    /// Adds the findings of one case.
    public mutating func add(_ result: CaseResult) {
        guard !result.findings.isEmpty else { return }
        if scenarios.last != result.scenario { scenarios.append(result.scenario) }
        let kinds = LintKind.allCases.count
        var seen = [Bool](repeating: false, count: kinds)
        for finding in result.findings {
            let kind = finding.finding.kind.order
            let key = (scenarios.count - 1) * kinds + kind
            let rank = finding.fails ? 0 : finding.isApproved ? 2 : 1
            var group = groups[key] ?? Group(kind: finding.finding.kind, scenario: result.scenario)
            groups[key] = nil
            group.count += 1
            if !seen[kind] { group.cases += 1 }
            if group.firsts[rank].count < perGroup { group.firsts[rank].append(Entry(caseKey: result.caseKey, finding: finding)) }
            groups[key] = group
            seen[kind] = true
            total += 1
            if finding.fails { failing += 1 }
            if !finding.isApproved { fresh += 1 }
        }
    }

    /// Adds the findings of `other`, whose cases come after this summary's, as if each of its
    /// cases had been added here: a run's lanes summarise their own chunks, and the chunks are
    /// merged in job order (``ChunkTally``).
    mutating func merge(_ other: FindingSummary) {
        precondition(other.perGroup == perGroup, "summaries keep different numbers of findings per group")
        guard !other.groups.isEmpty else { return }
        // Each of the other's scenarios differs from the one before it: only the first may be
        // this summary's last.
        let positions = other.scenarios.map { scenario in
            if scenarios.last != scenario { scenarios.append(scenario) }
            return scenarios.count - 1
        }
        let kinds = LintKind.allCases.count
        for (key, theirs) in other.groups {
            let mine = positions[key / kinds] * kinds + key % kinds
            guard var group = groups.removeValue(forKey: mine) else {
                groups[mine] = theirs
                continue
            }
            group.count += theirs.count
            group.cases += theirs.cases
            for rank in group.firsts.indices where group.firsts[rank].count < perGroup {
                group.firsts[rank] += theirs.firsts[rank].prefix(perGroup - group.firsts[rank].count)
            }
            groups[mine] = group
        }
        total += other.total
        failing += other.failing
        fresh += other.fresh
    }

    /// The groups by kind, then scenario (a scenario met twice, in a filtered run, is one
    /// group per run of it).
    public var orderedGroups: [Group] {
        let kinds = LintKind.allCases.count
        return groups.keys.sorted { a, b in
            let (ka, kb) = (a % kinds, b % kinds)
            if ka != kb { return ka < kb }
            let (sa, sb) = (scenarios[a / kinds], scenarios[b / kinds])
            return sa != sb ? sa.utf8.lexicographicallyPrecedes(sb.utf8) : a < b
        }.compactMap { groups[$0] }
    }
}

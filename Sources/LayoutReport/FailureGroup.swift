import LayoutRunner

/// Cases of one scenario that did not pass for one reason: the same root causes, no
/// baseline, or the same error. What the console, the JSON and the Markdown summary list,
/// each with one command that approves it.
public struct FailureGroup: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// Failed, with these views as their causes (``RootCause``), by path.
        case causes([String])
        /// No baseline.
        case new
        /// Could not be laid out, with this message.
        case error(String)
    }

    public var scenario: String
    public var reason: Reason
    /// Indices into the report's results, in their order; the first is the group's example.
    public var cases: [Int]

    /// The failures of `report`, by scenario in report order, then by reason in order of
    /// first appearance.
    public static func groups(of report: RunReport) -> [FailureGroup] {
        var groups: [FailureGroup] = []
        var index: [String: [Reason: Int]] = [:]
        for (i, result) in report.results.enumerated() where result.status != .pass {
            let reason: Reason
            switch result.status {
            case .pass: continue
            case .new: reason = .new
            case .error: reason = .error(result.message ?? "could not be laid out")
            case .fail: reason = .causes(RootCause.causes(of: result.differences).map(\.difference.name))
            }
            if let g = index[result.scenario]?[reason] {
                groups[g].cases.append(i)
            } else {
                index[result.scenario, default: [:]][reason] = groups.count
                groups.append(FailureGroup(scenario: result.scenario, reason: reason, cases: [i]))
            }
        }
        return groups
    }

    /// `record`'s mode that approves the group: `failed` or `missing`; `nil` for errors.
    public var recordMode: String? {
        switch reason {
        case .causes: "failed"
        case .new: "missing"
        case .error: nil
        }
    }

    /// A `--filter` for the group's cases: the full name of a single case; else the scenario
    /// with each axis of the case key that all its cases share, `*` for the others
    /// (`seeds/login/*/de/*/*`).
    public func filter(in report: RunReport) -> String {
        let keys = cases.map { report.results[$0].caseKey.split(separator: "/", omittingEmptySubsequences: false) }
        guard cases.count > 1, let first = keys.first, keys.allSatisfy({ $0.count == first.count }) else {
            return cases.count == 1 ? report.results[cases[0]].fullName : scenario + "/*"
        }
        let parts = first.indices.map { axis in keys.allSatisfy { $0[axis] == first[axis] } ? String(first[axis]) : "*" }
        return scenario + "/" + parts.joined(separator: "/")
    }

    /// How many cases of `others` (groups of the same scenario and status) the group's
    /// ``filter(in:)`` also selects, which its approval would approve too.
    public func alsoApproved(in report: RunReport, others: [FailureGroup]) -> Int {
        let filter = CaseFilter(self.filter(in: report))
        let status = report.results[cases[0]].status
        var count = 0
        for other in others where other != self && other.scenario == scenario && report.results[other.cases[0]].status == status {
            for i in other.cases where filter.matches(scenario: report.results[i].scenario, caseKey: report.results[i].caseKey) { count += 1 }
        }
        return count
    }
}

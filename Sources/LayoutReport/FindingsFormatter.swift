import LayoutLints
import LayoutRunner

/// The lint findings of a run or an approval, grouped by kind and scenario with their counts,
/// the first few of each group in full. Every group gets its line, however many there are: a
/// kind of finding is never left out silently.
public enum FindingsFormatter {
    /// How many findings of a group are printed in full.
    public static let findingsPerGroup = 3

    /// A blank line, `Lint findings: …`, then each group; nothing without findings.
    public static func text(_ results: [CaseResult], perGroup: Int = findingsPerGroup) -> String {
        var groups: [GroupKey: [(caseKey: String, finding: CaseFinding)]] = [:]
        var total = 0, failing = 0, fresh = 0
        for result in results {
            for finding in result.findings {
                groups[GroupKey(kind: finding.finding.kind, scenario: result.scenario), default: []]
                    .append((result.caseKey, finding))
                total += 1
                if finding.fails { failing += 1 }
                if !finding.isApproved { fresh += 1 }
            }
        }
        guard total > 0 else { return "" }
        var out = "\nLint findings: \(count(total, "finding")), \(failing) failing, \(fresh) not in the baselines\n"
        for key in groups.keys.sorted() {
            let entries = groups[key] ?? []
            let cases = Set(entries.map(\.caseKey)).count
            out += "  \(key.kind.rawValue) in \(key.scenario): \(count(entries.count, "finding")) in \(count(cases, "case"))\n"
            for entry in entries.prefix(perGroup) {
                out += "    " + line(entry.finding, caseKey: entry.caseKey) + "\n"
            }
            if entries.count > perGroup { out += "    … \(entries.count - perGroup) more\n" }
        }
        return out
    }

    /// `FAIL iPhone16/de/large/base VStack/Text #title: needs 3 lines, has 2 (new)`.
    static func line(_ finding: CaseFinding, caseKey: String) -> String {
        let mark = finding.fails ? "FAIL" : finding.finding.severity == .fail ? "ok  " : "warn"
        return "\(mark) \(caseKey) " + describe(finding.finding) + (finding.isApproved ? " (approved)" : " (new)")
    }

    /// `VStack/Text #title: needs 3 lines, has 2`.
    public static func describe(_ finding: Finding) -> String {
        finding.path + (finding.viewID.map { " #" + $0 } ?? "") + ": " + finding.detail
    }

    /// What `record` approved: the count, then each finding no baseline approved before.
    public static func text(_ report: RecordReport, maxLines: Int) -> String {
        guard report.approvedFindings > 0 || !report.newFindings.isEmpty else { return "" }
        var out = "\nLint findings approved with the baselines: \(report.approvedFindings), "
            + "\(report.newFindings.count) of them new\n"
        for entry in report.newFindings.prefix(maxLines) {
            out += "  new \(entry.finding.kind.rawValue) \(entry.caseName) " + describe(entry.finding) + "\n"
        }
        if report.newFindings.count > maxLines {
            var kinds: [LintKind: Int] = [:]
            for entry in report.newFindings.dropFirst(maxLines) { kinds[entry.finding.kind, default: 0] += 1 }
            out += "  … and \(report.newFindings.count - maxLines) more new: "
                + kinds.keys.sorted().map { "\(kinds[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    private struct GroupKey: Hashable, Comparable {
        var kind: LintKind
        var scenario: String

        static func < (a: GroupKey, b: GroupKey) -> Bool {
            a.kind != b.kind ? a.kind < b.kind : a.scenario.utf8.lexicographicallyPrecedes(b.scenario.utf8)
        }
    }
}

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
        text(FindingSummary(results, perGroup: perGroup))
    }

    /// The same from a summary made case by case while the run went (``RunReport/findings``).
    public static func text(_ summary: FindingSummary) -> String {
        guard summary.total > 0 else { return "" }
        var out = "\nLint findings: \(count(summary.total, "finding")), \(summary.failing) failing, \(summary.fresh) not in the baselines\n"
        for group in summary.orderedGroups {
            let shown = group.shown(summary.perGroup)
            out += "  \(group.kind.rawValue) in \(TerminalText.escaped(group.scenario)): "
                + "\(count(group.count, "finding")) in \(count(group.cases, "case"))\n"
            for entry in shown { out += "    " + line(entry.finding, caseKey: entry.caseKey) + "\n" }
            if group.count > shown.count { out += "    … \(group.count - shown.count) more\n" }
        }
        return out
    }

    /// `FAIL iPhone16/de/large/base VStack/Text #title: needs 3 lines, has 2 (new)`.
    static func line(_ finding: CaseFinding, caseKey: String) -> String {
        let mark = finding.fails ? "FAIL" : finding.finding.severity == .fail ? "ok  " : "warn"
        return "\(mark) \(TerminalText.escaped(caseKey)) " + describe(finding.finding) + (finding.isApproved ? " (approved)" : " (new)")
    }

    /// `VStack/Text #title: needs 3 lines, has 2`, with what a user wrote (an id) escaped for
    /// the terminal.
    public static func describe(_ finding: Finding) -> String {
        TerminalText.escaped(finding.path + (finding.viewID.map { " #" + $0 } ?? "") + ": " + finding.detail)
    }

    /// What `record` approved: the count, then each finding no baseline approved before.
    public static func text(_ report: RecordReport, maxLines: Int) -> String {
        let newCount = report.newFindingCount
        guard report.approvedFindings > 0 || newCount > 0 else { return "" }
        var out = "\nLint findings approved with the baselines: \(report.approvedFindings), \(newCount) of them new\n"
        for entry in report.newFindings.prefix(maxLines) {
            out += "  new \(entry.finding.kind.rawValue) \(TerminalText.escaped(entry.caseName)) " + describe(entry.finding) + "\n"
        }
        if newCount > maxLines {
            // The report's own limit may be under `maxLines`: what it did not list, it counted.
            var kinds = report.unlistedFindings
            for entry in report.newFindings.dropFirst(maxLines) { kinds[entry.finding.kind, default: 0] += 1 }
            out += "  … and \(newCount - min(maxLines, report.newFindings.count)) more new: "
                + kinds.keys.sorted().map { "\(kinds[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}

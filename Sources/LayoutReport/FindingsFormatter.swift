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
        // Positions rather than copies: a run of 100,000 cases may have a million findings.
        // Keyed by kind and the scenario's position among the results' scenarios (they come
        // grouped): hashing a scenario's name for every finding cost more than finding it.
        var groups: [Int: Group] = [:]
        var scenarios: [String] = []
        var total = 0, failing = 0, fresh = 0
        let kinds = LintKind.allCases.count
        for r in results.indices {
            let findings = results[r].findings
            guard !findings.isEmpty else { continue }
            if scenarios.last != results[r].scenario { scenarios.append(results[r].scenario) }
            var seen = [Bool](repeating: false, count: kinds)
            for f in findings.indices {
                let finding = findings[f]
                let kind = finding.finding.kind.order
                let key = (scenarios.count - 1) * kinds + kind
                defer { seen[kind] = true }
                let rank = finding.fails ? 0 : finding.isApproved ? 2 : 1
                groups[key, default: Group(limit: perGroup)].add((r, f), rank: rank, newCase: !seen[kind])
                total += 1
                if finding.fails { failing += 1 }
                if !finding.isApproved { fresh += 1 }
            }
        }
        guard total > 0 else { return "" }
        var out = "\nLint findings: \(count(total, "finding")), \(failing) failing, \(fresh) not in the baselines\n"
        // By kind, then scenario (a scenario met twice, in a filtered run, is one group per run of it).
        let ordered = groups.keys.sorted { a, b in
            let (ka, kb) = (a % kinds, b % kinds)
            if ka != kb { return ka < kb }
            let (sa, sb) = (scenarios[a / kinds], scenarios[b / kinds])
            return sa != sb ? sa.utf8.lexicographicallyPrecedes(sb.utf8) : a < b
        }
        for key in ordered {
            guard let group = groups[key] else { continue }
            out += "  \(LintKind.allCases[key % kinds].rawValue) in \(TerminalText.escaped(scenarios[key / kinds])): "
                + "\(count(group.count, "finding")) in \(count(group.cases, "case"))\n"
            for (r, f) in group.shown {
                out += "    " + line(results[r].findings[f], caseKey: results[r].caseKey) + "\n"
            }
            if group.count > group.shown.count { out += "    … \(group.count - group.shown.count) more\n" }
        }
        return out
    }

    /// One kind's findings in one scenario: how many, in how many cases, and the first few to
    /// print, failing ones first, then new, then approved, each in run order.
    private struct Group {
        /// How many findings are printed.
        var limit: Int
        var count = 0
        var cases = 0
        /// By rank (failing, new, approved): the first `perGroup` of each.
        var firsts: [[(Int, Int)]] = [[], [], []]

        mutating func add(_ position: (Int, Int), rank: Int, newCase: Bool) {
            count += 1
            if newCase { cases += 1 }
            if firsts[rank].count < limit { firsts[rank].append(position) }
        }

        var shown: [(Int, Int)] { Array(firsts.joined().prefix(limit)) }
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
        guard report.approvedFindings > 0 || !report.newFindings.isEmpty else { return "" }
        var out = "\nLint findings approved with the baselines: \(report.approvedFindings), "
            + "\(report.newFindings.count) of them new\n"
        for entry in report.newFindings.prefix(maxLines) {
            out += "  new \(entry.finding.kind.rawValue) \(TerminalText.escaped(entry.caseName)) " + describe(entry.finding) + "\n"
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
}

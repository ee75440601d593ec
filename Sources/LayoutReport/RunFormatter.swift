import LayoutRunner
import StrictJSON

/// The human report of a run: each failure with its case, its views, expected against
/// actual, and the command that would approve it; then the counts.
public enum RunFormatter {
    /// How many differing views to print per case before summarising the rest.
    public static let viewsPerCase = 8
    /// How many changed strings a group names: the first few say what happened.
    public static let stringsPerCase = 3

    /// How many causes are shown view by view by default: a screenful.
    public static let defaultMaxFailures = 10

    /// The failures grouped by scenario and then by root cause, each group with its count
    /// and one approve command; then, view by view, the first case of each group, for at
    /// most `maxFailures` groups; then the count of failures of every scenario, and the
    /// totals. No group is left out whatever `maxFailures` is: only their detail.
    /// `maxLines` bounds the lists of stale baselines and warnings.
    public static func text(_ report: RunReport, maxFailures: Int = defaultMaxFailures, maxLines: Int = 50) -> String {
        var out = ""
        let groups = FailureGroup.groups(of: report)
        var perScenario: [String: Int] = [:]
        for group in groups { perScenario[group.scenario, default: 0] += group.cases.count }
        var scenarioCounts: [(name: String, count: Int)] = []
        for group in groups {
            if scenarioCounts.last?.name != group.scenario {
                let count = perScenario[group.scenario] ?? 0
                scenarioCounts.append((group.scenario, count))
                out += "\(shown(group.scenario)): \(count) \(count == 1 ? "case" : "cases") did not pass\n"
            }
            out += describe(group, in: report, among: groups)
        }
        // New cases and errors say all there is in their group's lines.
        let failing = groups.filter { $0.recordMode == "failed" }
        if !failing.isEmpty && maxFailures > 0 {
            out += "\n"
            for group in failing.prefix(maxFailures) { out += describe(report.results[group.cases[0]], approve: false) }
            if failing.count > maxFailures {
                out += "… \(failing.count - maxFailures) more causes not shown view by view (--max-failures N, or --report DIR for every case)\n"
            }
        }
        if !report.staleBaselines.isEmpty {
            out += "\nBaselines with no scenario or case in the fixtures (`layoutreg record --prune-stale` removes them):\n"
            for stale in report.staleBaselines.prefix(maxLines) { out += "  \(shown(stale.name))\n" }
            if report.staleBaselines.count > maxLines { out += "  … and \(report.staleBaselines.count - maxLines) more\n" }
        }
        let notKept = report.notKeptByScenario
        if !notKept.isEmpty {
            let count = notKept.reduce(0) { $0 + $1.count }
            out += "\n… and \(count) more \(count == 1 ? "case" : "cases") that did not pass, counted but not grouped above "
                + "(a run keeps the first ones; --format json or --report DIR lists every one): "
                + notKept.prefix(maxLines).map { "\(shown($0.scenario)) \($0.count)" }.joined(separator: ", ")
                + (notKept.count > maxLines ? ", … and \(notKept.count - maxLines) more scenarios" : "") + "\n"
        }
        out += Self.warnings(report.warningSummary, maxLines: maxLines)
        out += FindingsFormatter.text(report.findings ?? FindingSummary(report.results))
        if scenarioCounts.count > 1 {
            out += "\nDid not pass: " + scenarioCounts.map { "\(shown($0.name)) \($0.count)" }.joined(separator: ", ") + "\n"
        }
        out += "\n" + summary(report) + "\n"
        return out
    }

    /// A group in two or three lines: its reason with its count, the first case's change,
    /// and the command that approves it.
    static func describe(_ group: FailureGroup, in report: RunReport, among groups: [FailureGroup]) -> String {
        let first = report.results[group.cases[0]]
        let count = group.cases.count == 1 ? "1 case" : "\(group.cases.count) cases"
        var out: String
        switch group.reason {
        case .causes:
            let causes = RootCause.causes(of: first.differences)
            let followers = causes.reduce(0) { $0 + $1.followers }
            out = "  cause \(causes.map { shown($0.difference.name) }.joined(separator: " + ")) in \(count)"
            out += followers > 0 ? ", \(followers) \(followers == 1 ? "frame" : "frames") followed in \(shown(first.caseKey))\n" : "\n"
            for cause in causes.prefix(viewsPerCase) { out += "      \(shown(cause.difference.name)): \(cause.change)\n" }
            // The strings the baseline was approved with that changed: what made the views change.
            for change in first.stringChanges.prefix(stringsPerCase) {
                out += "      because the " + TerminalText.escaped(StringChangeText.describe(change, caseKey: first.caseKey)) + "\n"
            }
            if first.stringChanges.count > stringsPerCase { out += "      … \(first.stringChanges.count - stringsPerCase) more changed strings\n" }
        case .new:
            out = "  no baseline: \(count)\n"
        case let .error(message):
            out = "  could not be laid out (\(count)): \(TerminalText.escaped(message))\n"
            if group.cases.count > 1 { out += "      e.g. \(shown(first.caseKey))\n" }
        }
        if let mode = group.recordMode {
            out += "      approve: layoutreg record --mode \(mode) --filter \(TerminalText.shellQuoted(shown(group.filter(in: report))))"
            let more = group.alsoApproved(in: report, others: groups)
            if more > 0 { out += " (also approves \(more) \(more == 1 ? "case" : "cases") of other causes)" }
            out += "\n"
        }
        return out
    }

    /// `412 cases: 410 passed, 1 failed, 1 new, 0 errors in 0.084 s (run 7)`; after an
    /// incremental run, `…, 0 errors, 380 unchanged (skipped) in …`.
    public static func summary(_ report: RunReport) -> String {
        var line = "\(report.laidOut + report.skippedCount) cases: \(report.count(.pass)) passed, \(report.count(.fail)) failed, "
            + "\(report.count(.new)) new, \(report.count(.error)) errors"
            + (report.skippedCount == 0 ? "" : ", \(report.skippedCount) unchanged (skipped)") + " in "
            + DecimalFormat.format(Double(report.durationMilliseconds) / 1000) + " s"
        if let id = report.runID { line += " (run \(id))" }
        return line
    }

    /// A name as the report shows it: a user's text, on one line, with nothing a terminal obeys.
    static func shown(_ name: String) -> String {
        TerminalText.escaped(name)
    }

    /// The command that approves `result`, ready to paste into a shell whatever the name holds.
    static func approve(_ result: CaseResult, mode: String) -> String {
        "      approve: layoutreg record --mode \(mode) --filter \(TerminalText.shellQuoted(shown(result.fullName)))\n"
    }

    /// One case view by view, causes first (marked `*`), with the command that approves it
    /// unless `approve` is false (its group has one).
    static func describe(_ result: CaseResult, approve: Bool = true) -> String {
        let name = shown(result.fullName)
        var out: String
        switch result.status {
        case .pass:
            return ""
        case .new:
            out = "NEW   \(name): no baseline\n"
            if approve { out += Self.approve(result, mode: "missing") }
            return out
        case .error:
            return "ERROR \(name): \(TerminalText.escaped(result.message ?? "could not be laid out", keepingLines: true))\n"
        case .fail:
            out = "FAIL  \(name)"
            if let delta = result.maxDelta, delta > 0 { out += " (largest difference \(DecimalFormat.format(delta)) pt)" }
            out += "\n"
        }
        // The causes first, then the frames that followed them.
        let causes = Set(RootCause.causes(of: result.differences).map(\.difference.name))
        let ordered = result.differences.filter { causes.contains($0.name) } + result.differences.filter { !causes.contains($0.name) }
        for difference in ordered.prefix(viewsPerCase) {
            out += (causes.contains(difference.name) ? "    * " : "      ") + describe(difference) + "\n"
        }
        for finding in result.failingFindings.prefix(viewsPerCase) {
            out += "      lint \(finding.finding.kind.rawValue) at fail, not in the baseline: "
                + FindingsFormatter.describe(finding.finding) + "\n"
        }
        if result.failingFindings.count > viewsPerCase {
            out += "      … \(result.failingFindings.count - viewsPerCase) more failing lint findings\n"
        }
        if result.differences.count > viewsPerCase {
            out += "      … \(result.differences.count - viewsPerCase) more views differ\n"
        }
        if approve { out += Self.approve(result, mode: "failed") }
        return out
    }

    /// `VStack/Text: expected (24.0, 300.333, 345.0 × 72.333), got (24.0, 300.333, 345.0 × 92.667), 2 lines (was 1)`.
    public static func describe(_ d: FrameDifference) -> String {
        let name = shown(d.name)
        switch d.kind {
        case .missing: return "\(name): in the baseline, no longer laid out"
        case .added: return "\(name): laid out, not in the baseline" + (d.actual.map { " at " + rect($0) } ?? "")
        case .changed:
            var text = "\(name): expected \(d.expected.map(rect) ?? "?"), got \(d.actual.map(rect) ?? "?")"
            if let e = d.expected, let a = d.actual {
                if e.lines != a.lines, let lines = a.lines { text += ", \(lines == 1 ? "1 line" : "\(lines) lines") (was \(e.lines.map(String.init) ?? "?"))" }
                if (e.isTruncated ?? false) != (a.isTruncated ?? false) { text += a.isTruncated == true ? ", now truncated" : ", no longer truncated" }
            }
            return text
        }
    }

    static func rect(_ frame: BaselineFrame) -> String {
        "(\(n(frame.rect.x)), \(n(frame.rect.y)), \(n(frame.rect.width)) × \(n(frame.rect.height)))"
    }

    private static func n(_ v: Double) -> String { number(v) }

    /// A coordinate in the console: three decimals at most, `inf` for an unbounded length.
    static func number(_ v: Double) -> String { v.isFinite ? DecimalFormat.format(v) : "inf" }

    /// How many new cases, changed cases, removed files and new findings the console's
    /// record report lists: each list's first, then the counts.
    public static let recordLines = 50

    /// What `layoutreg record` changed: counts, then each new, changed and removed case.
    public static func text(_ report: RecordReport, dryRun: Bool = false, maxCases: Int = recordLines) -> String {
        var out = ""
        for name in report.new.prefix(maxCases) { out += "new       \(shown(name))\n" }
        for (name, differences) in report.changed.prefix(maxCases) {
            out += "changed   \(shown(name))" + (differences.isEmpty ? " (strings or lint findings only)" : "") + "\n"
            for d in differences.prefix(viewsPerCase) { out += "          " + describe(d) + "\n" }
        }
        for name in report.removed.prefix(maxCases) { out += "removed   \(shown(name))\n" }
        for name in report.staleKept.prefix(maxCases) { out += "stale     \(shown(name)) (kept: --prune-stale removes it)\n" }
        for name in report.migrated.prefix(maxCases) {
            out += "rewrote   \(shown(name)) in the current form (its strings kept, identical cases once), frames unchanged\n"
        }
        let verb = dryRun ? "would record" : (report.changedAnything ? "recorded" : "nothing to record")
        out += "\(verb): \(report.newCount) new, \(report.changedCount) changed, \(report.unchanged) unchanged, "
            + "\(report.removed.count) removed"
        if report.skipped > 0 { out += ", \(report.skipped) not selected by the mode" }
        if !report.migrated.isEmpty { out += ", \(report.migrated.count) \(report.migrated.count == 1 ? "file" : "files") rewritten in the current form" }
        return out + "\n" + warnings(report.warnings, maxLines: maxCases)
            + FindingsFormatter.text(report, maxLines: maxCases)
    }

    /// The warnings section: a blank line, `Warnings:` and a line per scenario and warning, at
    /// most `maxLines`; nothing without warnings.
    static func warnings(_ summary: WarningSummary, maxLines: Int) -> String {
        guard !summary.isEmpty else { return "" }
        let lines = summary.lines
        var out = "\nWarnings:\n"
        for line in lines.prefix(maxLines) { out += "  \(shown(line))\n" }
        if lines.count > maxLines { out += "  … and \(lines.count - maxLines) more\n" }
        return out
    }
}

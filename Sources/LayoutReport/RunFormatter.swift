import LayoutRunner
import StrictJSON

/// The human report of a run: each failure with its case, its views, expected against
/// actual, and the command that would approve it; then the counts.
public enum RunFormatter {
    /// How many differing views to print per case before summarising the rest.
    public static let viewsPerCase = 8

    public static func text(_ report: RunReport, maxCases: Int = 50) -> String {
        var out = ""
        let problems = report.results.filter { $0.status != .pass }
        for result in problems.prefix(maxCases) {
            out += describe(result)
        }
        if problems.count > maxCases {
            out += "… and \(problems.count - maxCases) more cases that did not pass (see `layoutreg history` or the latest_failures view)\n"
        }
        if !report.staleBaselines.isEmpty {
            out += "\nBaselines with no scenario or case in the fixtures (`layoutreg record --prune-stale` removes them):\n"
            for stale in report.staleBaselines.prefix(maxCases) { out += "  \(shown(stale.name))\n" }
        }
        var warnings = WarningSummary()
        for r in report.results { warnings.add(scenario: r.scenario, caseKey: r.caseKey, warnings: r.warnings) }
        out += Self.warnings(warnings, maxLines: maxCases)
        out += FindingsFormatter.text(report.results)
        out += "\n" + summary(report) + "\n"
        return out
    }

    /// `412 cases: 410 passed, 1 failed, 1 new, 0 errors in 0.084 s (run 7)`.
    public static func summary(_ report: RunReport) -> String {
        var line = "\(report.results.count) cases: \(report.count(.pass)) passed, \(report.count(.fail)) failed, "
            + "\(report.count(.new)) new, \(report.count(.error)) errors in "
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

    static func describe(_ result: CaseResult) -> String {
        let name = shown(result.fullName)
        var out: String
        switch result.status {
        case .pass:
            return ""
        case .new:
            out = "NEW   \(name): no baseline\n"
            out += approve(result, mode: "missing")
            return out
        case .error:
            return "ERROR \(name): \(TerminalText.escaped(result.message ?? "could not be laid out", keepingLines: true))\n"
        case .fail:
            out = "FAIL  \(name)"
            if let delta = result.maxDelta, delta > 0 { out += " (largest difference \(DecimalFormat.format(delta)) pt)" }
            out += "\n"
        }
        for difference in result.differences.prefix(viewsPerCase) {
            out += "      " + describe(difference) + "\n"
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
        out += approve(result, mode: "failed")
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
                if e.lines != a.lines, let lines = a.lines { text += ", \(lines) lines (was \(e.lines.map(String.init) ?? "?"))" }
                if (e.isTruncated ?? false) != (a.isTruncated ?? false) { text += a.isTruncated == true ? ", now truncated" : ", no longer truncated" }
            }
            return text
        }
    }

    static func rect(_ frame: BaselineFrame) -> String {
        "(\(n(frame.rect.x)), \(n(frame.rect.y)), \(n(frame.rect.width)) × \(n(frame.rect.height)))"
    }

    private static func n(_ v: Double) -> String { v.isFinite ? DecimalFormat.format(v) : "inf" }

    /// What `layoutreg record` changed: counts, then each new, changed and removed case.
    public static func text(_ report: RecordReport, dryRun: Bool = false, maxCases: Int = 50) -> String {
        var out = ""
        for name in report.new.prefix(maxCases) { out += "new       \(shown(name))\n" }
        for (name, differences) in report.changed.prefix(maxCases) {
            out += "changed   \(shown(name))" + (differences.isEmpty ? " (lint findings only)" : "") + "\n"
            for d in differences.prefix(viewsPerCase) { out += "          " + describe(d) + "\n" }
        }
        for name in report.removed.prefix(maxCases) { out += "removed   \(shown(name))\n" }
        for name in report.staleKept.prefix(maxCases) { out += "stale     \(shown(name)) (kept: --prune-stale removes it)\n" }
        let verb = dryRun ? "would record" : (report.changedAnything ? "recorded" : "nothing to record")
        out += "\(verb): \(report.new.count) new, \(report.changed.count) changed, \(report.unchanged) unchanged, "
            + "\(report.removed.count) removed"
        if report.skipped > 0 { out += ", \(report.skipped) not selected by the mode" }
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

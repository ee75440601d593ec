import LayoutRunner

/// `layoutreg run --summary-md FILE`: a Markdown summary for a CI step summary (GitHub's
/// `$GITHUB_STEP_SUMMARY` takes at most 1 MiB): the counts, a table of the scenarios that did
/// not pass, and every failure group with its approve command, with a link to the HTML
/// report. Groups past ``maxBytes`` are counted, not listed.
public enum RunMarkdown {
    /// Under GitHub's limit for a step summary, with room for the closing lines.
    public static let maxBytes = 1_000_000 - 4_096

    public static func text(_ report: RunReport, reportLink: String? = nil, maxBytes: Int = maxBytes) -> String {
        let problems = report.laidOut - report.count(.pass)
        var out = problems == 0
            ? "## layoutreg: all \(report.laidOut) cases passed\n\n"
            : "## layoutreg: \(problems) of \(report.laidOut) cases did not pass\n\n"
        out += RunFormatter.summary(report) + "\n\n"
        if let reportLink { out += "Wireframes of every case: [the HTML report](\(url(reportLink)))\n\n" }
        let groups = FailureGroup.groups(of: report)
        guard !groups.isEmpty else { return out }
        var perScenario: [(name: String, fail: Int, new: Int, error: Int)] = []
        for group in groups {
            if perScenario.last?.name != group.scenario { perScenario.append((group.scenario, 0, 0, 0)) }
            let n = group.cases.count
            switch group.reason {
            case .causes: perScenario[perScenario.count - 1].fail += n
            case .new: perScenario[perScenario.count - 1].new += n
            case .error: perScenario[perScenario.count - 1].error += n
            }
        }
        out += "| scenario | failed | new | errors |\n|---|---:|---:|---:|\n"
        var budgetLeft = true
        for (i, s) in perScenario.enumerated() {
            let row = "| \(cell(s.name)) | \(s.fail) | \(s.new) | \(s.error) |\n"
            if out.utf8.count + row.utf8.count > maxBytes / 2 {
                out += "| … \(perScenario.count - i) more scenarios | | | |\n"
                budgetLeft = false
                break
            }
            out += row
        }
        out += "\n"
        var current: String?
        for (i, group) in groups.enumerated() where budgetLeft {
            var text = ""
            if group.scenario != current {
                current = group.scenario
                text += "### \(inline(group.scenario))\n\n"
            }
            let count = group.cases.count == 1 ? "1 case" : "\(group.cases.count) cases"
            switch group.reason {
            case let .causes(names):
                text += "- cause " + names.map(code).joined(separator: " + ") + " in \(count)"
            case .new:
                text += "- no baseline: \(count)"
            case let .error(message):
                text += "- could not be laid out (\(count)): \(inline(message))"
            }
            if let mode = group.recordMode {
                text += ": " + code("layoutreg record --mode \(mode) --filter \(TerminalText.shellQuoted(group.filter(in: report)))")
            }
            text += "\n"
            if out.utf8.count + text.utf8.count > maxBytes {
                out += "\n… \(groups.count - i) more groups: see the report\n"
                break
            }
            out += text
        }
        return out
    }

    /// A code span that any text can sit in: backticks in it become `'`, line breaks spaces.
    static func code(_ text: String) -> String {
        "`" + text.map { $0 == "`" ? "'" : $0.isNewline ? " " : $0 }.reduce(into: "") { $0.append($1) } + "`"
    }

    /// Text that Markdown shows as it is: HTML and Markdown's own characters escaped.
    static func inline(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "|", "#": out += "\\" + String(c)
            default: out.append(c.isNewline ? " " : c)
            }
        }
        return out
    }

    private static func cell(_ text: String) -> String { inline(text) }

    /// A link target with spaces and parentheses percent-encoded.
    private static func url(_ path: String) -> String {
        path.replacingOccurrencesOf(" ", "%20").replacingOccurrencesOf("(", "%28").replacingOccurrencesOf(")", "%29")
    }
}

private extension String {
    func replacingOccurrencesOf(_ a: Character, _ b: String) -> String {
        var out = ""
        for c in self { if c == a { out += b } else { out.append(c) } }
        return out
    }
}

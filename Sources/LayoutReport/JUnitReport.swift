import LayoutRunner
import StrictJSON

/// A JUnit XML report of a run, for CI systems that show test results: one test suite per
/// scenario, one test case per layout case. The cases `run --incremental` skipped are test
/// cases too, each `<skipped message="unchanged"/>`, after the suite's cases laid out.
///
/// It stays small when thousands of cases fail: a failure's message names its root cause in
/// at most ``maxMessage`` characters, and the failures' bodies (the views, as the console
/// prints them) stop once they reach ``maxBodies`` bytes in all; the HTML report has the rest.
public enum JUnitReport {
    public static let maxMessage = 160
    public static let maxBodies = 1 << 19

    public static func xml(_ report: RunReport) -> String {
        var suites: [(name: String, results: [CaseResult], skipped: [SkippedCase])] = []
        var suiteIndex: [String: Int] = [:]
        for result in report.results {
            if suites.last?.name == result.scenario {
                suites[suites.count - 1].results.append(result)
            } else {
                suiteIndex[result.scenario] = suiteIndex[result.scenario] ?? suites.count
                suites.append((result.scenario, [result], []))
            }
        }
        for skip in report.skipped {
            if let i = suiteIndex[skip.scenario] {
                suites[i].skipped.append(skip)
            } else {
                suiteIndex[skip.scenario] = suites.count
                suites.append((skip.scenario, [], [skip]))
            }
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = report.count(.fail) + report.count(.new)
        out += "<testsuites name=\"layoutreg\" tests=\"\(report.results.count + report.skipped.count)\" failures=\"\(failures)\" "
            + "errors=\"\(report.count(.error))\" skipped=\"\(report.skipped.count)\">\n"
        var bodies = 0
        func body(_ result: CaseResult) -> String {
            guard bodies < maxBodies else { return "" }
            let text = escape(RunFormatter.describe(result), attribute: false)
            bodies += text.utf8.count
            return text
        }
        for suite in suites {
            let f = suite.results.filter { $0.status == .fail || $0.status == .new }.count
            let e = suite.results.filter { $0.status == .error }.count
            out += "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.results.count + suite.skipped.count)\" failures=\"\(f)\" "
                + "errors=\"\(e)\" skipped=\"\(suite.skipped.count)\">\n"
            for result in suite.results {
                out += "    <testcase classname=\"\(escape(suite.name))\" name=\"\(escape(result.caseKey))\""
                // Findings that do not fail the case (warnings, approved ones) are its output.
                let notes = result.findings.filter { !$0.fails }.map { finding in
                    "lint \(finding.finding.kind.rawValue) (\(finding.finding.severity.rawValue)"
                        + (finding.isApproved ? ", approved" : "") + "): " + FindingsFormatter.describe(finding.finding)
                }
                let systemOut = notes.isEmpty ? "" : "      <system-out>\(escape(notes.joined(separator: "\n"), attribute: false))</system-out>\n"
                switch result.status {
                case .pass:
                    out += systemOut.isEmpty ? "/>\n" : ">\n" + systemOut + "    </testcase>\n"
                case .new:
                    out += ">\n      <failure message=\"no baseline\">\(body(result))</failure>\n" + systemOut + "    </testcase>\n"
                case .fail:
                    var message = [String]()
                    if !result.differences.isEmpty {
                        let causes = RootCause.causes(of: result.differences).map(\.difference.name)
                        message.append("\(result.differences.count) views differ" + (causes.isEmpty ? "" : ", cause " + causes.joined(separator: " + ")))
                    }
                    let failing = result.failingFindings.count
                    if failing > 0 { message.append(failing == 1 ? "1 lint finding fails" : "\(failing) lint findings fail") }
                    out += ">\n      <failure message=\"\(escape(bounded(message.joined(separator: ", "))))\">\(body(result))</failure>\n"
                        + systemOut + "    </testcase>\n"
                case .error:
                    out += ">\n      <error message=\"\(escape(bounded(result.message ?? "error")))\"/>\n    </testcase>\n"
                }
            }
            for skip in suite.skipped {
                out += "    <testcase classname=\"\(escape(suite.name))\" name=\"\(escape(skip.caseKey))\">\n"
                    + "      <skipped message=\"unchanged\"/>\n    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// At most ``maxMessage`` characters, the cut marked with `…`.
    static func bounded(_ text: String) -> String {
        text.count <= maxMessage ? text : String(text.prefix(maxMessage - 1)) + "…"
    }

    /// `s` as XML 1.0 character data or an attribute value: markup characters as entities,
    /// and characters XML 1.0 does not allow at all (C0 controls other than tab, line feed
    /// and carriage return; U+FFFE and U+FFFF) written as visible `\u{1B}` text, so that
    /// strict parsers accept the file. In attributes, tab, line feed and carriage return are
    /// character references, which attribute-value normalisation keeps.
    static func escape(_ s: String, attribute: Bool = true) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c.value {
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22: out += "&quot;"
            case 0x09, 0x0A, 0x0D: out += attribute ? "&#\(c.value);" : String(c)
            case 0x00..<0x20, 0xFFFE, 0xFFFF: out += "\\u{\(String(c.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}

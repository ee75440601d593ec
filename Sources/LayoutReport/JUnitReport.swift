import LayoutRunner
import StrictJSON

/// A JUnit XML report of a run, for CI systems that show test results: one test suite per
/// scenario, one test case per layout case.
public enum JUnitReport {
    public static func xml(_ report: RunReport) -> String {
        var suites: [(name: String, results: [CaseResult])] = []
        for result in report.results {
            if suites.last?.name == result.scenario {
                suites[suites.count - 1].results.append(result)
            } else {
                suites.append((result.scenario, [result]))
            }
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = report.count(.fail) + report.count(.new)
        out += "<testsuites name=\"layoutreg\" tests=\"\(report.results.count)\" failures=\"\(failures)\" errors=\"\(report.count(.error))\">\n"
        for suite in suites {
            let f = suite.results.filter { $0.status == .fail || $0.status == .new }.count
            let e = suite.results.filter { $0.status == .error }.count
            out += "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.results.count)\" failures=\"\(f)\" errors=\"\(e)\">\n"
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
                    out += ">\n      <failure message=\"no baseline\">\(escape(RunFormatter.describe(result), attribute: false))</failure>\n"
                        + systemOut + "    </testcase>\n"
                case .fail:
                    var message = [String]()
                    if !result.differences.isEmpty { message.append("\(result.differences.count) views differ") }
                    let failing = result.failingFindings.count
                    if failing > 0 { message.append(failing == 1 ? "1 lint finding fails" : "\(failing) lint findings fail") }
                    out += ">\n      <failure message=\"\(escape(message.joined(separator: ", ")))\">"
                        + "\(escape(RunFormatter.describe(result), attribute: false))</failure>\n" + systemOut + "    </testcase>\n"
                case .error:
                    out += ">\n      <error message=\"\(escape(result.message ?? "error"))\"/>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
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

import LayoutEngine
@testable import LayoutReport
import LayoutRunner
import Testing

@Suite struct MachineReadableTests {
    static func failing(_ scenario: String, _ key: String, views: Int = 1) -> CaseResult {
        let differences = (0..<views).map { i -> FrameDifference in
            let e = BaselineFrame(name: "VStack/Text[\(i)]", rect: Rect(x: 0, y: Double(i) * 20, width: 100, height: 20), lines: 1)
            var a = e
            a.rect.size.height = 40
            a.lines = 2
            return FrameDifference(name: e.name, kind: .changed, expected: e, actual: a, delta: 20)
        }
        return CaseResult(scenario: scenario, caseKey: key, status: .fail, maxDelta: 20, differences: differences)
    }

    @Test func jsonHasTheGroupsAndEveryCaseToReviewAsObjects() {
        let report = RunReport(results: [
            CaseResult(scenario: "s", caseKey: "iPhone16/en/large/base", status: .pass, maxDelta: 0),
            Self.failing("s", "iPhone16/de/large/base"),
            CaseResult(scenario: "s\"q", caseKey: "iPhone16/ar/large/base", status: .new),
        ], runID: 7, durationMilliseconds: 84)
        let json = RunJSON.text(report)
        #expect(json.hasPrefix(#"{"schema":"layoutreg-run/1","run":{"id":7,"durationMs":84,"cases":3,"pass":1,"fail":1,"new":1,"error":0,"skipped":0},"#))
        #expect(json.contains(#"{"name":"s","notPassed":1,"groups":[{"reason":"causes","causes":["VStack/Text[0]"],"cases":["iPhone16/de/large/base"],"approve":"layoutreg record --mode failed --filter 's/iPhone16/de/large/base'"}]}"#))
        #expect(json.contains(#"{"name":"s\"q","notPassed":1,"groups":[{"reason":"new","cases":["iPhone16/ar/large/base"]"#))
        #expect(json.contains(#""causes":[{"view":"VStack/Text[0]","followers":0,"change":"100.0 × 20.0 → 100.0 × 40.0, 2 lines (was 1)"}]"#))
        #expect(json.contains(#""differences":[{"view":"VStack/Text[0]","kind":"changed","expected":{"x":0.0,"y":0.0,"width":100.0,"height":20.0,"lines":1},"actual":{"x":0.0,"y":0.0,"width":100.0,"height":40.0,"lines":2},"delta":20.0}]"#))
        #expect(!json.contains("iPhone16/en/large/base"))
    }

    @Test func markdownListsEveryGroupWithItsCommandAndEscapesNames() {
        let report = RunReport(results: [Self.failing("<b>s|t</b>", "iPhone16/de/large/base"), Self.failing("u", "box/de/large/base")])
        let markdown = RunMarkdown.text(report, reportLink: "layoutreg report/index.html")
        #expect(markdown.hasPrefix("## layoutreg: 2 of 2 cases did not pass\n\n"))
        #expect(markdown.contains("[the HTML report](layoutreg%20report/index.html)"))
        #expect(markdown.contains("| &lt;b&gt;s\\|t&lt;/b&gt; | 1 | 0 | 0 |"))
        #expect(markdown.contains("### u\n\n- cause `VStack/Text[0]` in 1 case: `layoutreg record --mode failed --filter 'u/box/de/large/base'`\n"))
        // Outside code spans (where Markdown shows HTML as text), no tag survives.
        let outside = markdown.split(separator: "`").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
        #expect(!outside.contains("<b>"))
    }

    @Test func markdownStaysUnderItsLimitAndCountsWhatItLeftOut() {
        let results = (0..<5_000).map { Self.failing("scenario-with-a-long-name-\($0)", "iPhone16/de/large/base") }
        let markdown = RunMarkdown.text(RunReport(results: results), maxBytes: 100_000)
        #expect(markdown.utf8.count <= 100_000)
        #expect(markdown.contains("more scenarios |") || markdown.contains("more groups: see the report"))
        #expect(RunMarkdown.text(RunReport(results: results)).utf8.count <= 1_000_000)
    }

    @Test func githubAnnotationsAreOnePerGroupOnTheScenarioFileEscaped() {
        let results = [Self.failing("s", "iPhone16/de/large/base"), Self.failing("s", "iPhone16/de/xLarge/base")]
            + (0..<12).map { Self.failing("t,\($0)", "box/en/large/base") }
        let text = GitHubAnnotations.text(RunReport(results: results), files: ["s": "Fixtures/s.json"])
        let lines = text.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines[0] == "::error file=Fixtures/s.json,title=layoutreg%3A s::s: cause VStack/Text[0] in 2 cases%0Aapprove: layoutreg record --mode failed --filter 's/iPhone16/de/*/base'")
        #expect(lines[1].hasPrefix("::error title=layoutreg%3A t%2C0::t,0: cause VStack/Text[0] in 1 case"))
        #expect(lines[10] == "::notice title=layoutreg::3 more failure groups: see the run's report")
    }

    @Test func junitStaysSmallWhenThousandsOfCasesFail() {
        let results = (0..<11_200).map { Self.failing("s\($0 / 100)", "iPhone16/de/large/base\($0)", views: 40) }
        let xml = JUnitReport.xml(RunReport(results: results))
        #expect(xml.utf8.count < 4_500_000, "\(xml.utf8.count) bytes")
        #expect(xml.components(separatedBy: "<testcase ").count == 11_201)
        #expect(xml.contains("<failure message=\"40 views differ, cause VStack/Text[0] + VStack/Text[1] + "))
        #expect(xml.contains("…\">"))
        #expect(xml.hasSuffix("</testsuites>\n"))
    }
}

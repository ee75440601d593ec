import Foundation
import LayoutEngine
import LayoutLints
@testable import LayoutReport
import LayoutRunner
import Testing
import TestSupport

@Suite struct HTMLReportTests {
    static let hostile = "<script>alert(1)</script>"

    static func frame(_ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, lines: Int? = nil) -> BaselineFrame {
        BaselineFrame(name: name, rect: Rect(x: x, y: y, width: w, height: h), lines: lines)
    }

    /// A German string that grew: the `Text` wraps, its stack grows, the button below moves.
    static let expected = [frame("VStack", 24, 300, 345, 64), frame("VStack/Text", 24, 300, 345, 20.5, lines: 1),
                           frame("VStack/Button", 24, 328.5, 100, 35.5), frame("#say \"hi\"", 24, 300, 345, 20.5)]
    static let actual = [frame("VStack", 24, 300, 345, 85), frame("VStack/Text", 24, 300, 345, 41, lines: 2),
                         frame("VStack/Button", 24, 349, 100, 35.5), frame("#say \"hi\"", 24, 300, 345, 41)]

    static var report: RunReport {
        let differences = FrameComparison(tolerance: 0).compare(expected: expected, actual: actual).differences
        return RunReport(results: [
            CaseResult(scenario: "s", caseKey: "iPhone16/en/large/base", status: .pass, maxDelta: 0),
            CaseResult(scenario: "s", caseKey: "iPhone16/de/large/base", status: .fail, maxDelta: 20.5, differences: differences,
                       expectedFrames: expected, actualFrames: actual),
            CaseResult(scenario: hostile, caseKey: "iPhone16/ar/large/it's", status: .new, actualFrames: actual),
            CaseResult(scenario: "t", caseKey: "box/en/xxxLarge/base", status: .error, message: "layout did not settle <loop>"),
        ], runID: 7, durationMilliseconds: 84)
    }

    static func render(_ report: RunReport = report, _ configure: (inout HTMLReport) -> Void = { _ in }) throws -> String {
        try withTemporaryDirectory { folder in
            var html = HTMLReport(title: "layoutreg run", inputs: [("Commit", "abc\"123")])
            configure(&html)
            try html.write(run: report, to: folder.file("report"))
            #expect(folder.read("report/report.css")?.contains("rect.v") == true)
            #expect(folder.read("report/report.js")?.contains("#case=") == true)
            return try #require(folder.read("report/index.html"))
        }
    }

    @Test func everyViewOfTheCurrentLayoutIsARectAtItsFrame() throws {
        let html = try Self.render()
        #expect(html.contains(##"<rect class="v cause" x="24.0" y="300.0" width="345.0" height="41.0" data-path="VStack/Text">"##))
        #expect(html.contains(##"<rect class="v changed" x="24.0" y="349.0" width="100.0" height="35.5" data-path="VStack/Button">"##))
        // The baseline is drawn beside it, at its own frames.
        #expect(html.contains(##"<rect class="v cause" x="24.0" y="300.0" width="345.0" height="20.5" data-path="VStack/Text">"##))
        #expect(html.contains("<title>VStack/Text (24.0, 300.0, 345.0 × 41.0), 2 lines</title>"))
        // Named frames repeat a view's frame: they are listed, not drawn twice.
        #expect(!html.contains(##"data-path="#say"##))
        #expect(html.contains("<figure class=\"overlay\">"))
        #expect(html.contains("Cause: <code>VStack/Text</code> 345.0 × 20.5 → 345.0 × 41.0, 2 lines (was 1), 3 frames followed"))
    }

    @Test func theContainerFramesTheDrawingWhenKnown() throws {
        let html = try Self.render { $0.containers = ["s": ["iPhone16": Size(width: 393, height: 852)]] }
        #expect(html.contains(##"viewBox="-1.0 -1.0 395.0 854.0""##))
        // Without it, the views' own extent.
        #expect(try Self.render().contains(##"viewBox="-1.0 -1.0 371.0 387.0""##))
    }

    @Test func everyUserStringIsEscapedInTextAndAttributes() throws {
        let html = try Self.render()
        #expect(!html.contains(Self.hostile))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;/iPhone16/ar/large/it&#39;s"))
        #expect(html.contains(##"data-scenario="&lt;script&gt;alert(1)&lt;/script&gt;""##))
        #expect(html.contains("layout did not settle &lt;loop&gt;"))
        #expect(html.contains("<td>abc&quot;123</td>") || html.contains("<dd>abc&quot;123</dd>"))
        #expect(html.contains("<code>#say &quot;hi&quot;</code>"))
        // Only the one script of the report, and nothing from a network.
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("@import"))
    }

    @Test func eachCaseToReviewHasADeepLinkAndFilterAttributes() throws {
        let html = try Self.render()
        #expect(html.components(separatedBy: "<section class=\"case\"").count == 4)
        #expect(html.contains(##"<section class="case" id="c0" tabindex="-1" data-case="s/iPhone16/de/large/base" data-scenario="s" data-locale="de" data-size="large" data-status="fail">"##))
        #expect(html.contains(##"<a href="#case=s/iPhone16/de/large/base">"##))
        #expect(html.contains(##"href="#case=%3Cscript%3Ealert%281%29%3C/script%3E/iPhone16/ar/large/it%27s""##))
        #expect(html.contains(##"<option value="de">de</option>"##))
        #expect(html.contains(##"<option value="error">error</option>"##))
        #expect(!html.contains(##"<option value="pass">"##))
    }

    @Test func theSummaryCountsEveryCaseByStatusScenarioLocaleAndSize() throws {
        let html = try Self.render()
        #expect(html.contains(##"<li class="pass"><b>1</b> pass</li><li class="fail"><b>1</b> fail</li><li class="new"><b>1</b> new</li><li class="error"><b>1</b> error</li><li><b>4</b> cases</li>"##))
        #expect(html.contains("<dt>Run</dt><dd>7</dd><dt>Duration</dt><dd>0.084 s</dd><dt>Commit</dt>"))
        #expect(html.contains(##"<td class="h5" title="de, large: 1 of 1">1/1</td>"##))
        #expect(html.contains(##"<td class="h0" title="en, large: 0 of 1">0/1</td>"##))
        // Size categories in Dynamic Type order, whatever order the cases came in.
        let large = try #require(html.range(of: "<th scope=\"col\">large</th>"))
        let xxxLarge = try #require(html.range(of: "<th scope=\"col\">xxxLarge</th>"))
        #expect(large.lowerBound < xxxLarge.lowerBound)
    }

    @Test func findingsAreDrawnOnTheCurrentWireframe() throws {
        var reportCase = try #require(ReportCase(Self.report.results[1]))
        reportCase.findings = [ReportFinding(kind: "truncation", path: "VStack/Text", rect: Rect(x: 24, y: 300, width: 345, height: 41),
                                             message: "\"Anmelden…\" is cut")]
        let html = try withTemporaryDirectory { folder in
            var summary = ReportSummary(statuses: ["fail"])
            summary.add(scenario: "s", caseKey: reportCase.caseKey, status: "fail", shown: true)
            try HTMLReport(title: "t").write(summary: summary, inputs: [], cases: [reportCase], to: folder.path)
            return try #require(folder.read("index.html"))
        }
        #expect(html.contains(##"<rect class="finding truncation" x="24.0" y="300.0" width="345.0" height="41.0"><title>truncation VStack/Text: &quot;Anmelden…&quot; is cut</title></rect>"##))
    }

    /// A case's lint findings are drawn on its layout's frame of the view they name.
    @Test func aCaseFindingsComeFromItsResult() throws {
        var result = Self.report.results[1]
        result.findings = [CaseFinding(Finding(kind: .truncated, path: "VStack/Text", detail: "needs 3 lines, has 2"), isApproved: false),
                           CaseFinding(Finding(kind: .overlap, path: "VStack/Gone", detail: "overlaps #x by 1 × 1 pt"), isApproved: true)]
        let reportCase = try #require(ReportCase(result))
        #expect(reportCase.findings.map(\.path) == ["VStack/Text"])
        #expect(reportCase.findings.first?.rect == Rect(x: 24, y: 300, width: 345, height: 41))
        #expect(reportCase.findings.first?.kind == "truncated")
    }

    @Test func aRunWithManyFailuresWritesEverySectionInOrder() throws {
        let results = (0..<1_500).map { i in
            CaseResult(scenario: "s\(i / 100)", caseKey: "box/en/large/base\(i)", status: .fail, maxDelta: 1,
                       differences: [FrameDifference(name: "VStack", kind: .changed, expected: Self.expected[0], actual: Self.actual[0], delta: 21)],
                       expectedFrames: Self.expected, actualFrames: Self.actual)
        }
        let html = try Self.render(RunReport(results: results)) { $0.drawnCases = 1_000 }
        #expect(html.components(separatedBy: "<section class=\"case\"").count == 1_501)
        // Past the cases drawn, a case keeps its heading and cause, not its wireframes.
        #expect(html.components(separatedBy: "<figure class=\"current\">").count == 1_001)
        #expect(html.components(separatedBy: "Not drawn: the report draws its first 1000 cases.").count == 501)
        let first = try #require(html.range(of: "id=\"c0\""))
        let last = try #require(html.range(of: "id=\"c1499\" tabindex=\"-1\" data-case=\"s14/box/en/large/base1499\""))
        #expect(first.lowerBound < last.lowerBound)
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test func eachScenarioHasAContactSheetBeforeItsFirstCase() throws {
        let thumb = { @Sendable (key: String, label: String, status: String) in
            ContactSheet.Cell(caseKey: key, label: label, frames: Self.actual, status: status, container: Size(width: 393, height: 852))
        }
        let html = try Self.render { report in
            report.contactSheet = { name in
                name == "s" ? ContactSheet(scenario: "s", locale: "en", sizes: [("iPhone16", [thumb("iPhone16/en/large/base", "large", "pass")])],
                                           sizeCategory: "large", locales: [thumb("iPhone16/de/large/base", "de", "fail")]) : nil
            }
        }
        #expect(html.components(separatedBy: "<section class=\"sheet\"").count == 2)
        let sheet = try #require(html.range(of: "<section class=\"sheet\" data-scenario=\"s\">"))
        let firstCase = try #require(html.range(of: "id=\"c0\""))
        #expect(sheet.lowerBound < firstCase.lowerBound)
        #expect(html.contains("<summary>Contact sheet of s: every container and size in en, every locale at large</summary>"))
        // A thumbnail of a case to review links to it; a passing one is a picture only.
        #expect(html.contains(##"<figure class="thumb fail"><a href="#case=s/iPhone16/de/large/base"><svg xmlns="http://www.w3.org/2000/svg" class="wire thumb""##))
        #expect(html.contains(##"<figure class="thumb pass"><svg"##))
        #expect(!html.contains(##"class="wire thumb" viewBox="-1.0 -1.0 371.0"##))
    }

    /// A record's report draws each changed case whole, the views that stayed included.
    @Test func aRecordReportDrawsTheOldAndNewFramesWhole() throws {
        var record = RecordReport()
        let differences = FrameComparison(tolerance: 0).compare(expected: Self.expected, actual: Self.actual).differences
        record.changed = [("s/iPhone16/de/large/base", differences)]
        record.new = ["s/iPhone16/fr/large/base"]
        record.frames["s/iPhone16/de/large/base"] = (Self.expected, Self.actual)
        record.frames["s/iPhone16/fr/large/base"] = ([], Self.actual)
        let html = try withTemporaryDirectory { folder in
            try HTMLReport(title: "layoutreg record").write(record: record, to: folder.path)
            return try #require(folder.read("index.html"))
        }
        #expect(html.contains(##"data-case="s/iPhone16/de/large/base" data-scenario="s" data-locale="de" data-size="large" data-status="changed""##))
        #expect(html.contains(##"<rect class="v cause" x="24.0" y="300.0" width="345.0" height="20.5" data-path="VStack/Text">"##))
        #expect(html.contains(##"data-status="new""##))
        // The changed case's baseline, layout, and overlay (both), and the new case's layout.
        #expect(html.components(separatedBy: ##"data-path="VStack/Button""##).count - 1 == 5)
    }

    @Test func aStandaloneSVGCarriesItsOwnStyle() {
        let svg = Wireframe.svg(frames: Self.actual, container: Size(width: 393, height: 852), caption: "s: iPhone16")
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("<style>rect.v{"))
        #expect(svg.contains(##"<rect class="v" x="24.0" y="349.0" width="100.0" height="35.5" data-path="VStack/Button">"##))
        #expect(svg.hasSuffix("</svg>\n"))
    }
}

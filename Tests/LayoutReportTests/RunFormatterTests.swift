import LayoutEngine
import LayoutReport
import LayoutRunner
import Testing

@Suite struct RunFormatterTests {
    static let moved = FrameDifference(
        name: "VStack/Text", kind: .changed,
        expected: BaselineFrame(name: "VStack/Text", rect: Rect(x: 24, y: 300 + 1.0 / 3, width: 345, height: 20 + 1.0 / 3), lines: 1, isTruncated: false),
        actual: BaselineFrame(name: "VStack/Text", rect: Rect(x: 24, y: 300 + 1.0 / 3, width: 345, height: 40 + 2.0 / 3), lines: 2, isTruncated: false),
        delta: 20 + 1.0 / 3)

    static let report = RunReport(results: [
        CaseResult(scenario: "s", caseKey: "iPhone16/en/large/base", status: .pass, maxDelta: 0),
        CaseResult(scenario: "s", caseKey: "iPhone16/de/large/base", status: .fail, maxDelta: 20 + 1.0 / 3, differences: [moved]),
        CaseResult(scenario: "s", caseKey: "iPhone16/ar/large/base", status: .new),
        CaseResult(scenario: "t", caseKey: "box/en/large/base", status: .error, message: "layout did not settle"),
    ], runID: 7, durationMilliseconds: 84)

    @Test func failuresNameTheCaseTheViewBothFramesAndTheApprovalCommand() {
        #expect(RunFormatter.text(Self.report) == """
            FAIL  s/iPhone16/de/large/base (largest difference 20.333 pt)
                  VStack/Text: expected (24.0, 300.333, 345.0 × 20.333), got (24.0, 300.333, 345.0 × 40.667), 2 lines (was 1)
                  approve: layoutreg record --mode failed --filter 's/iPhone16/de/large/base'
            NEW   s/iPhone16/ar/large/base: no baseline
                  approve: layoutreg record --mode missing --filter 's/iPhone16/ar/large/base'
            ERROR t/box/en/large/base: layout did not settle

            4 cases: 1 passed, 1 failed, 1 new, 1 errors in 0.084 s (run 7)

            """)
    }

    @Test func junitHasOneSuitePerScenarioAndFailuresForFailNewAndError() {
        let xml = JUnitReport.xml(Self.report)
        #expect(xml.contains("<testsuites name=\"layoutreg\" tests=\"4\" failures=\"2\" errors=\"1\">"))
        #expect(xml.contains("<testsuite name=\"s\" tests=\"3\" failures=\"2\" errors=\"0\">"))
        #expect(xml.contains("<testcase classname=\"s\" name=\"iPhone16/en/large/base\"/>"))
        #expect(xml.contains("<failure message=\"1 views differ\">"))
        #expect(xml.contains("<error message=\"layout did not settle\"/>"))
    }

    @Test func recordSummaryCountsEachKind() {
        var record = RecordReport()
        record.new = ["s/a"]
        record.changed = [("s/b", [Self.moved])]
        record.unchanged = 3
        record.removed = ["old"]
        #expect(RunFormatter.text(record) == """
            new       s/a
            changed   s/b
                      VStack/Text: expected (24.0, 300.333, 345.0 × 20.333), got (24.0, 300.333, 345.0 × 40.667), 2 lines (was 1)
            removed   old
            recorded: 1 new, 1 changed, 3 unchanged, 1 removed

            """)
    }
}

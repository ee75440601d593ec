import LayoutEngine
import LayoutLints
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

    /// A text that went from two lines to one is "1 line", never "1 lines".
    @Test func oneLineIsSingular() {
        let shrunk = FrameDifference(name: "VStack/Text", kind: .changed, expected: Self.moved.actual,
                                     actual: Self.moved.expected, delta: 20 + 1.0 / 3)
        let report = RunReport(results: [
            CaseResult(scenario: "s", caseKey: "iPhone16/de/large/base", status: .fail, maxDelta: 20 + 1.0 / 3,
                       differences: [shrunk]),
        ], runID: 7, durationMilliseconds: 84)
        let text = RunFormatter.text(report)
        #expect(text.contains("345.0 × 40.667 → 345.0 × 20.333, 1 line (was 2)"), "\(text)")
        #expect(text.contains("got (24.0, 300.333, 345.0 × 20.333), 1 line (was 2)"), "\(text)")
        #expect(!text.contains("1 lines"))
    }

    @Test func failuresAreGroupedByScenarioAndCauseThenShownViewByView() {
        #expect(RunFormatter.text(Self.report) == """
            s: 2 cases did not pass
              cause VStack/Text in 1 case
                  VStack/Text: 345.0 × 20.333 → 345.0 × 40.667, 2 lines (was 1)
                  approve: layoutreg record --mode failed --filter 's/iPhone16/de/large/base'
              no baseline: 1 case
                  approve: layoutreg record --mode missing --filter 's/iPhone16/ar/large/base'
            t: 1 case did not pass
              could not be laid out (1 case): layout did not settle

            FAIL  s/iPhone16/de/large/base (largest difference 20.333 pt)
                * VStack/Text: expected (24.0, 300.333, 345.0 × 20.333), got (24.0, 300.333, 345.0 × 40.667), 2 lines (was 1)

            Did not pass: s 2, t 1

            4 cases: 1 passed, 1 failed, 1 new, 1 errors in 0.084 s (run 7)

            """)
    }

    /// Each group's filter selects its cases by the axes they share; one that would also
    /// approve another group's cases says so.
    @Test func groupsShareOneFilterAndNeverDropAScenario() {
        func failing(_ scenario: String, _ key: String, _ view: String) -> CaseResult {
            let e = BaselineFrame(name: view, rect: Rect(x: 0, y: 0, width: 10, height: 10))
            var a = e
            a.rect.size.width = 20
            return CaseResult(scenario: scenario, caseKey: key, status: .fail, maxDelta: 10,
                              differences: [FrameDifference(name: view, kind: .changed, expected: e, actual: a, delta: 10)])
        }
        var results = [failing("s", "iPhone16/de/large/base", "VStack/Text"), failing("s", "iPhone16/de/xLarge/base", "VStack/Text"),
                       failing("s", "iPadMini/fr/large/base", "VStack/Image")]
        results += (0..<30).map { failing("z\($0)", "box/en/large/base", "Text") }
        let text = RunFormatter.text(RunReport(results: results), maxFailures: 1)
        #expect(text.contains("""
            s: 3 cases did not pass
              cause VStack/Text in 2 cases
                  VStack/Text: 10.0 × 10.0 → 20.0 × 10.0
                  approve: layoutreg record --mode failed --filter 's/iPhone16/de/*/base'
              cause VStack/Image in 1 case
            """))
        #expect(text.contains("… 31 more causes not shown view by view"))
        // Every scenario is named, each with its count, however few are shown in detail.
        for i in 0..<30 { #expect(text.contains("z\(i): 1 case did not pass")) }
        #expect(text.contains("Did not pass: s 3, z0 1, z1 1,"))
        #expect(text.components(separatedBy: "FAIL  ").count == 2)
        // A filter that reaches beyond its group says how far.
        let overlapping = RunReport(results: [failing("s", "a/de/large/base", "A"), failing("s", "b/de/large/base", "A"),
                                              failing("s", "c/de/large/base", "B")])
        #expect(RunFormatter.text(overlapping).contains("--filter 's/*/de/large/base' (also approves 1 case of other causes)"))
    }

    @Test(arguments: [("s/a", "'s/a'"), ("it's/a", #"'it'\''s/a'"#)])
    func approveCommandsQuoteTheFilterForTheShell(filter: String, quoted: String) {
        #expect(TerminalText.shellQuoted(filter) == quoted)
    }

    @Test func junitHasOneSuitePerScenarioAndFailuresForFailNewAndError() {
        let xml = JUnitReport.xml(Self.report)
        #expect(xml.contains("<testsuites name=\"layoutreg\" tests=\"4\" failures=\"2\" errors=\"1\" skipped=\"0\">"))
        #expect(xml.contains("<testsuite name=\"s\" tests=\"3\" failures=\"2\" errors=\"0\" skipped=\"0\">"))
        #expect(xml.contains("<testcase classname=\"s\" name=\"iPhone16/en/large/base\"/>"))
        #expect(xml.contains("<failure message=\"1 views differ, cause VStack/Text\">"))
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

    /// A report that listed only the first of each list, and counted the rest, prints what
    /// one that listed them all does at that many lines.
    @Test func aReportThatListedTheFirstPrintsAsOneThatListedAll() {
        let findings = [Finding(kind: .truncated, path: "VStack/Text", detail: "needs 2 lines, has 1"),
                        Finding(kind: .overlap, path: "HStack", detail: "overlaps #b by 2 × 3 pt"),
                        Finding(kind: .truncated, path: "VStack/Text[1]", detail: "needs 3 lines, has 1")]
        var all = RecordReport()
        all.new = ["s/a", "s/b", "s/c"]
        all.approvedFindings = 5
        all.newFindings = findings.map { ("s/a", $0) }
        var listed = RecordReport(listLimit: 1)
        listed.new = ["s/a"]
        listed.unlistedNew = 2
        listed.approvedFindings = 5
        listed.newFindings = [("s/a", findings[0])]
        listed.unlistedFindings = [.overlap: 1, .truncated: 1]
        #expect(RunFormatter.text(listed, maxCases: 1) == RunFormatter.text(all, maxCases: 1))
        #expect(RunFormatter.text(listed, maxCases: 1).contains("recorded: 3 new, 0 changed"))
        #expect(RunFormatter.text(listed, maxCases: 1).contains("5, 3 of them new\n"))
        #expect(RunFormatter.text(listed, maxCases: 1).contains("… and 2 more new: 1 truncated, 1 overlap"))
    }

    /// A warning of the view tree comes from every case of its scenario: it is printed once,
    /// with how many cases gave it, sorted by scenario and message, at most `maxCases` lines.
    @Test func warningsAreGroupedByScenarioAndMessage() {
        let missing = "VStack/Text: no string for key \"Title\"; showing the key"
        let font = "VStack/Text: no font covers U+1F600"
        let report = RunReport(results: [
            CaseResult(scenario: "s", caseKey: "iPhone16/en/large/base", status: .pass, warnings: [missing]),
            CaseResult(scenario: "s", caseKey: "iPhone16/de/large/base", status: .pass, warnings: [missing, font]),
            CaseResult(scenario: "s", caseKey: "iPhone16/ar/large/base", status: .pass, warnings: [missing]),
            CaseResult(scenario: "a", caseKey: "box/en/large/base", status: .pass, warnings: [missing]),
        ], runID: 3, durationMilliseconds: 5)
        #expect(RunFormatter.text(report) == """

            Warnings:
              a: \(missing) (case box/en/large/base)
              s: \(font) (1 of 3 cases, e.g. iPhone16/de/large/base)
              s: \(missing) (all 3 cases)

            4 cases: 4 passed, 0 failed, 0 new, 0 errors in 0.005 s (run 3)

            """)
        #expect(RunFormatter.text(report, maxLines: 2).contains("""
              s: \(font) (1 of 3 cases, e.g. iPhone16/de/large/base)
              … and 1 more

            """))
        // `record` prints them the same way, after its counts.
        var record = RecordReport()
        record.unchanged = 2
        record.warnings.add(scenario: "s", caseKey: "iPhone16/en/large/base", warnings: [missing])
        record.warnings.add(scenario: "s", caseKey: "iPhone16/de/large/base", warnings: [])
        #expect(RunFormatter.text(record) == """
            nothing to record: 0 new, 0 changed, 2 unchanged, 0 removed

            Warnings:
              s: \(missing) (1 of 2 cases, e.g. iPhone16/en/large/base)

            """)
    }
}

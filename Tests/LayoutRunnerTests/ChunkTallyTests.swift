import LayoutFixtures
import LayoutLints
import Testing
@testable import LayoutRunner

/// The lanes tally their own chunks and the run adds the tallies up in job order: however
/// the cases are cut into chunks, the report is the one made a case at a time.
@Suite struct ChunkTallyTests {
    /// 23 cases of three scenarios (the first met again at the end, as in a filtered run):
    /// passes, failures, new cases and errors, with findings of two kinds at every rank and
    /// warnings, some of them from strings.
    static let results: [CaseResult] = (0..<23).map { i in
        let scenario = ["login", "settings", "feed", "login"][min(3, i / 7)]
        let status: CaseStatus = [.pass, .pass, .fail, .pass, .new, .pass, .error][i % 7]
        var findings: [CaseFinding] = []
        if i % 3 != 0 {
            let truncation = Finding(kind: .truncated, path: "VStack/Text[\(i % 4)]", detail: "cut \(i)", severity: i % 2 == 0 ? .fail : .warn)
            findings.append(CaseFinding(truncation, isApproved: i % 5 == 0))
        }
        if i % 4 == 1 {
            findings.append(CaseFinding(Finding(kind: .overlap, path: "HStack", detail: "overlaps \(i)"), isApproved: false))
        }
        let warnings = i % 6 == 0 ? [StringTable.warningPrefix + "bad plural"] : i % 4 == 2 ? ["Image: no symbol \"x\""] : []
        return CaseResult(scenario: scenario, caseKey: "iPhone16/l\(i % 5)/large/base", status: status,
                          maxDelta: status == .fail ? Double(i) / 4 : nil, message: status == .error ? "broken \(i)" : nil,
                          warnings: warnings, findings: findings)
    }

    /// The chunks of `count` cases, `size` at a time.
    static func chunks(_ count: Int, size: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
    }

    static func collect(_ retention: ResultRetention, chunkSize: Int) -> RunReport {
        var collector = RunCollector(retention: retention)
        for chunk in chunks(results.count, size: chunkSize) {
            collector.add(ChunkTally(chunk, results: { results[$0] }, rows: false)) { results[$0] }
        }
        return collector.report(unreadable: [])
    }

    @Test(arguments: [1, 2, 3, 5, 7, 23])
    func everyCaseKeptIsTheReportOfTheWholeRun(chunkSize: Int) {
        let report = Self.collect(.all, chunkSize: chunkSize)
        #expect(report.results == Self.results)
        #expect(report.findings == FindingSummary(Self.results))
        var warnings = WarningSummary()
        for r in Self.results { warnings.add(scenario: r.scenario, caseKey: r.caseKey, warnings: r.warnings) }
        #expect(report.warnings == warnings)
        #expect(report.stringWarningCases == Self.results.filter(\.hasStringWarnings).count)
        #expect(report.findings?.total == Self.results.reduce(0) { $0 + $1.findings.count })
    }

    @Test(arguments: [1, 2, 3, 5, 7, 23])
    func theConsoleKeepsTheFirstNotPassedAndCountsTheRest(chunkSize: Int) {
        let report = Self.collect(.notPassed(limit: 4), chunkSize: chunkSize)
        let notPassed = Self.results.filter { $0.status != .pass }
        #expect(report.results == notPassed.prefix(4).map(RunCollector.forConsole))
        #expect(report.notKept.pass == Self.results.count - notPassed.count)
        #expect(report.notKept.total == Self.results.count - 4)
        for status in [CaseStatus.pass, .fail, .new, .error] {
            #expect(report.count(status) == Self.results.filter { $0.status == status }.count)
        }
        // The scenarios of those not kept, each run of one counted once, in order.
        var byScenario: [(String, Int)] = []
        for r in notPassed.dropFirst(4) {
            if byScenario.last?.0 == r.scenario { byScenario[byScenario.count - 1].1 += 1 } else { byScenario.append((r.scenario, 1)) }
        }
        #expect(report.notKeptByScenario.map(\.scenario) == byScenario.map(\.0))
        #expect(report.notKeptByScenario.map(\.count) == byScenario.map(\.1))
        #expect(report.findings == FindingSummary(Self.results), "findings are summarised whatever is kept")
    }

    @Test func findingSummariesMergeInOrderAsIfAddedOneByOne() {
        let whole = FindingSummary(Self.results, perGroup: 2)
        for cut in [0, 1, 6, 7, 8, 20, 23] {
            var merged = FindingSummary(Self.results[..<cut], perGroup: 2)
            merged.merge(FindingSummary(Self.results[cut...], perGroup: 2))
            #expect(merged == whole, "cut at \(cut)")
            #expect(merged.orderedGroups.map(\.scenario) == whole.orderedGroups.map(\.scenario))
        }
        // The first findings of a group shown are the first in run order.
        let shown = whole.orderedGroups.first { $0.kind == .overlap && $0.scenario == "login" }?.shown(2)
        #expect(shown?.map(\.finding.finding.detail) == ["overlaps 1", "overlaps 5"])
    }

    @Test func aTallyKeepsTheStoreRowsOfItsCases() {
        let tally = ChunkTally(2..<5, results: { Self.results[$0] }, rows: true)
        #expect(tally.notPassed == [2, 4])
        #expect(tally.passed == 1)
        #expect(tally.rows.map(\.status) == [.fail, .pass, .new])
        #expect(tally.rows[0].maxDelta == 0.5)
        #expect(tally.rows[0].diff == nil, "no differences listed")
        #expect(tally.rows[0].findings == FrameJSON.findings(Self.results[2].findings))
        #expect(ChunkTally(2..<5, results: { Self.results[$0] }, rows: false).rows.isEmpty)
    }
}

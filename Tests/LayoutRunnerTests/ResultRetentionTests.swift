import LayoutRunner
import LayoutStore
import Testing

/// A run counts, summarises and stores every case, and keeps only the results its retention
/// asks for; it goes a window of cases at a time, and the windows change nothing it reports
/// or stores.
@Suite struct ResultRetentionTests {
    /// The buttons (8 cases) with only the German ones recorded, and the box (1 case, new).
    func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons)
        _ = try sandbox.runner().record(mode: .all, filter: CaseFilter("/de/"), note: nil, store: try LayoutStore.inMemory())
        try sandbox.write("Fixtures/box.json", Sandbox.box)
        return sandbox
    }

    /// Each stored result of the last run, by scenario and case.
    func stored(_ store: LayoutStore) throws -> [String] {
        try ["demo/box", "demo/buttons"].flatMap { scenario in
            try store.caseHistory(scenario: scenario, last: 1).map { "\(scenario)/\($0.key.caseKey) \($0.status)" }.sorted()
        }
    }

    @Test func theConsoleKeepsTheFirstCasesThatDidNotPassAndCountsTheRest() throws {
        let sandbox = try sandbox()
        let store = try LayoutStore.inMemory()
        let report = try sandbox.runner().run(filter: nil, store: store, retention: .notPassed(limit: 2))
        // The box comes first (fixture order): it and one buttons case are kept.
        #expect(report.results.map(\.fullName) == ["demo/box/box/en/large/base", "demo/buttons/iPhoneSE3/en/large/base"])
        #expect(report.laidOut == 9)
        #expect((report.count(.pass), report.count(.new)) == (4, 5))
        #expect(!report.passed)
        #expect(report.notKeptByScenario.map(\.scenario) == ["demo/buttons"])
        #expect(report.notKeptByScenario.map(\.count) == [3])
        #expect(report.notKept.total == 7)
        // Every case is stored whatever the report keeps.
        let all = try sandbox.runner().run(filter: nil, store: try LayoutStore.inMemory(), retention: .all)
        #expect(all.results.count == 9)
        #expect(try stored(store).count == 9)
        #expect(try stored(store).filter { $0.hasSuffix(" new") }.count == 5)
        #expect(report.warningSummary == all.warningSummary)
        #expect(report.findings == all.findings)
    }

    @Test(arguments: [1, 2]) func windowsOfThreeCasesChangeNothing(jobs: Int) throws {
        let sandbox = try sandbox()
        let (one, many) = (try LayoutStore.inMemory(), try LayoutStore.inMemory())
        let whole = try sandbox.runner(jobs: jobs).run(filter: nil, store: one)
        var runner = try sandbox.runner(jobs: jobs)
        runner.window = 3
        let windowed = try runner.run(filter: nil, store: many)
        #expect(windowed.results == whole.results)
        #expect(windowed.results.count == 9)
        #expect(try stored(many) == stored(one))
        #expect(try many.runSummaries(last: 1).map(\.counts) == one.runSummaries(last: 1).map(\.counts))
    }
}

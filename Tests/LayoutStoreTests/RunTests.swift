import Testing
@testable import LayoutStore

@Suite("Runs and results")
struct RunTests {
    private func id(_ ids: [BaselineKey: Int64], _ scenario: String, _ key: String) throws -> Int64 {
        try #require(ids[BaselineKey(scenario: scenario, caseKey: key)])
    }

    /// Two runs: the first all green, the second with a failure, an error and a new case.
    private func storeWithTwoRuns() throws -> (LayoutStore, [BaselineKey: Int64]) {
        let (store, ids) = try Fixture.store()
        let all = ids.values.sorted()
        try store.recordRun(Fixture.run(started: "2025-03-01T12:00:00Z", commit: "aaa"),
                            results: all.map { CaseResultRecord(caseID: $0, status: .pass, maxDelta: 0) })
        let results = [
            CaseResultRecord(caseID: try id(ids, "Profile", "iPadAir/ja/small/base"), status: .new),
            CaseResultRecord(caseID: try id(ids, "Checkout", "iPhoneSE/de/large/long"), status: .error,
                             errorMessage: "missing string 'title' for de"),
            CaseResultRecord(caseID: try id(ids, "Checkout", "iPhone16/de/accessibility2/base"), status: .fail,
                             maxDelta: 2.5, diff: #"[{"path":"root/title","dwidth":2.5}]"#),
            CaseResultRecord(caseID: try id(ids, "Checkout", "iPhone16/en/large/base"), status: .pass, maxDelta: 0.0004),
        ]
        try store.recordRun(Fixture.run(started: "2025-03-02T12:00:00Z", commit: "bbb", scope: .filtered, filter: "Checkout/*,Profile/iPad*"),
                            results: results)
        return (store, ids)
    }

    /// Results go in many rows per INSERT; any number of them, in any order, is stored whole.
    @Test(arguments: [0, 1, LayoutStore.resultsPerInsert - 1, LayoutStore.resultsPerInsert,
                      2 * LayoutStore.resultsPerInsert + 37])
    func everyResultIsStored(count: Int) throws {
        let store = try LayoutStore.inMemory()
        try store.upsertScenarios([ScenarioRecord(name: "Many", definitionHash: "h")])
        let ids = try store.upsertCases(Fixture.cases(scenario: "Many", keys: (0..<count).map { "iPhone16/en/large/set\($0)" }))
        let statuses: [ResultStatus] = [.pass, .fail, .new, .error]
        let results = ids.enumerated().reversed().map { i, id in
            CaseResultRecord(caseID: id, status: statuses[i % 4], maxDelta: i % 4 == 2 ? nil : Double(i) / 1000)
        }
        let runID = try store.recordRun(Fixture.run(), results: results)
        let stored = try store.rows("SELECT case_id, status, quote(max_delta) FROM results WHERE run_id = \(runID) ORDER BY case_id")
        #expect(stored == ids.enumerated().map { i, id in ["\(id)", "\(i % 4)", i % 4 == 2 ? "NULL" : "\(i)"] })
        #expect(try store.runSummaries(last: 1).first?.counts.total == count)
    }

    @Test func runSummaryCountsAreComputedFromResults() throws {
        let (store, _) = try storeWithTwoRuns()
        let summaries = try store.runSummaries(last: 10)
        #expect(summaries.map(\.id) == [2, 1])
        #expect(summaries[0].counts == ResultCounts(passed: 1, failed: 1, new: 1, errored: 1))
        #expect(summaries[0].run.scope == .filtered)
        #expect(summaries[0].run.filter == "Checkout/*,Profile/iPad*")
        #expect(summaries[0].run.gitCommit == "bbb")
        #expect(summaries[1].counts == ResultCounts(passed: 5))
        #expect(try store.runSummaries(last: 1).map(\.id) == [2])
        #expect(try store.runSummaries(last: 10, scenario: "Profile").map(\.counts)
                == [ResultCounts(new: 1), ResultCounts(passed: 2)])
        #expect(try store.runSummaries(last: 10, scenario: "Nowhere").isEmpty)
        #expect(try store.latestRunID() == 2)
    }

    @Test func runSummaryView() throws {
        let (store, _) = try storeWithTwoRuns()
        #expect(try store.rows("SELECT id, git_commit, scope, filter, total, passed, failed, new, errored, duration_ms FROM run_summary") == [
            ["1", "aaa", "full", "NULL", "5", "5", "0", "0", "0", "5000"],
            ["2", "bbb", "filtered", "Checkout/*,Profile/iPad*", "4", "1", "1", "1", "1", "5000"],
        ])
    }

    @Test func caseHistoryView() throws {
        let (store, _) = try storeWithTwoRuns()
        let rows = try store.rows("""
            SELECT run_id, started_at, scenario, case_key, container, locale, size_category, string_set, status, max_delta
              FROM case_history WHERE scenario = 'Checkout'
            """)
        #expect(rows == [
            ["2", "2025-03-02T12:00:00Z", "Checkout", "iPhone16/de/accessibility2/base", "iPhone16", "de", "accessibility2", "base", "fail", "2.5"],
            ["2", "2025-03-02T12:00:00Z", "Checkout", "iPhone16/en/large/base", "iPhone16", "en", "large", "base", "pass", "0.0"],
            ["2", "2025-03-02T12:00:00Z", "Checkout", "iPhoneSE/de/large/long", "iPhoneSE", "de", "large", "long", "error", "NULL"],
            ["1", "2025-03-01T12:00:00Z", "Checkout", "iPhone16/de/accessibility2/base", "iPhone16", "de", "accessibility2", "base", "pass", "0.0"],
            ["1", "2025-03-01T12:00:00Z", "Checkout", "iPhone16/en/large/base", "iPhone16", "en", "large", "base", "pass", "0.0"],
            ["1", "2025-03-01T12:00:00Z", "Checkout", "iPhoneSE/de/large/long", "iPhoneSE", "de", "large", "long", "pass", "0.0"],
        ])
    }

    @Test func latestFailuresView() throws {
        let (store, _) = try storeWithTwoRuns()
        #expect(try store.rows("SELECT run_id, scenario, case_key, status, max_delta, diff, error_message FROM latest_failures") == [
            ["2", "Checkout", "iPhone16/de/accessibility2/base", "fail", "2.5", #"[{"path":"root/title","dwidth":2.5}]"#, "NULL"],
            ["2", "Checkout", "iPhoneSE/de/large/long", "error", "NULL", "NULL", "missing string 'title' for de"],
        ])
        // A green run afterwards empties the view: it only looks at the most recent run.
        let (fresh, ids) = try Fixture.store()
        try fresh.recordRun(Fixture.run(), results: [CaseResultRecord(caseID: try id(ids, "Profile", "iPadAir/ja/small/base"), status: .error)])
        try fresh.recordRun(Fixture.run(), results: [CaseResultRecord(caseID: try id(ids, "Profile", "iPadAir/ja/small/base"), status: .pass)])
        #expect(try fresh.rows("SELECT * FROM latest_failures").isEmpty)
    }

    @Test func caseHistoryAPI() throws {
        let (store, _) = try storeWithTwoRuns()
        let history = try store.caseHistory(scenario: "Checkout", last: 10)
        #expect(history.map { "\($0.runID) \($0.key.caseKey) \($0.status.name) \($0.maxDelta.map { "\($0)" } ?? "-")" } == [
            "2 iPhone16/de/accessibility2/base fail 2.5",
            "2 iPhone16/en/large/base pass 0.0",
            "2 iPhoneSE/de/large/long error -",
            "1 iPhone16/de/accessibility2/base pass 0.0",
            "1 iPhone16/en/large/base pass 0.0",
            "1 iPhoneSE/de/large/long pass 0.0",
        ])
        #expect(history[0].gitCommit == "bbb")
        #expect(history[0].sizeCategory == "accessibility2")
        let one = try store.caseHistory(scenario: "Checkout", caseKey: "iPhone16/de/accessibility2/base", last: 1)
        #expect(one.map(\.runID) == [2])
        #expect(try store.caseHistory(scenario: "Profile", last: 1).map(\.key.caseKey) == ["iPadAir/ja/small/base"])
    }

    @Test func resultsOfARun() throws {
        let (store, _) = try storeWithTwoRuns()
        let failures = try store.results(ofRun: 2)
        #expect(failures.map(\.key.caseKey) == ["iPhone16/de/accessibility2/base", "iPhoneSE/de/large/long"])
        #expect(failures[0].diff == #"[{"path":"root/title","dwidth":2.5}]"#)
        #expect(failures[1].errorMessage == "missing string 'title' for de")
        #expect(try store.results(ofRun: 2, statuses: [.new]).map(\.key) == [BaselineKey(scenario: "Profile", caseKey: "iPadAir/ja/small/base")])
        #expect(try store.results(ofRun: 1, statuses: Set(ResultStatus.allCases)).count == 5)
    }

    @Test func invalidResultsWriteNothing() throws {
        let (store, ids) = try Fixture.store()
        let known = try id(ids, "Profile", "iPadAir/ja/small/base")
        let attempts: [([CaseResultRecord], StoreError.Kind)] = [
            ([CaseResultRecord(caseID: known, status: .pass, maxDelta: 0), CaseResultRecord(caseID: known, status: .fail, maxDelta: 1)], .invalidInput),
            ([CaseResultRecord(caseID: known, status: .fail, maxDelta: -1)], .invalidInput),
            ([CaseResultRecord(caseID: known, status: .fail, maxDelta: .nan)], .invalidInput),
            ([CaseResultRecord(caseID: known, status: .pass, maxDelta: 0), CaseResultRecord(caseID: 999, status: .pass, maxDelta: 0)], .constraint),
        ]
        for (results, kind) in attempts {
            let error = try #require(throws: StoreError.self) { try store.recordRun(Fixture.run(), results: results) }
            #expect(error.kind == kind)
        }
        #expect(try store.latestRunID() == nil)
        #expect(try store.rows("SELECT count(*) FROM results") == [["0"]])
    }

    @Test func deltasAreStoredInThousandthsOfAPoint() throws {
        let (store, ids) = try Fixture.store()
        let cases = ids.values.sorted()
        try store.recordRun(Fixture.run(), results: [
            CaseResultRecord(caseID: cases[0], status: .pass, maxDelta: 0.0004),
            CaseResultRecord(caseID: cases[1], status: .fail, maxDelta: 0.0006),
            CaseResultRecord(caseID: cases[2], status: .fail, maxDelta: 12.25),
        ])
        #expect(try store.rows("SELECT max_delta, typeof(max_delta) FROM results ORDER BY case_id")
                == [["0", "integer"], ["1", "integer"], ["12250", "integer"]])
    }

    @Test func resultsMayComeInAnyOrder() throws {
        let (store, ids) = try Fixture.store()
        let shuffled = ids.values.sorted().reversed().map { CaseResultRecord(caseID: $0, status: .fail, maxDelta: Double($0)) }
        let runID = try store.recordRun(Fixture.run(), results: Array(shuffled))
        let stored = try store.results(ofRun: runID, statuses: [.fail])
        #expect(stored.allSatisfy { $0.maxDelta == Double($0.caseID) })
        #expect(stored.count == ids.count)
    }

    @Test func pruneKeepsTheMostRecentRuns() throws {
        let (store, ids) = try Fixture.store()
        let results = ids.values.sorted().map { CaseResultRecord(caseID: $0, status: .fail, maxDelta: 1, diff: "[]") }
        for _ in 0..<4 { try store.recordRun(Fixture.run(), results: results) }
        #expect(try store.pruneRuns(keepingLast: 1) == 3)
        #expect(try store.runSummaries(last: 10).map(\.id) == [4])
        #expect(try store.rows("SELECT DISTINCT run_id FROM results UNION ALL SELECT DISTINCT run_id FROM result_details UNION ALL SELECT DISTINCT run_id FROM run_scenarios")
                == [["4"], ["4"], ["4"]])
    }
}

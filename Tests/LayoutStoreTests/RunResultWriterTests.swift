import Testing
@testable import LayoutStore

/// A run whose results arrive in batches while the transaction is open (`run` writes them
/// as its cases are compared) stores what the one-call form stores, and nothing on failure.
@Suite struct RunResultWriterTests {
    /// A store with `count` cases, and a result for each: every status, failures with a diff,
    /// errors with a message.
    private func fixture(_ count: Int) throws -> (LayoutStore, [CaseResultRecord]) {
        let store = try LayoutStore.inMemory()
        try store.upsertScenarios([ScenarioRecord(name: "Many", definitionHash: "h")])
        let ids = try store.upsertCases(Fixture.cases(scenario: "Many", keys: (0..<count).map { "iPhone16/en/large/set\($0)" }))
        let statuses: [ResultStatus] = [.pass, .fail, .new, .error]
        let results = ids.enumerated().map { i, id in
            CaseResultRecord(caseID: id, status: statuses[i % 4], maxDelta: i % 4 == 2 ? nil : Double(i) / 1000,
                             diff: i % 4 == 1 ? #"[{"path":"v\#(i)"}]"# : nil, errorMessage: i % 4 == 3 ? "error \(i)" : nil)
        }
        return (store, results)
    }

    private func rows(_ store: LayoutStore) throws -> [[String]] {
        // Every column but uid, which is random: each run is told apart across databases by it.
        try store.rows("""
            SELECT id, started_at, ended_at, git_commit, host, engine_version, font_hashes, scope, filter, duration_ms,
                   total, passed, failed, new, errored, label, shard_index, shard_count FROM runs
            """) + store.rows("SELECT * FROM results ORDER BY case_id")
            + store.rows("SELECT * FROM result_details ORDER BY case_id") + store.rows("SELECT * FROM run_scenarios")
    }

    /// Batches of any size, splitting the 100-row inserts anywhere, give the rows of one call;
    /// the run row is the record `body` returns, with counts from the results.
    @Test(arguments: [1, 7, LayoutStore.resultsPerInsert, LayoutStore.resultsPerInsert + 1, 1_000])
    func batchesStoreWhatOneCallStores(batch: Int) throws {
        let (whole, results) = try fixture(2 * LayoutStore.resultsPerInsert + 37)
        let finished = Fixture.run(started: "2025-03-01T12:00:00Z")
        try whole.recordRun(finished, results: results)
        let (streamed, same) = try fixture(2 * LayoutStore.resultsPerInsert + 37)
        var started = finished
        started.endedAt = started.startedAt
        started.durationMilliseconds = 0
        try streamed.recordRun(started) { writer in
            for start in stride(from: 0, to: same.count, by: batch) {
                try writer.add(same[start..<min(start + batch, same.count)])
            }
            return finished
        }
        #expect(try rows(streamed) == rows(whole))
        #expect(try streamed.rows("SELECT total, passed, failed, new, errored FROM runs") == [["237", "60", "59", "59", "59"]])
    }

    /// A run syncs its cases a window at a time, keeping the cases it read of the scenarios
    /// the last window touched: batches that span scenarios, give a case twice, change a
    /// case's attributes and go back to a scenario left behind get the ids, and leave the
    /// rows, that the store's own upsert of each batch does.
    @Test func casesSyncedInBatchesAreTheStoresOwn() throws {
        func keys(_ prefix: String, _ range: Range<Int>) -> [String] { range.map { "iPhone16/en/large/\(prefix)\($0)" } }
        var batches = [
            Fixture.cases(scenario: "A", keys: keys("a", 0..<5)),
            Fixture.cases(scenario: "A", keys: keys("a", 3..<9)) + Fixture.cases(scenario: "B", keys: keys("b", 0..<2)),
            Fixture.cases(scenario: "B", keys: keys("b", 1..<4)),
            Fixture.cases(scenario: "A", keys: keys("a", 7..<10)) + Fixture.cases(scenario: "C", keys: keys("c", 0..<2)),
        ]
        batches[2][1].locale = "de"
        func store() throws -> LayoutStore {
            let store = try LayoutStore.inMemory()
            try store.upsertScenarios(["A", "B", "C"].map { ScenarioRecord(name: $0, definitionHash: "h" + $0) })
            _ = try store.upsertCases(Fixture.cases(scenario: "A", keys: keys("a", 0..<2)))
            return store
        }
        let plain = try store()
        let expected = try batches.map { try plain.upsertCases($0) }
        let streamed = try store()
        var synced: [[Int64]] = []
        try streamed.recordRun(Fixture.run()) { writer in
            for batch in batches { synced.append(try writer.upsertCases(batch)) }
            return Fixture.run()
        }
        #expect(synced == expected)
        let casesSQL = "SELECT id, scenario_id, key, container, locale, size_category, string_set FROM cases ORDER BY id"
        #expect(try streamed.rows(casesSQL) == plain.rows(casesSQL))
        #expect(try streamed.rows("SELECT locale FROM cases WHERE key = 'iPhone16/en/large/b2'") == [["de"]])
    }

    /// Results that say their scenario have its counts added up as they are written: the
    /// rows are those the query over the results makes, for two scenarios, and for a run in
    /// which one result does not say it.
    @Test(arguments: [true, false])
    func perScenarioCountsAddedUpAsWrittenMatchTheQuery(everyResultSaysIt: Bool) throws {
        func store(saying: Bool) throws -> LayoutStore {
            let store = try LayoutStore.inMemory()
            let scenarioIDs = try store.upsertScenarios([ScenarioRecord(name: "A", definitionHash: "ha"),
                                                         ScenarioRecord(name: "B", definitionHash: "hb")])
            let a = try store.upsertCases(Fixture.cases(scenario: "A", keys: (0..<9).map { "iPhone16/en/large/a\($0)" }))
            let b = try store.upsertCases(Fixture.cases(scenario: "B", keys: (0..<5).map { "iPhone16/en/large/b\($0)" }))
            let statuses: [ResultStatus] = [.pass, .fail, .new, .error, .pass]
            var results = a.enumerated().map { i, id in
                CaseResultRecord(caseID: id, status: statuses[i % 5], maxDelta: 0, scenarioID: saying ? scenarioIDs["A"] : nil)
            } + b.enumerated().map { i, id in
                CaseResultRecord(caseID: id, status: statuses[(i + 2) % 5], maxDelta: 0, scenarioID: saying ? scenarioIDs["B"] : nil)
            }
            if saying && !everyResultSaysIt { results[3].scenarioID = nil }
            try store.recordRun(Fixture.run(), results: results)
            return store
        }
        let summed = try store(saying: true), queried = try store(saying: false)
        let sql = "SELECT run_id, scenario_id, total, passed, failed, new, errored, definition_hash FROM run_scenarios ORDER BY scenario_id"
        #expect(try summed.rows(sql) == queried.rows(sql))
        #expect(try summed.rows(sql).map { $0[2] } == ["9", "5"])
    }

    /// A refused batch fails the run: a later batch throws the same error even after the
    /// caller caught the first, and nothing is written.
    @Test func aRefusedBatchFailsTheWholeRun() throws {
        let (store, results) = try fixture(10)
        #expect(throws: StoreError.self) {
            try store.recordRun(Fixture.run()) { writer in
                try writer.add(results[0..<5])
                do {
                    try writer.add([results[3]])
                    Issue.record("a second result for one case was accepted")
                } catch let error as StoreError {
                    #expect(error.kind == .invalidInput)
                    #expect(error.message.contains("two results for case id"))
                }
                try writer.add(results[5...])
                return Fixture.run()
            }
        }
        #expect(try rows(store).isEmpty)
    }

    /// The foreign keys of results are checked at the run's commit (migration 9), so that
    /// SQLite keeps no statement journal for the 100-row inserts; they still hold: a result
    /// for a case the store does not have, in any row of an insert, fails the whole run.
    @Test(arguments: [0, LayoutStore.resultsPerInsert - 1, LayoutStore.resultsPerInsert + 3])
    func aResultForAnUnknownCaseFailsTheRunAtItsCommit(at position: Int) throws {
        let (store, results) = try fixture(2 * LayoutStore.resultsPerInsert)
        var unknown = results
        unknown[position].caseID = (results.map(\.caseID).max() ?? 0) + 1
        #expect {
            try store.recordRun(Fixture.run(), results: unknown)
        } throws: { error in
            "\(error)".contains("FOREIGN KEY constraint failed")
        }
        #expect(try rows(store).isEmpty)
        let definition = try store.rows("SELECT sql FROM sqlite_schema WHERE name = 'results'")[0][0]
        #expect(definition.components(separatedBy: "DEFERRABLE INITIALLY DEFERRED").count == 3)
    }

    @Test func aThrowingBodyWritesNothing() throws {
        struct Stop: Error {}
        let (store, results) = try fixture(250)
        #expect(throws: Stop.self) {
            try store.recordRun(Fixture.run()) { writer in
                try writer.add(results)
                throw Stop()
            }
        }
        #expect(try rows(store).isEmpty)
    }
}

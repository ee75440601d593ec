import Testing
@testable import LayoutStore

@Suite("Scenarios and cases")
struct ScenarioCaseTests {
    @Test func upsertingAgainKeepsIdsAndUpdatesAttributes() throws {
        let (store, ids) = try Fixture.store()
        let key = BaselineKey(scenario: "Checkout", caseKey: "iPhone16/en/large/base")
        var changed = Fixture.cases(scenario: "Checkout", keys: ["iPhone16/en/large/base", "iPhone16/fr/large/base"])
        changed[0].locale = "en-GB"
        let again = try store.upsertCases(changed)
        #expect(again[0] == ids[key])
        #expect(!ids.values.contains(again[1]))
        #expect(try store.rows("SELECT locale FROM cases WHERE id = \(again[0])") == [["en-GB"]])
        let hashes = try store.upsertScenarios([ScenarioRecord(name: "Checkout", definitionHash: "c2")])
        #expect(try store.listScenarios().first { $0.name == "Checkout" }?.definitionHash == "c2")
        #expect(hashes["Checkout"] != nil)
    }

    /// Each scenario's known cases are read with one query: cases already there, unchanged,
    /// are not written again; only the missing ones are inserted and the changed ones updated.
    @Test func syncingWritesOnlyMissingAndChangedCases() throws {
        let (store, ids) = try Fixture.store()
        let known = Fixture.cases(scenario: "Checkout", keys: ["iPhone16/en/large/base", "iPhone16/de/accessibility2/base",
                                                               "iPhoneSE/de/large/long"])
            + Fixture.cases(scenario: "Profile", keys: ["iPhone16/en/large/base", "iPadAir/ja/small/base"])
        let writes = { try store.rows("SELECT total_changes()")[0][0] }
        let before = try writes()
        #expect(try store.upsertCases(known) == known.map { ids[$0.baselineKey] })
        #expect(try writes() == before, "unchanged cases are only read")

        var cases = known
        cases.insert(contentsOf: Fixture.cases(scenario: "Checkout", keys: ["iPad/fr/large/base"]), at: 1)
        cases.append(contentsOf: Fixture.cases(scenario: "Profile", keys: ["iPad/fr/large/base"]))
        cases[0].locale = "en-GB"
        let synced = try store.upsertCases(cases)
        #expect(Int(try writes()) == Int(before)! + 3, "two inserts and one update")
        #expect(synced[0] == ids[cases[0].baselineKey])
        #expect(Array(synced[2...5]) == known[1...4].map { ids[$0.baselineKey] })
        #expect(Set(synced).count == synced.count)
        #expect(try store.rows("SELECT count(*) FROM cases") == [["7"]])
        #expect(try store.rows("SELECT locale FROM cases WHERE id = \(synced[0])") == [["en-GB"]])
    }

    /// A case given twice in one call is one case, with the attributes given last.
    @Test func aCaseGivenTwiceIsInsertedOnceAndTheLastOneWins() throws {
        let (store, _) = try Fixture.store()
        var twice = Fixture.cases(scenario: "Profile", keys: ["iPad/fr/large/base", "iPad/fr/large/base"])
        twice[1].locale = "fr-CA"
        let ids = try store.upsertCases(twice)
        #expect(ids[0] == ids[1])
        #expect(try store.rows("SELECT locale FROM cases WHERE id = \(ids[0])") == [["fr-CA"]])

        var again = Fixture.cases(scenario: "Profile", keys: ["iPad/fr/large/base", "iPad/fr/large/base"])
        again[0].locale = "fr-BE"
        #expect(try store.upsertCases(again) == ids)
        #expect(try store.rows("SELECT locale FROM cases WHERE id = \(ids[0])") == [["fr"]])
    }

    @Test func emptyTextIsStoredAsEmptyNotNull() throws {
        let store = try LayoutStore.inMemory()
        try store.upsertScenarios([ScenarioRecord(name: "", definitionHash: "", sourcePath: "")])
        let ids = try store.upsertCases([CaseRecord(scenario: "", key: "", container: "", locale: "é", sizeCategory: "",
                                                    stringSet: "")])
        #expect(try store.rows("SELECT quote(name), quote(source_path) FROM scenarios") == [["''", "''"]])
        #expect(try store.rows("SELECT quote(key), locale FROM cases WHERE id = \(ids[0])") == [["''", "é"]])
    }

    @Test func unknownScenarioWritesNothing() throws {
        let (store, _) = try Fixture.store()
        let cases = Fixture.cases(scenario: "Checkout", keys: ["iPad/en/large/base"])
            + Fixture.cases(scenario: "Nowhere", keys: ["iPad/en/large/base"])
        let error = try #require(throws: StoreError.self) { try store.upsertCases(cases) }
        #expect(error.kind == .invalidInput)
        #expect(error.message.contains("Nowhere"))
        #expect(try store.rows("SELECT count(*) FROM cases") == [["5"]])
    }

    @Test func listingCountsCasesBaselinesAndLatestRun() throws {
        let (store, ids) = try Fixture.store()
        var changes = BaselineChangeSet()
        try changes.write(Fixture.frames(width: 390), for: BaselineKey(scenario: "Profile", caseKey: "iPhone16/en/large/base"))
        try store.replaceBaselines(changes, provenance: Fixture.provenance)
        let profile = ids.filter { $0.key.scenario == "Profile" }.values.sorted()
        try store.recordRun(Fixture.run(), results: [
            CaseResultRecord(caseID: profile[0], status: .pass, maxDelta: 0),
            CaseResultRecord(caseID: profile[1], status: .new),
        ])
        let listing = try store.listScenarios()
        #expect(listing == [
            ScenarioListing(name: "Checkout", definitionHash: "c1", sourcePath: "Scenarios/Checkout.json",
                            caseCount: 3, baselineCount: 0, latestRunID: nil, latestCounts: nil),
            ScenarioListing(name: "Profile", definitionHash: "p1", sourcePath: "Scenarios/Profile.json",
                            caseCount: 2, baselineCount: 1, latestRunID: 1, latestCounts: ResultCounts(passed: 1, new: 1)),
        ])
    }

    @Test func orderingIsByUTF8BytesEverywhere() throws {
        let store = try LayoutStore.inMemory()
        let names = ["b", "Z", "a", "Ärger", "A", "z", "_x"]
        try store.upsertScenarios(names.map { ScenarioRecord(name: $0, definitionHash: "h") })
        let sortedNames = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(try store.listScenarios().map(\.name) == sortedNames)
        #expect(sortedNames == ["A", "Z", "_x", "a", "b", "z", "Ärger"])

        let keys = ["x/y/z/2", "x/y/z/10", "X/y/z/1", "é/y/z/1"]
        _ = try store.upsertCases(names.flatMap { Fixture.cases(scenario: $0, keys: keys.reversed()) })
        var changes = BaselineChangeSet()
        for name in names.reversed() {
            for key in keys { try changes.write(Fixture.frames(width: 1), for: BaselineKey(scenario: name, caseKey: key)) }
        }
        try store.replaceBaselines(changes, provenance: Fixture.provenance)
        let stored = try store.baselineKeys()
        #expect(stored == stored.sorted())
        #expect(stored.count == names.count * keys.count)
        #expect(stored.prefix(4).map(\.caseKey) == ["X/y/z/1", "x/y/z/10", "x/y/z/2", "é/y/z/1"])
    }
}

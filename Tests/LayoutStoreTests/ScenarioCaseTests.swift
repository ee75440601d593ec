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
        changes.write(Fixture.frames(width: 390), for: BaselineKey(scenario: "Profile", caseKey: "iPhone16/en/large/base"))
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
            for key in keys { changes.write(Fixture.frames(width: 1), for: BaselineKey(scenario: name, caseKey: key)) }
        }
        try store.replaceBaselines(changes, provenance: Fixture.provenance)
        let stored = try store.baselineKeys()
        #expect(stored == stored.sorted())
        #expect(stored.count == names.count * keys.count)
        #expect(stored.prefix(4).map(\.caseKey) == ["X/y/z/1", "x/y/z/10", "x/y/z/2", "é/y/z/1"])
    }
}

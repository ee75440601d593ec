import Testing
@testable import LayoutStore

@Suite("Baselines")
struct BaselineTests {
    let checkoutEN = BaselineKey(scenario: "Checkout", caseKey: "iPhone16/en/large/base")
    let checkoutDE = BaselineKey(scenario: "Checkout", caseKey: "iPhone16/de/accessibility2/base")
    let profileEN = BaselineKey(scenario: "Profile", caseKey: "iPhone16/en/large/base")

    @Test func roundTripWithProvenance() throws {
        let (store, ids) = try Fixture.store()
        let changes = BaselineChangeSet(writes: [
            BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 390)),
            BaselineWrite(key: profileEN, frames: Fixture.frames(width: 391)),
        ])
        let summary = try store.replaceBaselines(changes, provenance: Fixture.provenance)
        #expect(summary == BaselineChangeSummary(inserted: 2))
        let current = try store.currentBaselines()
        #expect(current == [
            checkoutEN: StoredBaseline(caseID: try #require(ids[checkoutEN]), frames: Fixture.frames(width: 390),
                                       provenance: Fixture.provenance),
            profileEN: StoredBaseline(caseID: try #require(ids[profileEN]), frames: Fixture.frames(width: 391),
                                      provenance: Fixture.provenance),
        ])
        #expect(try store.currentBaselines(scenarios: ["Profile"]).keys.sorted() == [profileEN])
        #expect(try store.currentBaselines(scenarios: []).isEmpty)
        #expect(try store.baselineKeys() == [checkoutEN, profileEN])
    }

    @Test func newApprovalSupersedesAndKeepsHistory() throws {
        let (store, _) = try Fixture.store()
        try store.replaceBaselines(BaselineChangeSet(writes: [BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 390))]),
                                   provenance: Fixture.provenance)
        var changes = BaselineChangeSet()
        try changes.write(Fixture.frames(width: 400), for: checkoutEN)
        try changes.write(Fixture.frames(width: 300), for: checkoutDE)
        #expect(try store.replaceBaselines(changes, provenance: Fixture.laterProvenance)
                == BaselineChangeSummary(inserted: 1, updated: 1))

        let history = try store.approvals(of: checkoutEN)
        #expect(history.map(\.frames) == [Fixture.frames(width: 390), Fixture.frames(width: 400)])
        #expect(history.map(\.provenance) == [Fixture.provenance, Fixture.laterProvenance])
        #expect(history.map(\.supersededAt) == [Fixture.laterProvenance.recordedAt, nil])
        #expect(try store.currentBaselines()[checkoutEN]?.provenance == Fixture.laterProvenance)

        // Writing the same frames again changes nothing and records no approval.
        let approvals = try store.rows("SELECT count(*) FROM approvals")
        #expect(try store.replaceBaselines(changes, provenance: Fixture.provenance) == BaselineChangeSummary(unchanged: 2))
        #expect(try store.rows("SELECT count(*) FROM approvals") == approvals)

        // Deleting retires the baseline but keeps its history.
        var deletion = BaselineChangeSet()
        deletion.delete(checkoutEN)
        deletion.delete(profileEN)  // has no baseline: ignored
        let deleter = Provenance(recordedAt: "2025-03-03T00:00:00Z", recordedBy: "carol", engineVersion: "1.1.0", fontHashes: "f")
        #expect(try store.replaceBaselines(deletion, provenance: deleter) == BaselineChangeSummary(deleted: 1))
        #expect(try store.baselineKeys() == [checkoutDE])
        #expect(try store.approvals(of: checkoutEN).map(\.supersededAt)
                == [Fixture.laterProvenance.recordedAt, deleter.recordedAt])
        #expect(try store.rows("SELECT count(*) FROM baselines") == [["3"]])
    }

    enum Midway: String, CaseIterable {
        case unknownCase, writtenTwice, writtenAndDeleted
    }

    @Test(arguments: Midway.allCases)
    func failureMidwayLeavesTheDatabaseUnchanged(_ failure: Midway) throws {
        let (store, _) = try Fixture.store()
        try store.replaceBaselines(BaselineChangeSet(writes: [BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 390))]),
                                   provenance: Fixture.provenance)
        let before = try store.rows("SELECT * FROM baselines ORDER BY id") + store.rows("SELECT * FROM approvals ORDER BY id")

        var changes = BaselineChangeSet()
        try changes.write(Fixture.frames(width: 500), for: checkoutEN)  // an update, applied first
        try changes.write(Fixture.frames(width: 501), for: checkoutDE)  // an insert
        switch failure {
        case .unknownCase:
            try changes.write(Fixture.frames(width: 1), for: BaselineKey(scenario: "Checkout", caseKey: "gone/xx/xx/xx"))
        case .writtenTwice:
            try changes.write(Fixture.frames(width: 502), for: checkoutDE)
        case .writtenAndDeleted:
            changes.delete(checkoutDE)
        }
        let error = try #require(throws: StoreError.self) {
            try store.replaceBaselines(changes, provenance: Fixture.laterProvenance)
        }
        #expect(error.kind == .invalidInput)
        #expect(error.message.contains(failure == .unknownCase ? "gone/xx/xx/xx" : checkoutDE.caseKey), "\(error)")
        #expect(try store.rows("SELECT * FROM baselines ORDER BY id") + store.rows("SELECT * FROM approvals ORDER BY id") == before)
    }

    /// Frames are checked (in debug builds) when a write is made, before any of them reaches
    /// the database, by StrictJSON's parser.
    @Test(arguments: [
        (#"[{"path":"root","x":"#, "line 1, column 21: [0].x: expected a JSON value, found end of input"),
        (#"{"path":"root"}"#, "line 1, column 1: expected an array"),
        (#"[1, 2,]"#, "line 1, column 7: expected a JSON value after ','"),
        (#"[1] [2]"#, "line 1, column 5: expected end of input after the JSON value"),
        ("[\"tab\there\"]", "line 1, column 6: [0]: unescaped tab"),
        (#"[01]"#, "line 1, column 2: [0]: invalid number '01'"),
        (#"[tru]"#, "line 1, column 2: [0]: expected a JSON value, found 'tru'"),
        (#"["\x"]"#, "line 1, column 3: [0]: invalid escape sequence"),
        ("", "line 1, column 1: expected a JSON value, found end of input"),
    ])
    func framesThatAreNotAJSONArrayAreRefused(frames: String, problem: String) throws {
        let found = try #require(BaselineWrite.problem(in: frames))
        #expect(found.contains(problem), "\(found)")
    }

    @Test(arguments: [
        "[]", " [ ] ", "[1,-0.5e+3,2E9,0,true,false,null]", #"[{"a":[{}],"b":"\u00e9\"\\\/\b\f\n\r\t"}]"#,
        "\t[\n[[]]\r\n]", Fixture.frames(width: 390),
    ])
    func jsonArraysAreAccepted(frames: String) throws {
        #expect(BaselineWrite.problem(in: frames) == nil)
        #expect(BaselineWrite(key: checkoutEN, frames: frames).frames == frames)
    }

    @Test func nestingIsLimited() throws {
        let depth = BaselineWrite.maxDepth
        let allowed = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(BaselineWrite.problem(in: allowed) == nil)
        #expect(BaselineWrite.problem(in: "[" + allowed + "]")?.contains("nesting is deeper than \(depth) levels") == true)
    }

    /// Cases given with an approval are added in its transaction: with it, or not at all.
    @Test func casesUpsertedWithAnApprovalShareItsTransaction() throws {
        let (store, ids) = try Fixture.store()
        let newKey = BaselineKey(scenario: "Profile", caseKey: "iPad/fr/large/base")
        let cases = Fixture.cases(scenario: "Profile", keys: [newKey.caseKey, profileEN.caseKey])
        let changes = BaselineChangeSet(writes: [BaselineWrite(key: newKey, frames: "[1]"),
                                                 BaselineWrite(key: profileEN, frames: "[2]")])
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try store.replaceBaselines(provenance: Fixture.provenance, cases: cases) { approval in
                for write in changes.writes { try approval.write(write) }
                throw Refused()
            }
        }
        #expect(try store.rows("SELECT count(*) FROM cases") == [["5"]])
        #expect(try store.replaceBaselines(changes, provenance: Fixture.provenance, upserting: cases)
                == BaselineChangeSummary(inserted: 2))
        let current = try store.currentBaselines(scenarios: ["Profile"])
        #expect(current[profileEN]?.caseID == ids[profileEN])
        #expect(current[newKey]?.frames == "[1]")
        #expect(try store.rows("SELECT count(*) FROM cases") == [["6"]])
    }

    /// Baselines go in many rows per INSERT; any number of them, new or replacing others, is
    /// stored whole.
    @Test(arguments: [1, BaselineApproval.rowsPerInsert, 2 * BaselineApproval.rowsPerInsert + 37])
    func everyBaselineOfALargeApprovalIsStored(count: Int) throws {
        let store = try LayoutStore.inMemory()
        try store.upsertScenarios([ScenarioRecord(name: "Many", definitionHash: "h")])
        let keys = (0..<count).map { BaselineKey(scenario: "Many", caseKey: "iPhone16/en/large/set\($0)") }
        let cases = Fixture.cases(scenario: "Many", keys: keys.map(\.caseKey))
        let first = BaselineChangeSet(writes: keys.enumerated().filter { $0.offset % 2 == 0 }.map {
            BaselineWrite(key: $0.element, frames: "[\($0.offset)]")
        })
        try store.replaceBaselines(first, provenance: Fixture.provenance, upserting: cases)
        let second = BaselineChangeSet(writes: keys.enumerated().map { BaselineWrite(key: $0.element, frames: "[\($0.offset), 2]") })
        #expect(try store.replaceBaselines(second, provenance: Fixture.laterProvenance)
                == BaselineChangeSummary(inserted: count / 2, updated: (count + 1) / 2))
        let current = try store.currentBaselines()
        #expect(current.count == count)
        for (i, key) in keys.enumerated() { #expect(current[key]?.frames == "[\(i), 2]") }
        #expect(try store.rows("SELECT count(*) FROM baselines") == [["\(count + (count + 1) / 2)"]])
    }

    @Test func contradictoryChangeSetsAreRejected() throws {
        let (store, _) = try Fixture.store()
        let twice = BaselineChangeSet(writes: [BaselineWrite(key: checkoutEN, frames: "[]"),
                                               BaselineWrite(key: checkoutEN, frames: "[1]")])
        #expect(throws: StoreError.self) { try store.replaceBaselines(twice, provenance: Fixture.provenance) }
        let both = BaselineChangeSet(writes: [BaselineWrite(key: checkoutEN, frames: "[]")], deletions: [checkoutEN])
        #expect(throws: StoreError.self) { try store.replaceBaselines(both, provenance: Fixture.provenance) }
        #expect(try store.baselineKeys().isEmpty)
    }

    @Test func orphanedBaselinesAreDetectable() throws {
        let (store, _) = try Fixture.store()
        var changes = BaselineChangeSet()
        for key in [checkoutEN, checkoutDE, profileEN] { try changes.write(Fixture.frames(width: 10), for: key) }
        try store.replaceBaselines(changes, provenance: Fixture.provenance)
        // The fixtures no longer define Profile nor Checkout's German case.
        let defined: Set<BaselineKey> = [checkoutEN, BaselineKey(scenario: "Checkout", caseKey: "iPhoneSE/de/large/long")]
        let orphans = try store.baselineKeys().filter { !defined.contains($0) }
        #expect(orphans == [checkoutDE, profileEN])
        try store.replaceBaselines(BaselineChangeSet(deletions: orphans), provenance: Fixture.laterProvenance)
        #expect(try store.baselineKeys() == [checkoutEN])
    }

    @Test func baselineFramesViewExpandsOneRowPerView() throws {
        let (store, _) = try Fixture.store()
        try store.replaceBaselines(BaselineChangeSet(writes: [BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 390))]),
                                   provenance: Fixture.provenance)
        let rows = try store.rows("SELECT scenario, case_key, view_index, path, x, y, width, height, lines, truncated FROM baseline_frames")
        #expect(rows == [
            ["Checkout", "iPhone16/en/large/base", "0", "root", "0", "0", "390.0", "44", "NULL", "NULL"],
            ["Checkout", "iPhone16/en/large/base", "1", "root/title", "16", "12", "120.5", "20", "1", "0"],
        ])
        #expect(try store.rows("SELECT scenario, case_key, recorded_by, note FROM current_baselines")
                == [["Checkout", "iPhone16/en/large/base", "alice", "first approval"]])
    }
}

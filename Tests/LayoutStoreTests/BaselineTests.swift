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
        changes.write(Fixture.frames(width: 400), for: checkoutEN)
        changes.write(Fixture.frames(width: 300), for: checkoutDE)
        #expect(try store.replaceBaselines(changes, provenance: Fixture.laterProvenance)
                == BaselineChangeSummary(inserted: 1, updated: 1))

        let history = try store.baselineHistory(for: checkoutEN)
        #expect(history == [
            BaselineRevision(frames: Fixture.frames(width: 390), provenance: Fixture.provenance,
                             supersededAt: Fixture.laterProvenance.recordedAt),
            BaselineRevision(frames: Fixture.frames(width: 400), provenance: Fixture.laterProvenance, supersededAt: nil),
        ])
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
        #expect(try store.baselineHistory(for: checkoutEN).map(\.supersededAt)
                == [Fixture.laterProvenance.recordedAt, deleter.recordedAt])
        #expect(try store.rows("SELECT count(*) FROM baselines") == [["3"]])
    }

    enum Midway: String, CaseIterable {
        case unknownCase, invalidJSON, notAnArray
    }

    @Test(arguments: Midway.allCases)
    func failureMidwayLeavesTheDatabaseUnchanged(_ failure: Midway) throws {
        let (store, _) = try Fixture.store()
        try store.replaceBaselines(BaselineChangeSet(writes: [BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 390))]),
                                   provenance: Fixture.provenance)
        let before = try store.rows("SELECT * FROM baselines ORDER BY id") + store.rows("SELECT * FROM approvals ORDER BY id")

        var changes = BaselineChangeSet()
        changes.write(Fixture.frames(width: 500), for: checkoutEN)  // an update, applied first
        changes.write(Fixture.frames(width: 501), for: checkoutDE)  // an insert
        switch failure {
        case .unknownCase:
            changes.write(Fixture.frames(width: 1), for: BaselineKey(scenario: "Checkout", caseKey: "gone/xx/xx/xx"))
        case .invalidJSON:
            changes.write(#"[{"path":"root","x":"#, for: profileEN)
        case .notAnArray:
            changes.write(#"{"path":"root"}"#, for: profileEN)
        }
        let error = try #require(throws: StoreError.self) {
            try store.replaceBaselines(changes, provenance: Fixture.laterProvenance)
        }
        #expect(error.kind == (failure == .unknownCase ? .invalidInput : .constraint))
        #expect(try store.rows("SELECT * FROM baselines ORDER BY id") + store.rows("SELECT * FROM approvals ORDER BY id") == before)
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
        for key in [checkoutEN, checkoutDE, profileEN] { changes.write(Fixture.frames(width: 10), for: key) }
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

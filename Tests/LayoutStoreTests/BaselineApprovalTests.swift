import Testing
@testable import LayoutStore

/// Approvals whose writes and deletions arrive one at a time, with the caller's own work in
/// between, as `record` hands them over while it lays out.
@Suite("Baseline approvals")
struct BaselineApprovalTests {
    let checkoutEN = BaselineKey(scenario: "Checkout", caseKey: "iPhone16/en/large/base")
    let checkoutDE = BaselineKey(scenario: "Checkout", caseKey: "iPhone16/de/accessibility2/base")
    let checkoutSE = BaselineKey(scenario: "Checkout", caseKey: "iPhoneSE/de/large/long")
    let profileEN = BaselineKey(scenario: "Profile", caseKey: "iPhone16/en/large/base")

    /// Everything `Fixture.store()` holds that an approval may change.
    func snapshot(_ store: LayoutStore) throws -> [[String]] {
        try store.rows("SELECT * FROM scenarios ORDER BY id") + store.rows("SELECT * FROM cases ORDER BY id")
            + store.rows("SELECT * FROM baselines ORDER BY id") + store.rows("SELECT * FROM approvals ORDER BY id")
    }

    /// A store with baselines for `checkoutEN` and `checkoutSE`.
    func approvedStore() throws -> LayoutStore {
        let (store, _) = try Fixture.store()
        try store.replaceBaselines(provenance: Fixture.provenance) { approval in
            try approval.write(BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 390)))
            try approval.write(BaselineWrite(key: checkoutSE, frames: Fixture.frames(width: 320)))
        }
        return store
    }

    @Test func writesAndDeletionsArriveInAnyOrder() throws {
        let store = try approvedStore()
        var handed: [String] = []
        let summary = try store.replaceBaselines(provenance: Fixture.laterProvenance) { approval in
            try approval.write(BaselineWrite(key: checkoutDE, frames: Fixture.frames(width: 300)))
            handed.append("insert")
            try approval.delete(checkoutSE)
            handed.append("delete")
            try approval.write(BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 391)))
            handed.append("update")
            try approval.delete(profileEN)  // no baseline: nothing to retire
            try approval.delete(BaselineKey(scenario: "Gone", caseKey: "a/b/c/d"))  // unknown: ignored
        }
        #expect(handed == ["insert", "delete", "update"])
        #expect(summary == BaselineChangeSummary(inserted: 1, updated: 1, deleted: 1))
        #expect(try store.baselineKeys() == [checkoutDE, checkoutEN])
        #expect(try store.currentBaselines()[checkoutEN]?.frames == Fixture.frames(width: 391))
        #expect(try store.approvals(of: checkoutSE).map(\.supersededAt) == [Fixture.laterProvenance.recordedAt])
    }

    /// An approval given its cases a window at a time holds the cases of the window's
    /// scenarios: going back to a scenario it left reads its cases again, with what the
    /// approval changed there, so a retired baseline is not retired twice and a key written
    /// before is still refused.
    @Test func goingBackToAScenarioReadsItsCasesAgain() throws {
        let store = try approvedStore()
        let profile = Fixture.cases(scenario: "Profile", keys: [profileEN.caseKey])
        let checkout = Fixture.cases(scenario: "Checkout", keys: [checkoutDE.caseKey])
        let summary = try store.replaceBaselines(provenance: Fixture.laterProvenance) { approval in
            try approval.write(BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 391)))
            try approval.delete(checkoutSE)
            try approval.upsert(profile)
            try approval.write(BaselineWrite(key: profileEN, frames: Fixture.frames(width: 300)))
            try approval.delete(checkoutSE)
            try approval.upsert(checkout)
            try approval.write(BaselineWrite(key: checkoutDE, frames: Fixture.frames(width: 301)))
        }
        #expect(summary == BaselineChangeSummary(inserted: 2, updated: 1, deleted: 1))
        #expect(try store.baselineKeys() == [checkoutDE, checkoutEN, profileEN])
        #expect(try store.approvals(of: checkoutSE).map(\.supersededAt) == [Fixture.laterProvenance.recordedAt])

        let before = try snapshot(store)
        let error = try #require(throws: StoreError.self) {
            try store.replaceBaselines(provenance: Fixture.laterProvenance) { approval in
                try approval.write(BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 392)))
                try approval.upsert(profile)
                try approval.write(BaselineWrite(key: profileEN, frames: Fixture.frames(width: 302)))
                try approval.upsert(checkout)
                try approval.write(BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 393)))
            }
        }
        #expect(error.message.contains("written twice"), "\(error)")
        #expect(try snapshot(store) == before)
    }

    /// The first refused change fails the approval: later ones are refused with the same
    /// error, and the transaction rolls back even though the caller caught the error.
    @Test func aWriteAfterAnErrorIsRefusedAndNothingIsCommitted() throws {
        let store = try approvedStore()
        let before = try snapshot(store)
        var first: StoreError?
        var later: StoreError?
        let error = try #require(throws: StoreError.self) {
            try store.replaceBaselines(provenance: Fixture.laterProvenance) { approval in
                try approval.write(BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 500)))
                do {
                    try approval.write(BaselineWrite(key: BaselineKey(scenario: "Checkout", caseKey: "no/such/case/x"), frames: "[]"))
                } catch let error as StoreError {
                    first = error
                }
                do {
                    try approval.write(BaselineWrite(key: checkoutDE, frames: Fixture.frames(width: 501)))
                } catch let error as StoreError {
                    later = error
                }
                var deleted = true
                do { try approval.delete(checkoutSE) } catch { deleted = false }
                #expect(!deleted)
            }
        }
        #expect(first?.kind == .invalidInput)
        #expect(first?.message.contains("no/such/case/x") == true)
        #expect(later?.message == first?.message)
        #expect(error.message == first?.message)
        #expect(try snapshot(store) == before)
    }

    enum Contradiction: String, CaseIterable {
        case writtenTwice, writtenThenDeleted, deletedThenWritten
    }

    @Test(arguments: Contradiction.allCases)
    func aKeyIsWrittenOrDeletedOnce(_ contradiction: Contradiction) throws {
        let store = try approvedStore()
        let before = try snapshot(store)
        let error = try #require(throws: StoreError.self) {
            try store.replaceBaselines(provenance: Fixture.laterProvenance) { approval in
                try approval.write(BaselineWrite(key: checkoutDE, frames: Fixture.frames(width: 300)))
                switch contradiction {
                case .writtenTwice:
                    try approval.write(BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 1)))
                    try approval.write(BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 2)))
                case .writtenThenDeleted:
                    try approval.write(BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 1)))
                    try approval.delete(checkoutEN)
                case .deletedThenWritten:
                    try approval.delete(checkoutEN)
                    try approval.write(BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 1)))
                }
            }
        }
        #expect(error.kind == .invalidInput)
        #expect(error.message.contains(checkoutEN.caseKey), "\(error)")
        #expect(try snapshot(store) == before)
    }

    /// Writing frames equal to the current baseline is not a change, even twice in a row
    /// for different keys; deleting a key twice retires its baseline once.
    @Test func unchangedWritesAndRepeatedDeletionsChangeNothingMore() throws {
        let store = try approvedStore()
        let approvals = try store.rows("SELECT count(*) FROM approvals")
        #expect(try store.replaceBaselines(provenance: Fixture.laterProvenance) { approval in
            try approval.write(BaselineWrite(key: checkoutEN, frames: Fixture.frames(width: 390)))
            try approval.write(BaselineWrite(key: checkoutSE, frames: Fixture.frames(width: 320)))
        } == BaselineChangeSummary(unchanged: 2))
        #expect(try store.rows("SELECT count(*) FROM approvals") == approvals)
        #expect(try store.replaceBaselines(provenance: Fixture.laterProvenance) { approval in
            try approval.delete(checkoutSE)
            try approval.delete(checkoutSE)
        } == BaselineChangeSummary(deleted: 1))
        #expect(try store.baselineKeys() == [checkoutEN])
    }

    /// Throwing from the closure rolls back everything: the scenarios and cases upserted with
    /// the approval, and writes already inserted (more than one INSERT's worth).
    @Test(arguments: [1, BaselineApproval.rowsPerInsert + 1])
    func theCallerThrowingRollsEverythingBack(writes: Int) throws {
        let store = try approvedStore()
        let before = try snapshot(store)
        let keys = (0..<writes).map { BaselineKey(scenario: "Settings", caseKey: "iPhone16/en/large/set\($0)") }
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try store.replaceBaselines(provenance: Fixture.laterProvenance,
                                       upserting: [ScenarioRecord(name: "Settings", definitionHash: "s1"),
                                                   ScenarioRecord(name: "Checkout", definitionHash: "c2")],
                                       cases: Fixture.cases(scenario: "Settings", keys: keys.map(\.caseKey))) { approval in
                try approval.delete(checkoutSE)
                for key in keys { try approval.write(BaselineWrite(key: key, frames: "[1]")) }
                throw Refused()
            }
        }
        #expect(try snapshot(store) == before)
        // The same approval without the error commits all of it.
        let summary = try store.replaceBaselines(provenance: Fixture.laterProvenance,
                                                 upserting: [ScenarioRecord(name: "Settings", definitionHash: "s1")],
                                                 cases: Fixture.cases(scenario: "Settings", keys: keys.map(\.caseKey))) { approval in
            for key in keys { try approval.write(BaselineWrite(key: key, frames: "[1]")) }
        }
        #expect(summary == BaselineChangeSummary(inserted: writes))
        #expect(try store.currentBaselines(scenarios: ["Settings"]).count == writes)
    }
}

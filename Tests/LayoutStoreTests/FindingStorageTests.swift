import Testing
@testable import LayoutStore

/// Lint findings kept with results (latest_findings, run_summary) and with baselines
/// (approved_findings), as JSON arrays given by the runner.
@Suite("Findings")
struct FindingStorageTests {
    static let truncated = #"{"kind":"truncated","path":"VStack/Text","id":"title","detail":"needs 3 lines, has 2""#

    @Test func aRunKeepsEachCaseFindingsAndCountsThem() throws {
        let (store, ids) = try Fixture.store()
        let key = BaselineKey(scenario: "Checkout", caseKey: "iPhone16/de/accessibility2/base")
        let caseID = try #require(ids[key])
        let findings = "[" + Self.truncated + #","severity":"fail","approved":false},"#
            + #"{"kind":"tapTarget","path":"VStack/Button","detail":"38 × 22 pt, under 44 × 44","severity":"warn","approved":true}]"#
        let results = ids.values.sorted().map { id in
            CaseResultRecord(caseID: id, status: id == caseID ? .fail : .pass, maxDelta: 0, findings: id == caseID ? findings : nil)
        }
        try store.recordRun(Fixture.run(), results: results)
        #expect(try store.rows("SELECT scenario, case_key, locale, size_category, kind, path, quote(view_id), detail, severity, approval FROM latest_findings") == [
            ["Checkout", key.caseKey, "de", "accessibility2", "truncated", "VStack/Text", "'title'", "needs 3 lines, has 2", "fail", "new"],
            ["Checkout", key.caseKey, "de", "accessibility2", "tapTarget", "VStack/Button", "NULL", "38 × 22 pt, under 44 × 44", "warn", "approved"],
        ])
        #expect(try store.rows("SELECT findings, new_findings FROM run_summary") == [["2", "1"]])
    }

    /// Findings that are the same in every run, and in several cases of one run, are stored
    /// once; each run's views still show every one of them.
    @Test func theSameFindingsInManyCasesAndRunsAreStoredOnce() throws {
        let (store, ids) = try Fixture.store()
        let approved = "[" + Self.truncated + #","severity":"warn","approved":true}]"#
        let other = "[" + Self.truncated + #","severity":"warn","approved":false}]"#
        let sorted = ids.values.sorted()
        for run in 0..<3 {
            let results = sorted.enumerated().map { i, id in
                CaseResultRecord(caseID: id, status: .pass, maxDelta: 0, findings: run == 2 && i == 0 ? other : approved)
            }
            try store.recordRun(Fixture.run(started: "2025-03-0\(run + 1)T12:00:00Z"), results: results)
        }
        #expect(try store.rows("SELECT count(*) FROM finding_sets") == [["2"]])
        #expect(try store.rows("SELECT count(*) FROM result_details WHERE findings IS NULL AND findings_set IS NOT NULL")
                == [["\(3 * sorted.count)"]])
        let count = "\(sorted.count)"
        #expect(try store.rows("SELECT findings, new_findings FROM run_summary ORDER BY id")
                == [[count, "0"], [count, "0"], [count, "1"]])
        #expect(try store.rows("SELECT count(*), sum(approval = 'new') FROM latest_findings") == [[count, "1"]])
    }

    @Test func aBaselineKeepsItsApprovedFindingsAndAChangeOfThemIsAnApproval() throws {
        let (store, _) = try Fixture.store()
        let key = BaselineKey(scenario: "Checkout", caseKey: "iPhone16/en/large/base")
        let frames = Fixture.frames(width: 390)
        try store.replaceBaselines(BaselineChangeSet(writes: [BaselineWrite(key: key, frames: frames)]),
                                   provenance: Fixture.provenance)
        #expect(try store.rows("SELECT count(*) FROM approved_findings") == [["0"]])
        // The same frames with a finding: a new baseline, not "unchanged".
        try store.replaceBaselines(BaselineChangeSet(writes: [BaselineWrite(key: key, frames: frames,
                                                                             findings: "[" + Self.truncated + "}]")]),
                                   provenance: Fixture.laterProvenance)
        #expect(try store.rows("SELECT scenario, case_key, kind, path, view_id, detail FROM approved_findings") == [
            ["Checkout", key.caseKey, "truncated", "VStack/Text", "title", "needs 3 lines, has 2"],
        ])
        #expect(try store.approvals(of: key).count == 2)
        // What a debug build's write asserts of the findings, as of the frames.
        #expect(BaselineWrite.problem(in: "nope") != nil)
        #expect(BaselineWrite.problem(in: "[" + Self.truncated + "}]") == nil)
    }
}

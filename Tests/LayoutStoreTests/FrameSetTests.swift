import ContentDigest
import Testing
@testable import LayoutStore
import TestSupport

/// Each distinct frames text of baselines is stored once (`frame_sets`, schema version 8),
/// keyed by its SHA-256, and so is each findings text (`finding_sets`); what users read
/// through the views does not change.
@Suite("Frame sets")
struct FrameSetTests {
    let checkoutEN = BaselineKey(scenario: "Checkout", caseKey: "iPhone16/en/large/base")
    let checkoutDE = BaselineKey(scenario: "Checkout", caseKey: "iPhone16/de/accessibility2/base")
    let profileEN = BaselineKey(scenario: "Profile", caseKey: "iPhone16/en/large/base")

    @Test func casesWithTheSameFramesShareOneText() throws {
        let (store, _) = try Fixture.store()
        let same = Fixture.frames(width: 390), other = Fixture.frames(width: 400)
        let findings = #"[{"kind":"truncated","path":"VStack/Text","detail":"1 line of 2"}]"#
        let summary = try store.replaceBaselines(BaselineChangeSet(writes: [
            BaselineWrite(key: checkoutEN, frames: same, findings: findings),
            BaselineWrite(key: checkoutDE, frames: other),
            BaselineWrite(key: profileEN, frames: same, findings: findings),
        ]), provenance: Fixture.provenance)
        #expect(summary == BaselineChangeSummary(inserted: 3))
        #expect(try store.rows("SELECT frames FROM frame_sets ORDER BY id") == [[same], [other]])
        #expect(try store.rows("SELECT findings FROM finding_sets") == [[findings]])
        #expect(try store.rows("SELECT case_key, detail FROM approved_findings")
                == [[checkoutEN.caseKey, "1 line of 2"], [profileEN.caseKey, "1 line of 2"]])
        #expect(try store.rows("SELECT count(DISTINCT frame_set) FROM baselines") == [["2"]])
        #expect(try store.currentBaselines().mapValues(\.frames) == [checkoutEN: same, checkoutDE: other, profileEN: same])
        #expect(try store.rows("SELECT case_key, frames FROM current_baselines") == [
            [checkoutDE.caseKey, other], [checkoutEN.caseKey, same], [profileEN.caseKey, same],
        ])

        // A later approval of a text already stored points at it; a new text is added once.
        let third = Fixture.frames(width: 300)
        #expect(try store.replaceBaselines(BaselineChangeSet(writes: [
            BaselineWrite(key: checkoutEN, frames: other),
            BaselineWrite(key: checkoutDE, frames: third),
            BaselineWrite(key: profileEN, frames: third),
        ]), provenance: Fixture.laterProvenance) == BaselineChangeSummary(updated: 3))
        #expect(try store.rows("SELECT frames FROM frame_sets ORDER BY id") == [[same], [other], [third]])
        #expect(try store.approvals(of: checkoutEN).map(\.frames) == [same, other])
        #expect(try store.approvals(of: checkoutEN).map(\.findings) == [findings, nil])

        // The same frames with other findings are a change; with the same findings, none.
        #expect(try store.replaceBaselines(BaselineChangeSet(writes: [
            BaselineWrite(key: checkoutEN, frames: other, findings: findings),
            BaselineWrite(key: checkoutDE, frames: third),
        ]), provenance: Fixture.provenance) == BaselineChangeSummary(updated: 1, unchanged: 1))
        #expect(try store.rows("SELECT count(*) FROM finding_sets") == [["1"]])
    }

    /// The digest is SHA-256 of the text's UTF-8, in SQL as in Swift: what lets version 8 move
    /// old baselines' frames, and what a record looks a text up by.
    @Test func theDigestIsTheSHA256OfTheText() throws {
        let (store, _) = try Fixture.store()
        let frames = Fixture.frames(width: 390)
        try store.replaceBaselines(BaselineChangeSet(writes: [BaselineWrite(key: checkoutEN, frames: frames)]),
                                   provenance: Fixture.provenance)
        #expect(try store.rows("SELECT lower(hex(digest)) FROM frame_sets") == [[SHA256.hash(Array(frames.utf8)).hex]])
        #expect(try store.rows("SELECT lower(hex(layoutreg_sha256('abc'))), quote(layoutreg_sha256(NULL))")
                == [["ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", "NULL"]])
        // A text the table has under another id cannot be added a second time.
        #expect(throws: StoreError.self) {
            try store.execute("INSERT INTO frame_sets(digest, frames) SELECT digest, frames FROM frame_sets")
        }
    }

    /// Version 8 moves the frames and findings of every baseline, current and superseded, into
    /// frame_sets and finding_sets, once per distinct text, and keeps every row, index and view
    /// as users read them.
    @Test func versionEightKeepsEveryBaselineAndStoresEachTextOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("store.sqlite")
        let keys = ["iPhone16/en/large/base", "iPhone16/de/large/base", "iPhone16/fr/large/base"]
        let findings = #"[{"kind":"truncated","path":"VStack/Text","detail":"1 line of 2"}]"#
        var views: [[String]] = []
        var rows: [[String]] = []
        do {
            let old = try LayoutStore(path: path, busyTimeoutMilliseconds: 0, migrations: Array(EmbeddedMigrations.all.prefix(7)))
            #expect(old.schemaVersion == 7)
            try old.upsertScenarios([ScenarioRecord(name: "Checkout", definitionHash: "c1")])
            _ = try old.upsertCases(Fixture.cases(scenario: "Checkout", keys: keys))
            try old.execute("""
                INSERT INTO approvals(id, recorded_at, recorded_by, git_commit, engine_version, font_hashes, note) VALUES
                    (1, '2026-11-01T00:00:00.000Z', 'ci', 'abc', '0.1.0', 'h  f', NULL),
                    (2, '2026-11-02T00:00:00.000Z', 'ci', 'def', '0.1.0', 'h  f', 'later')
                """)
            try old.execute("""
                INSERT INTO baselines(id, case_id, approval_id, superseded_by, frames, findings) VALUES
                    (1, 1, 1, 2, '\(Fixture.frames(width: 390))', NULL),
                    (2, 2, 1, NULL, '\(Fixture.frames(width: 390))', '\(findings)'),
                    (3, 1, 2, NULL, '\(Fixture.frames(width: 400))', NULL),
                    (4, 3, 2, NULL, '\(Fixture.frames(width: 390))', '\(findings)')
                """)
            views = try old.rows("SELECT * FROM current_baselines") + old.rows("SELECT * FROM baseline_frames")
                + old.rows("SELECT * FROM approved_findings") + old.rows("SELECT * FROM flaky_cases")
            #expect(views.count == 3 + 3 * 2 + 2)  // 3 current baselines of 2 views, 2 findings
            rows = try old.rows("SELECT id, case_id, approval_id, quote(superseded_by), frames, quote(findings) FROM baselines ORDER BY id")
        }
        // Reading alone does not migrate, and says what does.
        let refusal = try #require(throws: StoreError.self) { try LayoutStore(readingPath: path) }
        #expect(refusal.kind == .schemaTooOld)
        #expect(refusal.description.contains("schema version 7 and this layoutreg reads version \(LayoutStore.supportedSchemaVersion)"))
        let store = try LayoutStore(path: path, busyTimeoutMilliseconds: 0, migrations: Array(EmbeddedMigrations.all.prefix(8)))
        #expect(store.schemaVersion == 8)
        #expect(try store.rows("SELECT id, frames FROM frame_sets ORDER BY id")
                == [["1", Fixture.frames(width: 390)], ["2", Fixture.frames(width: 400)]])
        #expect(try store.rows("SELECT findings FROM finding_sets") == [[findings]])
        #expect(try store.rows("""
            SELECT b.id, b.case_id, b.approval_id, quote(b.superseded_by), fs.frames, quote(fi.findings)
              FROM baselines b
              JOIN frame_sets fs        ON fs.id = b.frame_set
              LEFT JOIN finding_sets fi ON fi.id = b.findings_set
             ORDER BY b.id
            """) == rows)
        #expect(try store.rows("SELECT * FROM current_baselines") + store.rows("SELECT * FROM baseline_frames")
                + store.rows("SELECT * FROM approved_findings") + store.rows("SELECT * FROM flaky_cases") == views)
        #expect(try store.rows("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'baselines' ORDER BY name")
                == [["baselines_by_case"], ["baselines_current"]])
        #expect(try store.rows("PRAGMA foreign_key_check").isEmpty)
        // What SQLite still refuses: a second current baseline, frames it does not have.
        #expect(throws: StoreError.self) { try store.execute("INSERT INTO baselines(case_id, approval_id, frame_set) VALUES (1, 2, 1)") }
        #expect(throws: StoreError.self) { try store.execute("INSERT INTO baselines(case_id, approval_id, superseded_by, frame_set) VALUES (1, 1, 2, 99)") }
        // The store approves on the migrated database: the same text again is unchanged.
        let key = BaselineKey(scenario: "Checkout", caseKey: keys[1])
        let again = BaselineWrite(key: key, frames: Fixture.frames(width: 390), findings: findings)
        #expect(try store.replaceBaselines(BaselineChangeSet(writes: [again]), provenance: Fixture.laterProvenance)
                == BaselineChangeSummary(unchanged: 1))
    }
}

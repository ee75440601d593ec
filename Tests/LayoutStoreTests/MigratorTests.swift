import Testing
@testable import LayoutStore
import TestSupport

@Suite("Migrator")
struct MigratorTests {
    private static let three = [
        Migration(version: 1, name: "one", sql: "CREATE TABLE one(x INTEGER);"),
        Migration(version: 2, name: "two", sql: "CREATE TABLE two(x INTEGER);\nINSERT INTO two VALUES (2);"),
        Migration(version: 3, name: "three", sql: "-- a comment first\nCREATE TABLE three(x INTEGER);;\nINSERT INTO three VALUES (3);\n-- and after\n"),
    ]

    @Test func freshDatabaseGetsEveryMigrationWithItsRow() throws {
        let db = try Connection(path: ":memory:")
        let version = try Migrator(migrations: EmbeddedMigrations.all).migrate(db)
        #expect(version == LayoutStore.supportedSchemaVersion)
        let rows = try db.rows("SELECT version, name, length(applied_at) FROM schema_migrations ORDER BY version")
        #expect(rows == EmbeddedMigrations.all.map { ["\($0.version)", $0.name, "20"] })
        let tables = try db.rows("SELECT name FROM sqlite_schema WHERE type IN ('table', 'view') ORDER BY name").map { $0[0] }
        for name in ["scenarios", "cases", "approvals", "baselines", "runs", "results", "result_details",
                     "run_scenarios", "run_summary", "case_history", "latest_failures", "baseline_frames"] {
            #expect(tables.contains(name), "missing \(name)")
        }
    }

    @Test func migratingAgainIsANoOp() throws {
        let db = try Connection(path: ":memory:")
        let migrator = Migrator(migrations: Self.three)
        #expect(try migrator.migrate(db) == 3)
        let before = try db.rows("SELECT version, name, applied_at FROM schema_migrations ORDER BY version")
        #expect(try migrator.migrate(db) == 3)
        #expect(try db.rows("SELECT version, name, applied_at FROM schema_migrations ORDER BY version") == before)
        #expect(try db.rows("SELECT x FROM two") == [["2"]])
        #expect(try db.rows("SELECT x FROM three") == [["3"]])  // after an empty statement
    }

    @Test func reopeningAFileDatabaseIsANoOp() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("store.sqlite")
        let first = try LayoutStore(path: path).rows("SELECT version, name, applied_at FROM schema_migrations")
        let store = try LayoutStore(path: path)
        #expect(store.schemaVersion == LayoutStore.supportedSchemaVersion)
        #expect(try store.rows("SELECT version, name, applied_at FROM schema_migrations") == first)
        #expect(try store.rows("PRAGMA journal_mode") == [["wal"]])
    }

    @Test func onlyNewMigrationsRunOnAnOlderDatabase() throws {
        let db = try Connection(path: ":memory:")
        #expect(try Migrator(migrations: Array(Self.three.prefix(1))).migrate(db) == 1)
        try db.execute("INSERT INTO one VALUES (1)")
        #expect(try Migrator(migrations: Self.three).migrate(db) == 3)
        #expect(try db.rows("SELECT x FROM one") == [["1"]])
        #expect(try db.rows("SELECT version FROM schema_migrations ORDER BY version") == [["1"], ["2"], ["3"]])
    }

    @Test func newerDatabaseIsRefused() throws {
        let db = try Connection(path: ":memory:")
        try Migrator(migrations: Self.three).migrate(db)
        try db.execute("INSERT INTO schema_migrations VALUES (7, 'future', '2030-01-01T00:00:00Z')")
        let error = try #require(throws: StoreError.self) {
            try Migrator(migrations: Self.three).migrate(db)
        }
        #expect(error.kind == .schemaTooNew)
        #expect(error.message.contains(
            "database schema version 7 is newer than this layoutreg understands (3); upgrade layoutreg"))
    }

    @Test func newerFileDatabaseIsRefusedWithItsPath() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("store.sqlite")
        try LayoutStore(path: path).execute("INSERT INTO schema_migrations VALUES (99, 'future', 'x')")
        let error = try #require(throws: StoreError.self) { try LayoutStore(path: path) }
        #expect(error.kind == .schemaTooNew)
        #expect(error.description.contains(path))
        #expect(error.description.contains(
            "database schema version 99 is newer than this layoutreg understands (\(LayoutStore.supportedSchemaVersion))"))
    }

    @Test func failingMigrationRollsBackAndLeavesNoRow() throws {
        let db = try Connection(path: ":memory:")
        let broken = Self.three.prefix(1) + [
            Migration(version: 2, name: "broken", sql: "CREATE TABLE two(x INTEGER);\nINSERT INTO missing VALUES (1);"),
        ]
        let error = try #require(throws: StoreError.self) {
            try Migrator(migrations: Array(broken)).migrate(db)
        }
        #expect(error.message.contains("migration 0002_broken.sql failed"))
        #expect(error.message.contains("no such table: missing"))
        #expect(error.sql?.contains("INSERT INTO missing") == true)
        #expect(error.sqliteCode != nil)
        #expect(try db.rows("SELECT version FROM schema_migrations") == [["1"]])
        #expect(try db.rows("SELECT name FROM sqlite_schema WHERE name = 'two'").isEmpty)
        // The database stays usable: a fixed build migrates it.
        #expect(try Migrator(migrations: Self.three).migrate(db) == 3)
    }

    /// Version 2 rebuilds `baselines` without the JSON CHECK (the store checks frames when a
    /// write is made): every row, index, view and remaining constraint survives.
    @Test func versionTwoKeepsBaselinesAndDropsOnlyTheJSONCheck() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("store.sqlite")
        let checkout = BaselineKey(scenario: "Checkout", caseKey: "iPhone16/en/large/base")
        var views: [[String]] = []
        do {
            let old = try LayoutStore(path: path, busyTimeoutMilliseconds: 0, migrations: Array(EmbeddedMigrations.all.prefix(1)))
            #expect(old.schemaVersion == 1)
            try old.upsertScenarios([ScenarioRecord(name: "Checkout", definitionHash: "c1")])
            _ = try old.upsertCases(Fixture.cases(scenario: "Checkout", keys: [checkout.caseKey]))
            // Written as version 1 wrote them: today's store also writes columns of later versions.
            try old.execute("""
                INSERT INTO approvals(id, recorded_at, recorded_by, git_commit, engine_version, font_hashes, note) VALUES
                    (1, '2026-11-01T00:00:00.000Z', 'ci', 'abc', '0.1.0', 'h  f', NULL),
                    (2, '2026-11-02T00:00:00.000Z', 'ci', 'def', '0.1.0', 'h  f', 'later')
                """)
            try old.execute("""
                INSERT INTO baselines(id, case_id, approval_id, superseded_by, frames) VALUES
                    (1, 1, 1, 2, '\(Fixture.frames(width: 390))'), (2, 1, 2, NULL, '\(Fixture.frames(width: 400))')
                """)
            #expect(throws: StoreError.self) { try old.execute("INSERT INTO baselines(case_id, approval_id, frames) VALUES (1, 1, 'x')") }
            views = try old.rows("SELECT * FROM current_baselines") + old.rows("SELECT * FROM baseline_frames")
        }
        let store = try LayoutStore(path: path, busyTimeoutMilliseconds: 0, migrations: Array(EmbeddedMigrations.all.prefix(2)))
        #expect(store.schemaVersion == 2)
        #expect(try store.rows("SELECT id, case_id, approval_id, quote(superseded_by), frames FROM baselines ORDER BY id") == [
            ["1", "1", "1", "2", Fixture.frames(width: 390)],
            ["2", "1", "2", "NULL", Fixture.frames(width: 400)],
        ])
        #expect(try store.rows("SELECT * FROM current_baselines") + store.rows("SELECT * FROM baseline_frames") == views)
        #expect(try store.rows("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'baselines' ORDER BY name")
                == [["baselines_by_case"], ["baselines_current"]])
        #expect(try store.rows("PRAGMA foreign_key_check").isEmpty)
        // What SQLite still refuses: a second current baseline, a backwards supersession, an unknown case.
        #expect(throws: StoreError.self) { try store.execute("INSERT INTO baselines(case_id, approval_id, frames) VALUES (1, 1, '[]')") }
        #expect(throws: StoreError.self) { try store.execute("UPDATE baselines SET superseded_by = 1 WHERE id = 2") }
        #expect(throws: StoreError.self) {
            try store.execute("INSERT INTO baselines(case_id, approval_id, superseded_by, frames) VALUES (99, 1, 2, '[]')")
        }
    }

    /// Version 3 adds the file digest cache to a version 2 database and changes nothing else.
    @Test func versionThreeAddsAnEmptyFileDigestCache() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("store.sqlite")
        var tables: [[String]] = []
        do {
            let old = try LayoutStore(path: path, busyTimeoutMilliseconds: 0, migrations: Array(EmbeddedMigrations.all.prefix(2)))
            try old.upsertScenarios([ScenarioRecord(name: "Checkout", definitionHash: "c1")])
            tables = try old.rows("SELECT type, name, sql FROM sqlite_schema ORDER BY name")
        }
        let store = try LayoutStore(path: path, busyTimeoutMilliseconds: 0, migrations: Array(EmbeddedMigrations.all.prefix(3)))
        #expect(store.schemaVersion == 3)
        #expect(try store.rows("SELECT count(*) FROM file_digests") == [["0"]])
        #expect(try store.rows("SELECT type, name, sql FROM sqlite_schema WHERE name NOT LIKE '%file_digests%' ORDER BY name")
                == tables)
        #expect(try store.rows("SELECT name FROM scenarios") == [["Checkout"]])
    }

    /// Version 5 adds findings to baselines and results, counts them in run_summary, and keeps
    /// every row: old baselines and results have no findings.
    @Test func versionFiveAddsFindingsAndKeepsEveryRow() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("store.sqlite")
        var baselines: [[String]] = []
        var summary: [[String]] = []
        do {
            let old = try LayoutStore(path: path, busyTimeoutMilliseconds: 0, migrations: Array(EmbeddedMigrations.all.prefix(4)))
            #expect(old.schemaVersion == 4)
            try old.upsertScenarios([ScenarioRecord(name: "Checkout", definitionHash: "c1")])
            baselines = try old.rows("SELECT * FROM current_baselines")
            summary = try old.rows("SELECT * FROM run_summary")
        }
        let store = try LayoutStore(path: path, busyTimeoutMilliseconds: 0, migrations: Array(EmbeddedMigrations.all.prefix(5)))
        #expect(store.schemaVersion == 5)
        #expect(try store.rows("SELECT * FROM current_baselines") == baselines)
        #expect(try store.rows("SELECT * FROM run_summary") == summary)
        #expect(try store.rows("SELECT count(*) FROM latest_findings") == [["0"]])
        #expect(try store.rows("SELECT count(*) FROM approved_findings") == [["0"]])
        #expect(try store.rows("SELECT name FROM scenarios") == [["Checkout"]])
    }

    /// Version 9 makes the foreign keys of results and baselines deferred (checked at the
    /// commit) by editing their definitions in place: no other word of the schema changes, no
    /// row moves, and the keys still hold, at the commit.
    @Test func versionNineDefersTheForeignKeysOfResultsAndBaselines() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("store.sqlite")
        var schema: [[String]] = [], rows: [[String]] = []
        let contents = "SELECT * FROM results UNION ALL SELECT id, case_id, approval_id, frame_set FROM baselines"
        do {
            let old = try LayoutStore(path: path, busyTimeoutMilliseconds: 0, migrations: Array(EmbeddedMigrations.all.prefix(8)))
            try old.upsertScenarios([ScenarioRecord(name: "Checkout", definitionHash: "c1")])
            let ids = try old.upsertCases(Fixture.cases(scenario: "Checkout", keys: ["iPhone16/en/large/base", "iPhone16/de/large/base"]))
            try old.recordRun(Fixture.run(), results: ids.map { CaseResultRecord(caseID: $0, status: .pass, maxDelta: 0) })
            var changes = BaselineChangeSet()
            try changes.write(Fixture.frames(width: 390), for: BaselineKey(scenario: "Checkout", caseKey: "iPhone16/en/large/base"))
            try old.replaceBaselines(changes, provenance: Fixture.provenance)
            schema = try old.rows("SELECT type, name, sql FROM sqlite_schema ORDER BY name")
            rows = try old.rows(contents)
        }
        let store = try LayoutStore(path: path, busyTimeoutMilliseconds: 0, migrations: Array(EmbeddedMigrations.all.prefix(9)))
        #expect(store.schemaVersion == 9)
        let deferred = " DEFERRABLE INITIALLY DEFERRED"
        let migrated = try store.rows("SELECT type, name, sql FROM sqlite_schema ORDER BY name")
        #expect(migrated.map { $0.map { $0.replacingOccurrences(of: deferred, with: "") } } == schema)
        let counts = try store.rows("SELECT name, sql FROM sqlite_schema WHERE name IN ('results', 'baselines') ORDER BY name")
            .map { [$0[0], "\($0[1].components(separatedBy: deferred).count - 1)"] }
        #expect(counts == [["baselines", "5"], ["results", "2"]])
        #expect(try store.rows(contents) == rows)
        #expect(try store.rows("PRAGMA integrity_check") == [["ok"]])
        #expect(try store.rows("PRAGMA foreign_key_check").isEmpty)
        // A row naming no case is taken by its statement and refused at the commit, which
        // leaves nothing behind.
        for insert in ["INSERT OR FAIL INTO results VALUES (1, 99, 0, 0)",
                       "INSERT OR FAIL INTO baselines(case_id, approval_id, frame_set) SELECT 99, approval_id, frame_set FROM baselines"] {
            try store.execute("BEGIN IMMEDIATE")
            try store.execute(insert)
            #expect(throws: StoreError.self) { try store.execute("COMMIT") }
            try store.execute("ROLLBACK")
            #expect(try store.rows(contents) == rows)
        }
    }
}

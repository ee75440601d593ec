import Dispatch
import Foundation
import Testing
@testable import LayoutStore
import TestSupport

@Suite("Opening a database")
struct OpeningTests {
    @Test func createsAnAbsentFileAndMigratesIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("new.sqlite")
        let store = try LayoutStore(path: path)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(store.schemaVersion == LayoutStore.supportedSchemaVersion)
        #expect(store.path == path)
    }

    /// New files get 16 KiB pages: a record writes ~100 MB in one transaction.
    @Test func newFilesGetSixteenKiBPages() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("new.sqlite")
        #expect(try LayoutStore(path: path).rows("PRAGMA page_size") == [["16384"]])
        #expect(try LayoutStore(path: path).rows("PRAGMA page_size") == [["16384"]], "reopened")
    }

    /// A record's approval commits without checkpointing (its caller checkpoints after it),
    /// and the connection checkpoints automatically again after it, even when it fails.
    @Test func anApprovalCommitsWithoutCheckpointing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let db = try Connection(path: directory.file("checkpoint.sqlite"))
        try db.configureForWriting()
        #expect(try db.scalar("PRAGMA cache_size") == -8_192)
        #expect(try db.scalar("PRAGMA wal_autocheckpoint") == 1_000)
        #expect(try db.withoutAutomaticCheckpoint { try db.scalar("PRAGMA wal_autocheckpoint") } == 0)
        #expect(try db.scalar("PRAGMA wal_autocheckpoint") == 1_000)
        struct Failed: Error {}
        #expect(throws: Failed.self) { try db.withoutAutomaticCheckpoint { throw Failed() } }
        #expect(try db.scalar("PRAGMA wal_autocheckpoint") == 1_000)
    }

    /// Approves one frame set for each of `keys`, cases of scenario "S", in one transaction,
    /// then runs `during` inside it.
    static func approve(_ keys: [String], in store: LayoutStore, during: () throws -> Void = {}) throws {
        try store.replaceBaselines(provenance: Fixture.provenance,
                                   upserting: [ScenarioRecord(name: "S", definitionHash: "h")],
                                   cases: Fixture.cases(scenario: "S", keys: keys)) { approval in
            for key in keys {
                try approval.write(BaselineWrite(key: BaselineKey(scenario: "S", caseKey: key), frames: Fixture.frames(width: 390)))
            }
            try during()
        }
    }

    /// Once the store that approved is released, its checkpoint in the background has copied
    /// the approval into the database file: a copy of that file alone (what a CI cache may
    /// keep) has every baseline.
    @Test func anApprovalIsInTheDatabaseFileOnceItsStoreIsReleased() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("approved.sqlite")
        let keys = (0..<300).map { "iPhone16/en/large/case\($0)" }
        do {
            let store = try LayoutStore(path: path)
            try Self.approve(keys, in: store)
            // A second connection reads the approval from the WAL.
            #expect(try LayoutStore(readingPath: path).baselineKeys().count == keys.count)
            try store.checkpoint(inBackground: true)
        }
        let copy = directory.file("copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        #expect(try LayoutStore(readingPath: copy).baselineKeys().count == keys.count)
    }

    /// `writeBackLog()` flushes the WAL from another thread in the middle of a write
    /// transaction: the writer keeps its lock, and the transaction commits whole. Closing a
    /// descriptor drops every POSIX lock the process holds on that file, which only another
    /// process sees: the sqlite3 shell, which still cannot start writing.
    @Test func writingBackTheLogKeepsTheWritersLock() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("log.sqlite")
        let keys = (0..<600).map { "iPhone16/en/large/case\($0)" }
        let store = try LayoutStore(path: path)
        try Self.approve(keys, in: store) {
            #expect(FileManager.default.fileExists(atPath: path + "-wal"))
            DispatchQueue.global().sync { store.writeBackLog() }
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            shell.arguments = ["sqlite3", path, "BEGIN IMMEDIATE; ROLLBACK;"]
            let errors = Pipe()
            shell.standardError = errors
            try shell.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            shell.waitUntilExit()
            #expect(shell.terminationStatus != 0)
            #expect(message.contains("database is locked"), "\(message)")
        }
        #expect(try LayoutStore(readingPath: path).baselineKeys().count == keys.count)
        try LayoutStore.inMemory().writeBackLog()
    }

    /// A run commits without checkpointing too (`run --jobs 2` checkpoints in the background
    /// beside its report): released, its store has copied the run into the database file.
    @Test func aRunIsInTheDatabaseFileOnceItsStoreIsReleased() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("run.sqlite")
        let keys = (0..<300).map { "iPhone16/en/large/case\($0)" }
        do {
            let store = try LayoutStore(path: path)
            try store.upsertScenarios([ScenarioRecord(name: "S", definitionHash: "h")])
            let ids = try store.upsertCases(Fixture.cases(scenario: "S", keys: keys))
            try store.recordRun(Fixture.run(), results: ids.map { CaseResultRecord(caseID: $0, status: .fail, maxDelta: 1) })
            #expect(try LayoutStore(readingPath: path).runSummaries(last: 10).map(\.counts.failed) == [keys.count])
            try store.checkpoint(inBackground: true)
        }
        let copy = directory.file("copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        #expect(try LayoutStore(readingPath: copy).runSummaries(last: 10).map(\.counts.failed) == [keys.count])
    }

    @Test func inMemoryStoresAreSeparate() throws {
        let first = try LayoutStore.inMemory()
        try first.upsertScenarios([ScenarioRecord(name: "A", definitionHash: "h")])
        #expect(try LayoutStore.inMemory().listScenarios().isEmpty)
        #expect(try first.listScenarios().map(\.name) == ["A"])
    }

    @Test func fileThatIsNotADatabaseIsNamed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("notes.txt")
        try String(repeating: "These are not the tables you are looking for.\n", count: 40)
            .write(toFile: path, atomically: true, encoding: .utf8)
        let error = try #require(throws: StoreError.self) { try LayoutStore(path: path) }
        #expect(error.kind == .notADatabase)
        #expect(error.message.contains(path))
        #expect(error.message.contains("file is not a database"))
        #expect(error.sqliteCode == 26)
    }

    @Test func missingDirectoryIsNotCreated() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("absent/deeper/store.sqlite")
        let error = try #require(throws: StoreError.self) { try LayoutStore(path: path) }
        #expect(error.kind == .missingDirectory)
        #expect(error.message.contains(directory.file("absent/deeper")))
        #expect(!FileManager.default.fileExists(atPath: directory.file("absent")))
    }

    @Test func lockedDatabaseGivesABusyErrorAfterTheTimeout() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("store.sqlite")
        let holder = try LayoutStore(path: path)
        let waiter = try LayoutStore(path: path, busyTimeoutMilliseconds: 50)
        try holder.execute("BEGIN IMMEDIATE")
        let error = try #require(throws: StoreError.self) {
            try waiter.upsertScenarios([ScenarioRecord(name: "A", definitionHash: "h")])
        }
        #expect(error.kind == .busy)
        #expect(error.message.contains(path))
        #expect(error.message.contains("locked by another process"))
        #expect(error.sql == "BEGIN IMMEDIATE")
        // Readers are not blocked by a writer in WAL mode.
        #expect(try waiter.listScenarios().isEmpty)
        try holder.execute("ROLLBACK")
        try waiter.upsertScenarios([ScenarioRecord(name: "A", definitionHash: "h")])
        #expect(try holder.listScenarios().map(\.name) == ["A"])
    }

    @Test func errorDescriptionCarriesCodeAndSQL() throws {
        let store = try LayoutStore.inMemory()
        let error = try #require(throws: StoreError.self) { try store.execute("SELECT * FROM nowhere") }
        #expect(error.kind == .sqlite)
        #expect(error.description == "database :memory:: no such table: nowhere\n  SQLite extended result code: 1\n  SQL: SELECT * FROM nowhere")
    }

    @Test func callsFromManyThreadsAreSerialized() throws {
        let (store, ids) = try Fixture.store()
        let results = ids.values.sorted().map { CaseResultRecord(caseID: $0, status: .pass, maxDelta: 0) }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            do {
                try store.recordRun(Fixture.run(), results: results)
            } catch {
                Issue.record(error)
            }
        }
        #expect(try store.runSummaries(last: 100).count == 8)
    }
}

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

    /// A writing connection keeps a small page cache (a run reads each window's cases once);
    /// a record's approval takes a 64 MiB one for its transaction, and gives it back even when
    /// the transaction fails.
    @Test func aRecordTakesALargerPageCacheForItsTransactionOnly() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let db = try Connection(path: directory.file("cache.sqlite"))
        try db.configureForWriting()
        #expect(try db.scalar("PRAGMA cache_size") == -8_192)
        let inside = try db.withPageCache(kibibytes: 65_536) { try db.scalar("PRAGMA cache_size") }
        #expect(inside == -65_536)
        #expect(try db.scalar("PRAGMA cache_size") == -8_192)
        struct Failed: Error {}
        #expect(throws: Failed.self) { try db.withPageCache(kibibytes: 65_536) { throw Failed() } }
        #expect(try db.scalar("PRAGMA cache_size") == -8_192)
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

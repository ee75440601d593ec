import Foundation
@testable import LayoutFixtures
import Synchronization
import Testing
import TestSupport

/// A strings file that several scenarios name is read once per load of the fixtures, and
/// the scenarios that share it say so by their strings' digest.
@Suite("Strings files read once")
struct StringsFilesTests {
    final class Reads: Sendable {
        let count = Atomic<Int>(0)
    }

    @Test func aFileIsReadOnceWhateverThePathThatNamesIt() throws {
        try withTemporaryDirectory { directory in
            _ = try directory.write("Strings/App.xcstrings", StringCatalogTests.catalog)
            let files = StringsFiles()
            let reads = Reads()
            @Sendable func read(_ path: String) throws -> StringsFiles.Read {
                try files.file(at: path, showing: ["en"]) {
                    reads.count.add(1, ordering: .relaxed)
                    return try StringCatalogReader.catalog(file: path)
                }
            }
            let first = try read(directory.path + "/Strings/App.xcstrings")
            let second = try read(directory.path + "/Strings/../Strings/App.xcstrings")
            #expect(reads.count.load(ordering: .relaxed) == 1)
            #expect(first.table == second.table && first.digest == second.digest)
            // Threads that want it at once wait for the one read.
            let path = directory.path + "/Strings/App.xcstrings"
            DispatchQueue.concurrentPerform(iterations: 8) { _ in _ = try? read(path) }
            #expect(reads.count.load(ordering: .relaxed) == 1)
        }
    }

    @Test func aFileThatCannotBeReadGivesItsErrorEachTime() throws {
        let files = StringsFiles()
        let reads = Atomic<Int>(0)
        for _ in 0..<2 {
            #expect(throws: FixtureError.self) {
                try files.file(at: "missing.xcstrings", showing: ["en"]) {
                    reads.add(1, ordering: .relaxed)
                    throw FixtureError(file: "missing.xcstrings", "no such file")
                }
            }
        }
        #expect(reads.load(ordering: .relaxed) == 1)
    }

    /// Scenarios in two folders that name one catalog share its digest and have the
    /// definition hash each has read alone; another catalog has another digest.
    @Test func scenariosThatShareACatalogShareItsDigest() throws {
        try withTemporaryDirectory { directory in
            _ = try directory.write("Fixtures/strings/App.xcstrings", StringCatalogTests.catalog)
            _ = try directory.write("Fixtures/strings/Other.xcstrings", StringCatalogTests.catalog.replacingOccurrences(of: "Anmelden", with: "Einloggen"))
            func scenario(_ name: String, strings: String, key: String) -> String {
                #"{"scenario": "\#(name)", "strings": "\#(strings)", "matrix": {"locales": ["en", "de"]}, "view": {"type": "Text", "key": "\#(key)"}}"#
            }
            let files = [
                ("Fixtures/a.json", scenario("a", strings: "strings/App.xcstrings", key: "Log in")),
                ("Fixtures/screens/b.json", scenario("screens/b", strings: "../strings/App.xcstrings", key: "forgot_password")),
                ("Fixtures/c.json", scenario("c", strings: "strings/Other.xcstrings", key: "Log in")),
            ]
            for (path, text) in files { _ = try directory.write(path, text) }
            let catalog = try FixtureCatalog.load(directory: directory.path + "/Fixtures", threads: 2)
            let byName = Dictionary(uniqueKeysWithValues: catalog.scenarios.map { ($0.name, $0) })
            let a = try #require(byName["a"]), b = try #require(byName["screens/b"]), c = try #require(byName["c"])
            #expect(a.stringsDigest != nil && a.stringsDigest == b.stringsDigest)
            #expect(c.stringsDigest != nil && c.stringsDigest != a.stringsDigest)
            #expect(a.strings == b.strings)
            for (path, _) in files {
                let alone = try ScenarioLoader.load(file: directory.path + "/" + path, root: directory.path + "/Fixtures")
                let loaded = try #require(byName[alone.name])
                #expect(loaded.definitionHash == alone.definitionHash)
                #expect(loaded.stringsDigest == alone.stringsDigest)
            }
        }
    }
}

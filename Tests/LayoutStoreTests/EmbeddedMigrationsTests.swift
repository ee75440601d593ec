import Foundation
import Testing
@testable import LayoutStore

@Suite("Embedded migrations")
struct EmbeddedMigrationsTests {
    /// `Migrations/` of the source tree, found from this file (through any symlinks).
    private static var migrationsDirectory: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // LayoutStoreTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // repository root
            .appendingPathComponent("Migrations", isDirectory: true)
    }

    @Test func embeddedCopyMatchesMigrationsDirectory() throws {
        let directory = Self.migrationsDirectory
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".sql") }
            .sorted()
        #expect(!names.isEmpty, "no migrations found in \(directory.path)")
        let onDisk = try names.map { name in
            let stem = name.dropLast(".sql".count)
            let version = try #require(Int(stem.prefix(4)), "\(name) must start with a 4-digit version")
            let sql = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            return Migration(version: version, name: String(stem.dropFirst(5)), sql: sql)
        }
        let advice = "Migrations/ and Sources/LayoutStore/Schema/EmbeddedMigrations.swift differ: run scripts/embed-migrations.py"
        let embedded = EmbeddedMigrations.all
        let sameFiles = onDisk.map { "\($0.version)_\($0.name)" } == embedded.map { "\($0.version)_\($0.name)" }
        #expect(sameFiles, "\(advice) (files: \(names))")
        for (file, copy) in zip(onDisk, embedded) where file.sql != copy.sql {
            // Name the first differing line rather than dumping both scripts.
            let fileLines = file.sql.split(separator: "\n", omittingEmptySubsequences: false)
            let copyLines = copy.sql.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(fileLines, copyLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(fileLines.count, copyLines.count)
            Issue.record("\(advice) (migration \(file.version) \(file.name), first difference at line \(line + 1))")
        }
    }

    @Test func versionsAreContiguousFromOne() {
        #expect(EmbeddedMigrations.all.map(\.version) == Array(1...EmbeddedMigrations.all.count))
    }
}

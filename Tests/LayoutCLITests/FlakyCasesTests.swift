import Foundation
import Testing
import TestSupport

/// The README's questions, answered by the views: which cases are flaky (pass and fail on
/// one definition), and the axes of every baseline frame as columns.
@Suite(.serialized) struct FlakyCasesTests {
    static let flaky = "SELECT scenario, case_key, locale, flips FROM flaky_cases"

    @Test func aCaseThatPassesAndFailsOnOneDefinitionIsFlaky() throws {
        let folder = try TeamProject.make()
        defer { folder.remove() }
        let db = folder.file(".layoutreg/layoutreg.sqlite")
        #expect(layoutreg(["record"], in: folder.path).code == 0)
        #expect(layoutreg(["run"], in: folder.path).code == 0)
        // The baseline file changes under the run (as a checkout of another commit would):
        // the same definition fails, then passes again.
        let path = "Fixtures/Baselines/demo/box.baseline"
        let approved = try #require(folder.read(path))
        let block = try #require(approved.range(of: "== iPadMini/de/large/base\n"))
        let end = approved[block.upperBound...].range(of: "\n== ")?.lowerBound ?? approved.endIndex
        var moved = approved
        moved.replaceSubrange(block.upperBound..<end, with: approved[block.upperBound..<end].replacingOccurrences(of: "10.0\n", with: "11.0\n"))
        try folder.write(path, moved)
        #expect(layoutreg(["run"], in: folder.path).code == 1)
        try folder.write(path, approved)
        #expect(layoutreg(["run"], in: folder.path).code == 0)
        let rows = try sqlite3Output(db, Self.flaky)
        #expect(rows.contains("demo/box|iPadMini/de/large/base|de|2\n"), "\(rows)")
        #expect(!rows.contains("iPhoneSE3/en"), "\(rows)")
    }

    @Test func newThenPassAChangedDefinitionAndAnApprovalAreNotFlips() throws {
        let folder = try TeamProject.make()
        defer { folder.remove() }
        let db = folder.file(".layoutreg/layoutreg.sqlite")
        #expect(layoutreg(["run"], in: folder.path).code == 1)  // every case new
        #expect(layoutreg(["record"], in: folder.path).code == 0)
        #expect(layoutreg(["run"], in: folder.path).code == 0)
        // Another definition fails: not the same fixture.
        try folder.write("Fixtures/box.json", TeamProject.box.replacingOccurrences(of: "\"width\": 100", with: "\"width\": 120"))
        #expect(layoutreg(["run"], in: folder.path).code == 1)
        // Approved here, it passes again: a decision, not flakiness.
        #expect(layoutreg(["record", "--mode", "failed"], in: folder.path).code == 0)
        #expect(layoutreg(["run"], in: folder.path).code == 0)
        #expect(try sqlite3Output(db, "SELECT group_concat(failed || '/' || new, ' ') FROM runs") == "0/4 0/0 4/0 0/0\n")
        #expect(try sqlite3Output(db, Self.flaky) == "")
    }

    /// Every statement of the README's `sql` blocks runs on a database that `run` and
    /// `merge` wrote.
    @Test func theReadmeQueriesRunOnARunAndOnAMergedDatabase() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let blocks = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "```sql\n").dropFirst()
            .map { $0.components(separatedBy: "```")[0] }
        let statements = blocks.flatMap { $0.components(separatedBy: ";") }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        #expect(statements.count >= 3)
        let folder = try TeamProject.make()
        defer { folder.remove() }
        #expect(layoutreg(["record"], in: folder.path).code == 0)
        #expect(layoutreg(["run", "--shard", "1/2", "--db", "a.sqlite", "--run-label", "x"], in: folder.path).code == 0)
        #expect(layoutreg(["run", "--shard", "2/2", "--db", "b.sqlite", "--run-label", "x"], in: folder.path).code == 0)
        #expect(layoutreg(["merge", "m.sqlite", "a.sqlite", "b.sqlite"], in: folder.path).code == 0)
        #expect(layoutreg(["run"], in: folder.path).code == 0)
        for db in [folder.file(".layoutreg/layoutreg.sqlite"), folder.file("m.sqlite")] {
            for statement in statements { _ = try sqlite3Output(db, statement) }
        }
    }

    @Test func baselineFramesCarryTheCaseAxes() throws {
        let folder = try TeamProject.make()
        defer { folder.remove() }
        #expect(layoutreg(["record"], in: folder.path).code == 0)
        let axes = try sqlite3Output(folder.file(".layoutreg/layoutreg.sqlite"), """
            SELECT DISTINCT container, locale, size_category, string_set FROM baseline_frames ORDER BY container, locale
            """)
        #expect(axes == "iPadMini|de|large|base\niPadMini|en|large|base\niPhoneSE3|de|large|base\niPhoneSE3|en|large|base\n")
    }
}

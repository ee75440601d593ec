import Foundation
import Testing
import TestSupport

/// `layoutreg init` as a new user meets it: an empty git repository, then record and run.
@Suite(.serialized) struct InitTests {
    @Test func initInAnEmptyRepositoryThenRecordAndRunPass() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let git = envProcess(["git", "init", "--quiet", folder.path])
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)

        let start = layoutreg(["init"], in: folder.path)
        #expect(start.code == 0, "\(start.err)")
        #expect(start.out.contains("wrote Fixtures/example/login.json"))
        let next = start.out.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { $0.split(separator: "#")[0].trimmingCharacters(in: .whitespaces) }
        #expect(next == ["layoutreg record", "layoutreg run", "git add .gitignore Fixtures"], "\(start.out)")
        #expect(folder.read(".gitignore")?.split(separator: "\n").contains(".layoutreg/") == true)

        let record = layoutreg(["record"], in: folder.path)
        #expect(record.code == 0, "\(record.err)")
        #expect(record.out.contains("recorded: 8 new"), "\(record.out)")
        let run = layoutreg(["run"], in: folder.path)
        #expect(run.code == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("8 cases: 8 passed"), "\(run.out)")
        #expect(FileManager.default.fileExists(atPath: folder.file(".layoutreg/layoutreg.sqlite")))

        // A second init refuses, and the scenario is not overwritten.
        let again = layoutreg(["init"], in: folder.path)
        #expect(again.code == 2)
        #expect(again.err.contains("Fixtures already has scenario files"), "\(again.err)")
    }

    @Test func initKeepsAnExistingGitignoreAndNamesAnotherDatabase() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(".gitignore", ".build/")
        let start = layoutreg(["init", "--fixtures", "UITests/Layout", "--db", "history.sqlite"], in: folder.path)
        #expect(start.code == 0, "\(start.err)")
        #expect(folder.read(".gitignore") == ".build/\n# layoutreg's run history (CI keeps it; see docs/ci.md)\nhistory.sqlite\n")
        #expect(start.out.contains("layoutreg record --fixtures UITests/Layout --db history.sqlite"), "\(start.out)")
        #expect(folder.read("UITests/Layout/example/login.json") != nil)
        // Given again into another folder, the entry is not added twice.
        #expect(layoutreg(["init", "--fixtures", "More", "--db", "history.sqlite"], in: folder.path).code == 0)
        #expect(folder.read(".gitignore")?.components(separatedBy: "history.sqlite").count == 2)
    }
}

import Foundation
import Testing
import TestSupport

/// One bad fixture is reported, located, and counted; it does not hide the others, nothing
/// selected is never a stored run, and record's modes add or remove only what they say.
@Suite(.serialized) struct FixtureProblemTests {
    @Test func aBrokenScenarioIsAnErrorCaseAndTheOthersStillRunAndRecord() throws {
        let folder = try TeamProject.make(["Fixtures/box.json": TeamProject.box, "Fixtures/other.json": TeamProject.other,
                                           "Fixtures/broken.json": "{\"scenario\": \"demo/broken\",\n  \"view\": [}"])
        defer { folder.remove() }
        let record = layoutreg(["record"], in: folder.path)
        #expect(record.code == 2)
        #expect(record.err.contains("Fixtures/broken.json:2:"), "\(record.err)")
        #expect(record.out.contains("recorded: 6 new"), "\(record.out)")
        #expect(folder.read("Fixtures/Baselines/demo/box.baseline") != nil)
        #expect(folder.read("Fixtures/Baselines/demo/other.baseline") != nil)

        let run = layoutreg(["run"], in: folder.path)
        #expect(run.code == 2)
        // The console groups it under its file, with the located message.
        #expect(run.out.contains("Fixtures/broken.json: 1 case did not pass"), "\(run.out)")
        #expect(run.out.contains("Fixtures/broken.json:2:12: view[0]: expected a JSON value"), "\(run.out)")
        #expect(run.out.contains("7 cases: 6 passed, 0 failed, 0 new, 1 errors"), "\(run.out)")
        // Not a full run: the broken file's cases were not compared.
        let runs = try sqlite3Output(folder.path + "/.layoutreg/layoutreg.sqlite", "SELECT scope, total, passed FROM runs")
        #expect(runs == "filtered|6|6\n")
    }

    @Test func aBrokenScenarioKeepsItsBaselines() throws {
        let folder = try TeamProject.make(["Fixtures/box.json": TeamProject.box, "Fixtures/other.json": TeamProject.other])
        defer { folder.remove() }
        #expect(layoutreg(["record"], in: folder.path).code == 0)
        let before = folder.read("Fixtures/Baselines/demo/box.baseline")
        try folder.write("Fixtures/box.json", "{\"scenario\": \"demo/box\",, }")
        let record = layoutreg(["record", "--mode", "all"], in: folder.path)
        #expect(record.code == 2)
        #expect(record.out.contains("0 removed"), "\(record.out)")
        #expect(folder.read("Fixtures/Baselines/demo/box.baseline") == before)
    }

    @Test func mergeConflictMarkersAreNamedWithTheirLine() throws {
        let folder = try TeamProject.make(["Fixtures/box.json": TeamProject.box, "Fixtures/conflicted.json": TeamProject.conflicted])
        defer { folder.remove() }
        for arguments in [["run"], ["record"], ["list"], ["layout", "Fixtures/conflicted.json"]] {
            let result = layoutreg(arguments, in: folder.path)
            #expect(result.code == 2)
            #expect(result.err.contains("Fixtures/conflicted.json:2:1: merge conflict markers at line 2: resolve the conflict first"),
                    "\(arguments): \(result.err)")
        }
    }

    @Test func aConflictedBaselineFileIsNamedWithItsLine() throws {
        let folder = try TeamProject.make()
        defer { folder.remove() }
        #expect(layoutreg(["record"], in: folder.path).code == 0)
        let path = "Fixtures/Baselines/demo/box.baseline"
        let lines = try #require(folder.read(path)).split(separator: "\n", omittingEmptySubsequences: false)
        try folder.write(path, (lines.prefix(3) + ["<<<<<<< HEAD"] + lines.dropFirst(3) + ["=======", ">>>>>>> main"])
            .joined(separator: "\n"))
        let run = layoutreg(["run"], in: folder.path)
        #expect(run.code == 2)
        #expect(run.err.contains("box.baseline:4:1: merge conflict markers at line 4: resolve the conflict first"), "\(run.err)")
    }

    @Test func aSelectionOfNothingIsNotStored() throws {
        let folder = try TeamProject.make()
        defer { folder.remove() }
        #expect(layoutreg(["record", "--db", "x.sqlite"], in: folder.path).code == 0)
        #expect(layoutreg(["run", "--db", "x.sqlite", "--filter", "nothing"], in: folder.path).code == 2)
        #expect(try sqlite3Output(folder.path + "/x.sqlite", "SELECT count(*) FROM runs") == "0\n")
        // Four cases: the fifth of five shards has none, and is kept as a shard of nothing, so
        // that a merge of the five sees the whole run.
        let shard = layoutreg(["run", "--db", "x.sqlite", "--shard", "5/5"], in: folder.path)
        #expect(shard.code == 0)
        #expect(shard.err.contains("no case in shard 5/5: nothing to lay out; stored as an empty shard"), "\(shard.err)")
        #expect(try sqlite3Output(folder.path + "/x.sqlite", "SELECT scope, total, shard_index, shard_count FROM runs") == "shard|0|5|5\n")
        // A shard of a selection with no case is no run at all.
        #expect(layoutreg(["run", "--db", "x.sqlite", "--shard", "1/2", "--filter", "nothing"], in: folder.path).code == 2)
    }

    @Test func noScenariosAtAllIsBadInput() throws {
        let folder = try TeamProject.make(["Fixtures/README.txt": "nothing here\n"])
        defer { folder.remove() }
        for command in ["run", "record"] {
            let result = layoutreg([command], in: folder.path)
            #expect(result.code == 2)
            #expect(result.err.contains("no scenarios in Fixtures"), "\(result.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/.layoutreg/layoutreg.sqlite"))
    }

    @Test func recordModeMissingOnlyAddsAndPruneStaleRemovesByName() throws {
        let folder = try TeamProject.make()
        defer { folder.remove() }
        #expect(layoutreg(["record"], in: folder.path).code == 0)
        // German goes: its two cases' baselines are stale.
        try folder.write("Fixtures/box.json", TeamProject.box.replacingOccurrences(of: ", \"de\"]", with: ", \"fr\"]"))
        let missing = layoutreg(["record", "--mode", "missing"], in: folder.path)
        #expect(missing.code == 0)
        #expect(missing.out.contains("recorded: 2 new, 0 changed, 0 unchanged, 0 removed"), "\(missing.out)")
        #expect(missing.out.contains("stale     demo/box/iPhoneSE3/de/large/base (kept: --prune-stale removes it)"), "\(missing.out)")
        #expect(folder.read("Fixtures/Baselines/demo/box.baseline")?.contains("== iPadMini/de/large/base") == true)

        let failed = layoutreg(["record", "--mode", "failed"], in: folder.path)
        #expect(failed.out.contains("0 removed"), "\(failed.out)")

        let pruned = layoutreg(["record", "--mode", "missing", "--prune-stale"], in: folder.path)
        #expect(pruned.code == 0)
        #expect(pruned.out.contains("removed   demo/box/iPhoneSE3/de/large/base"), "\(pruned.out)")
        #expect(pruned.out.contains("removed   demo/box/iPadMini/de/large/base"), "\(pruned.out)")
        #expect(pruned.out.contains("recorded: 0 new, 0 changed, 0 unchanged, 2 removed"), "\(pruned.out)")
        #expect(folder.read("Fixtures/Baselines/demo/box.baseline")?.contains("/de/") == false)

        let usage = layoutreg(["record", "--prune-stale", "--filter", "demo"], in: folder.path)
        #expect(usage.code == 2)
        #expect(usage.err.contains("--prune-stale needs every case"))
    }

    @Test func recordModeAllRemovesStaleBaselines() throws {
        let folder = try TeamProject.make()
        defer { folder.remove() }
        #expect(layoutreg(["record"], in: folder.path).code == 0)
        try folder.write("Fixtures/box.json", TeamProject.box.replacingOccurrences(of: ", \"de\"]", with: "]"))
        let all = layoutreg(["record", "--mode", "all"], in: folder.path)
        #expect(all.out.contains("2 removed"), "\(all.out)")
    }
}

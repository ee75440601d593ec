import Foundation
import Testing
import TestSupport

/// CI as layoutreg sees it: a run split into shards on machines that each start empty, the
/// shards merged into one run, and that run merged into a history kept between pipelines.
@Suite(.serialized) struct MergeTests {
    /// Eight cases, of which the four not in German fail after the bar widens.
    func project() throws -> TemporaryDirectory {
        let folder = try TeamProject.make(["Fixtures/box.json": TeamProject.box.replacingOccurrences(of: "\"de\"]", with: "\"de\", \"fr\"]"),
                                           "Fixtures/other.json": TeamProject.other])
        #expect(layoutreg(["record"], in: folder.path).code == 0)
        try folder.write("Fixtures/box.json", try #require(folder.read("Fixtures/box.json"))
            .replacingOccurrences(of: "\"width\": 100", with: "\"width\": 120"))
        #expect(layoutreg(["record", "--filter", "/de/"], in: folder.path).code == 0)
        return folder
    }

    static let statuses = "SELECT scenario, case_key, status, max_delta FROM case_history ORDER BY scenario, case_key"
    static let counts = "SELECT scope, total, passed, failed, new, errored FROM run_summary"

    /// Runs the three shards of one CI run, each into its own database, and merges them.
    func shardedRun(_ folder: TemporaryDirectory, label: String, into merged: String) throws {
        for i in 1...3 {
            let shard = layoutreg(["run", "--shard", "\(i)/3", "--db", "\(label)-\(i).sqlite", "--run-label", label], in: folder.path)
            #expect(shard.code == 0 || shard.code == 1, "\(shard.err)")
        }
        let merge = layoutreg(["merge", merged, "\(label)-1.sqlite", "\(label)-2.sqlite", "\(label)-3.sqlite"], in: folder.path)
        #expect(merge.code == 0, "\(merge.err)")
        #expect(merge.out.contains("merged into \(merged): 3 shards combined, 0 runs appended, 0 already there"), "\(merge.out)")
    }

    @Test func threeShardsMergedAreOneFullRun() throws {
        let folder = try project()
        defer { folder.remove() }
        let full = layoutreg(["run", "--db", "full.sqlite", "--run-label", "ci-1"], in: folder.path)
        #expect(full.code == 1)
        #expect(full.out.contains("8 cases: 4 passed, 4 failed, 0 new, 0 errors"), "\(full.out)")
        try shardedRun(folder, label: "ci-1", into: "merged.sqlite")

        let (fullDB, mergedDB) = (folder.file("full.sqlite"), folder.file("merged.sqlite"))
        let expected = try sqlite3Output(fullDB, Self.statuses)
        #expect(expected.split(separator: "\n").count == 8)
        #expect(try sqlite3Output(mergedDB, Self.statuses) == expected)
        #expect(try sqlite3Output(fullDB, Self.counts) == "full|8|4|4|0|0\n")
        #expect(try sqlite3Output(mergedDB, Self.counts) == "full|8|4|4|0|0\n")
        #expect(try sqlite3Output(mergedDB, "SELECT label FROM runs") == "ci-1\n")
        let findings = "SELECT findings, new_findings FROM run_summary"
        #expect(try sqlite3Output(mergedDB, findings) == sqlite3Output(fullDB, findings))
        let perScenario = "SELECT s.name, rs.total, rs.failed FROM run_scenarios rs JOIN scenarios s ON s.id = rs.scenario_id ORDER BY s.name"
        #expect(try sqlite3Output(mergedDB, perScenario) == sqlite3Output(fullDB, perScenario))

        // Merging again adds nothing.
        let sizes = "SELECT (SELECT count(*) FROM runs), (SELECT count(*) FROM results), (SELECT count(*) FROM result_details)"
        let before = try sqlite3Output(mergedDB, sizes)
        let again = layoutreg(["merge", "merged.sqlite", "ci-1-1.sqlite", "ci-1-2.sqlite", "ci-1-3.sqlite"], in: folder.path)
        #expect(again.code == 0)
        #expect(again.out.contains("0 shards combined, 0 runs appended, 3 already there"), "\(again.out)")
        #expect(try sqlite3Output(mergedDB, sizes) == before)
        #expect(before == "1|8|4\n")
    }

    /// An incremental run's skips and input digests come with it: the merged history explains
    /// each skip with the run it became there, and an incremental run against the merged
    /// database skips what passed.
    @Test func mergeCopiesSkipsAndInputDigests() throws {
        let folder = try project()
        defer { folder.remove() }
        // A run the history has first, so that the incremental runs get other ids there.
        #expect(layoutreg(["run", "--db", "other.sqlite", "--filter", "demo/other"], in: folder.path).code == 0)
        for _ in 1...2 {
            let run = layoutreg(["run", "--db", "ci.sqlite", "--incremental"], in: folder.path)
            #expect(run.code == 1, "\(run.err)")
        }
        let ciDB = folder.file("ci.sqlite"), mergedDB = folder.file("merged.sqlite")
        #expect(try sqlite3Output(ciDB, "SELECT run_id, passed_run_id, count(*) FROM run_skips GROUP BY 1, 2") == "2|1|4\n")
        let merge = layoutreg(["merge", "merged.sqlite", "other.sqlite", "ci.sqlite"], in: folder.path)
        #expect(merge.code == 0, "\(merge.err)")
        // The ci database's runs 1 and 2 are runs 2 and 3 here: the skips point at run 2.
        #expect(try sqlite3Output(mergedDB, "SELECT run_id, passed_run_id, count(*) FROM run_skips GROUP BY 1, 2") == "3|2|4\n")
        let skips = "SELECT scenario, case_key, digest FROM skipped_cases ORDER BY scenario, case_key"
        #expect(try sqlite3Output(mergedDB, skips) == sqlite3Output(ciDB, skips))
        #expect(try sqlite3Output(mergedDB, skips).split(separator: "\n").count == 4)
        let inputs = """
            SELECT s.name, c.key, i.digest FROM case_inputs i JOIN cases c ON c.id = i.case_id
              JOIN scenarios s ON s.id = c.scenario_id ORDER BY 1, 2
            """
        #expect(try sqlite3Output(mergedDB, inputs) == sqlite3Output(ciDB, inputs))
        #expect(try sqlite3Output(mergedDB, "SELECT DISTINCT run_id FROM case_inputs") == "2\n")

        let history = layoutreg(["history", "--db", "merged.sqlite", "--scenario", "demo/box", "--case", "iPadMini/de/large/base"],
                                in: folder.path)
        #expect(history.out.split(separator: "\n").first?.contains("as in run 2, where it passed") == true, "\(history.out)")
        let next = layoutreg(["run", "--db", "merged.sqlite", "--incremental"], in: folder.path)
        #expect(next.out.contains("8 cases: 0 passed, 4 failed, 0 new, 0 errors, 4 unchanged (skipped) in"), "\(next.out)")

        // Merging again adds no second copy.
        #expect(layoutreg(["merge", "merged.sqlite", "ci.sqlite"], in: folder.path).code == 0)
        #expect(try sqlite3Output(mergedDB, "SELECT (SELECT count(*) FROM run_skips), (SELECT count(*) FROM case_inputs)") == "8|4\n")
    }

    @Test func historyAcrossTwoMergedCIRunsShowsTheFlip() throws {
        let folder = try project()
        defer { folder.remove() }
        try shardedRun(folder, label: "ci-1", into: "merged-1.sqlite")
        // The first pipeline starts the history from its merged run.
        #expect(layoutreg(["merge", "history.sqlite", "merged-1.sqlite"], in: folder.path).code == 0)
        #expect(layoutreg(["record", "--mode", "failed"], in: folder.path).code == 0)
        try shardedRun(folder, label: "ci-2", into: "merged-2.sqlite")
        // The second restores the previous history, and merges it with its own run.
        try FileManager.default.copyItem(atPath: folder.file("history.sqlite"), toPath: folder.file("previous.sqlite"))
        let next = layoutreg(["merge", "next.sqlite", "previous.sqlite", "merged-2.sqlite"], in: folder.path)
        #expect(next.code == 0, "\(next.err)")
        #expect(next.out.contains("0 shards combined, 2 runs appended"), "\(next.out)")

        let history = layoutreg(["history", "--db", "next.sqlite"], in: folder.path)
        #expect(history.code == 0)
        let lines = history.out.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.dropFirst().allSatisfy { $0.contains(" full ") }, "\(history.out)")
        let flip = layoutreg(["history", "--db", "next.sqlite", "--scenario", "demo/box", "--case", "iPhoneSE3/en/large/base"],
                             in: folder.path)
        let statuses = flip.out.split(separator: "\n").map { $0.contains(" pass") ? "pass" : $0.contains(" fail") ? "fail" : "?" }
        #expect(statuses == ["pass", "fail"], "\(flip.out)")

        // A history merged into itself again, or the same run twice, adds nothing.
        let twice = layoutreg(["merge", "next.sqlite", "previous.sqlite", "merged-2.sqlite", "merged-1.sqlite"], in: folder.path)
        #expect(twice.out.contains("0 shards combined, 0 runs appended, 3 already there"), "\(twice.out)")
        // The shards themselves are known too: the history remembers what its runs were made of.
        let shards = layoutreg(["merge", "next.sqlite", "ci-2-1.sqlite"], in: folder.path)
        #expect(shards.out.contains("1 already there"), "\(shards.out)")
    }

    @Test func missingShardsLeaveARunThatSaysWhichItHas() throws {
        let folder = try project()
        defer { folder.remove() }
        for i in 1...2 {
            _ = layoutreg(["run", "--shard", "\(i)/3", "--db", "s\(i).sqlite", "--run-label", "ci-9"], in: folder.path)
        }
        #expect(layoutreg(["merge", "m.sqlite", "s1.sqlite", "s2.sqlite"], in: folder.path).code == 0)
        #expect(try sqlite3Output(folder.file("m.sqlite"), "SELECT scope, filter, total FROM runs") == "shard|shards 1, 2 of 3|6\n")
    }

    /// Twelve shards of eight cases: four shards are empty, and more than ten databases take
    /// two transactions; the merged run is still the full one.
    @Test func moreShardsThanCasesAndMoreThanTenDatabases() throws {
        let folder = try project()
        defer { folder.remove() }
        #expect(layoutreg(["run", "--db", "full.sqlite"], in: folder.path).code == 1)
        let names = (1...12).map { "s\($0).sqlite" }
        for (i, name) in names.enumerated() {
            let shard = layoutreg(["run", "--shard", "\(i + 1)/12", "--db", name, "--run-label", "wide"], in: folder.path)
            #expect(shard.code != 2, "\(shard.err)")
        }
        let merge = layoutreg(["merge", "m.sqlite"] + names, in: folder.path)
        #expect(merge.code == 0, "\(merge.err)")
        #expect(merge.out.contains("12 shards combined"), "\(merge.out)")
        #expect(try sqlite3Output(folder.file("m.sqlite"), Self.counts) == "full|8|4|4|0|0\n")
        #expect(try sqlite3Output(folder.file("m.sqlite"), Self.statuses) == sqlite3Output(folder.file("full.sqlite"), Self.statuses))
    }

    @Test func badInputIsRefusedAndNothingIsWritten() throws {
        let folder = try project()
        defer { folder.remove() }
        // Outside a git repository, a shard run without --run-label has no label.
        #expect(layoutreg(["run", "--shard", "1/2", "--db", "a.sqlite"], in: folder.path).code == 1)
        #expect(layoutreg(["run", "--shard", "2/2", "--db", "b.sqlite"], in: folder.path).code == 1)
        let unlabelled = layoutreg(["merge", "m.sqlite", "a.sqlite", "b.sqlite"], in: folder.path)
        #expect(unlabelled.code == 2)
        #expect(unlabelled.err.contains("a.sqlite run 1 is shard 1/2 with no label"), "\(unlabelled.err)")
        #expect(try sqlite3Output(folder.file("m.sqlite"), "SELECT count(*) FROM runs") == "0\n")
        let labelled = layoutreg(["merge", "m.sqlite", "a.sqlite", "b.sqlite", "--run-label", "nightly"], in: folder.path)
        #expect(labelled.code == 0, "\(labelled.err)")
        #expect(try sqlite3Output(folder.file("m.sqlite"), "SELECT scope, label, total FROM runs") == "full|nightly|8\n")

        let missing = layoutreg(["merge", "m.sqlite", "nowhere.sqlite"], in: folder.path)
        #expect(missing.code == 2)
        #expect(missing.err.contains("no database at nowhere.sqlite"))
        let itself = layoutreg(["merge", "m.sqlite", "m.sqlite"], in: folder.path)
        #expect(itself.code == 2)
        #expect(itself.err.contains("is the output database"), "\(itself.err)")
        try folder.write("notes.sqlite", "not a database\n")
        let foreign = layoutreg(["merge", "m.sqlite", "notes.sqlite"], in: folder.path)
        #expect(foreign.code == 2)
        #expect(foreign.err.contains("notes.sqlite"), "\(foreign.err)")
        // A refused input leaves no new output file behind: here a database an older layoutreg wrote.
        try sqlite3(folder.file("b.sqlite"), "DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)")
        for inputs in [["a.sqlite", "b.sqlite"], ["a.sqlite", "nowhere.sqlite"], ["notes.sqlite"]] {
            let refused = layoutreg(["merge", "new.sqlite"] + inputs, in: folder.path)
            #expect(refused.code == 2)
            #expect(!FileManager.default.fileExists(atPath: folder.file("new.sqlite")), "\(inputs)")
        }
        #expect(layoutreg(["merge", "new.sqlite", "a.sqlite", "b.sqlite"], in: folder.path).err.contains("b.sqlite has schema version"))
    }
}

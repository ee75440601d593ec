import Foundation
import Testing
import TestSupport

/// `layoutreg prune` keeps a CI history small: old runs go with their results, baselines stay.
@Suite(.serialized) struct PruneTests {
    @Test func keepRunsDeletesTheOlderRunsWithTheirResults() throws {
        let folder = try TeamProject.make()
        defer { folder.remove() }
        let db = folder.file(".layoutreg/layoutreg.sqlite")
        #expect(layoutreg(["record"], in: folder.path).code == 0)
        for _ in 1...3 { #expect(layoutreg(["run"], in: folder.path).code == 0) }
        let recent = layoutreg(["prune", "--older-than", "1"], in: folder.path)
        #expect(recent.code == 0)
        #expect(recent.out.contains("deleted 0 runs"), "\(recent.out)")
        let pruned = layoutreg(["prune", "--keep-runs", "1"], in: folder.path)
        #expect(pruned.code == 0, "\(pruned.err)")
        #expect(pruned.out.contains("deleted 2 runs"), "\(pruned.out)")
        #expect(try sqlite3Output(db, "SELECT id FROM runs") == "3\n")
        #expect(try sqlite3Output(db, "SELECT count(*), count(DISTINCT run_id) FROM results") == "4|1\n")
        #expect(try sqlite3Output(db, "SELECT count(*) FROM current_baselines") == "4\n")
        #expect(layoutreg(["run"], in: folder.path).code == 0)
    }

    @Test func pruneNeedsExactlyOneRule() throws {
        let folder = try TeamProject.make()
        defer { folder.remove() }
        #expect(layoutreg(["record"], in: folder.path).code == 0)
        for arguments in [["prune"], ["prune", "--keep-runs", "1", "--older-than", "30"]] {
            let result = layoutreg(arguments, in: folder.path)
            #expect(result.code == 2)
            #expect(result.err.contains("give one of --keep-runs and --older-than"), "\(result.err)")
        }
    }
}

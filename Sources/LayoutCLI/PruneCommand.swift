import Foundation
import LayoutRunner
import LayoutStore

/// `layoutreg prune`: keeps a history database that CI carries from pipeline to pipeline
/// from growing without end.
struct PruneCommand: Subcommand {
    static let spec = CommandSpec(
        name: "prune",
        summary: "Delete old runs from the history and shrink the database file",
        description: """
            Deletes every run but the --keep-runs most recent, or every run that started more \
            than --older-than days ago, with their results, then runs VACUUM so that the file \
            shrinks. Baselines and their approvals are kept. Give one of the two options.
            """,
        options: [
            .value("--keep-runs", "N", help: "Keep the N most recent runs"),
            .value("--older-than", "N", help: "Delete the runs that started more than N days ago"),
            Workspace.databaseOption,
        ],
        exitStatus: "0 pruned (nothing to prune included), 2 bad input (no database, a broken one, bad options).",
        examples: ["layoutreg prune --keep-runs 200 --db history/layoutreg.sqlite", "layoutreg prune --older-than 90"])

    var keepRuns: Int?
    var olderThanDays: Int?
    var database: String

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        keepRuns = try arguments.positiveInt("--keep-runs")
        olderThanDays = try arguments.positiveInt("--older-than")
        database = arguments.string(Workspace.databaseOption.name)
    }

    func run(console: Console) throws -> ExitCode {
        guard (keepRuns == nil) != (olderThanDays == nil) else {
            throw CommandError.usage("give one of --keep-runs and --older-than")
        }
        // Pruning never creates a database.
        guard FileManager.default.fileExists(atPath: database) else {
            throw CommandError("no database at \(database): --db names another")
        }
        let store: LayoutStore
        do { store = try LayoutStore(path: database) } catch { throw CommandError("\(error)") }
        let deleted: Int
        do {
            if let keepRuns {
                deleted = try store.pruneRuns(keepingLast: keepRuns)
            } else {
                let cutoff = Date().addingTimeInterval(-Double(olderThanDays ?? 0) * 86_400)
                deleted = try store.pruneRuns(startedBefore: RunContext.timestamp(cutoff))
            }
            try store.vacuum()
        } catch {
            throw CommandError("\(error)")
        }
        console.print("deleted \(deleted) run\(deleted == 1 ? "" : "s") from \(database)")
        return .success
    }
}

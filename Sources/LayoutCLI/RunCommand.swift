import Foundation
import LayoutLints
import LayoutReport
import LayoutRunner

/// `layoutreg run`: replays every case and compares it with its baseline. For CI: it never
/// writes baselines, and a case with no baseline fails.
struct RunCommand: Subcommand {
    static let name = "run"
    static let summary = "Replay every case and compare with the approved baselines (for CI)"
    static let usage = "layoutreg run [--filter PATTERN] [--shard I/N] [--jobs N] [--db PATH] [--fixtures DIR] [--junit FILE] [--lints off|warn|fail]"
    static let help = """
        Lays out every case of every scenario under the fixtures folder, compares each frame
        with the approved baseline within the scenario's tolerance, prints what differs, and
        records the run in the database. It never writes baselines: a case with no baseline
        fails until `layoutreg record` approves it.

        Options:
          --filter PATTERN  Only cases whose name (scenario/case, e.g. seeds/login/iPhone16/de/large/base)
                            matches: * and ? are wildcards; without them, a substring
          --shard I/N       Only the I-th of N equal parts of the cases (1-based), for
                            splitting a run across CI machines
          --junit FILE      Also write a JUnit XML report
          --no-store        Do not record the run in the database
          --lints S         off, warn or fail: every lint kind at S instead of each
                            scenario's "lints" (docs/lints.md)
        \(Workspace.optionsHelp)

        Exit status: 0 all passed, 1 a case failed (frames, or a lint at fail that its baseline
        does not approve), had no baseline or could not be laid out,
        2 bad input (fixtures, baselines, database, fonts).
        """
    static let parser = ArgumentParser(options: Workspace.options.union(["--filter", "--junit", "--shard", "--lints"]), flags: ["--no-store"])

    var workspace: Workspace
    var filter: CaseFilter?
    var shard: Shard?
    var junit: String?
    var store: Bool
    var lints: LintSeverity?

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        workspace = try Workspace(arguments)
        filter = arguments.value("--filter").map(CaseFilter.init)
        junit = arguments.value("--junit")
        if let text = arguments.value("--shard") {
            guard let shard = Shard(text) else { throw .usage("--shard expects I/N with 1 ≤ I ≤ N, got \"\(text)\"") }
            self.shard = shard
        }
        store = !arguments.has("--no-store")
        lints = try Workspace.lintSeverity(arguments)
    }

    func run(console: Console) throws -> ExitCode {
        let catalog = try workspace.loadFixtures()
        let database = store ? try workspace.openStore() : nil
        var runner = try workspace.runner(catalog: catalog, store: database)
        runner.replayer.lintOverride = lints
        let report: RunReport
        do {
            report = try runner.run(filter: filter, shard: shard, store: database,
                                    progress: Workspace.progress(console: console, verb: "laid out"))
        } catch let error as RunnerError {
            throw CommandError(error.description)
        } catch {
            throw CommandError("\(error)")
        }
        if report.results.isEmpty {
            console.printError(filter == nil ? "no scenarios in \(workspace.fixtures)" : "no case matches --filter \(filter?.pattern ?? "")")
        }
        workspace.timings.measure("print report") { console.print(RunFormatter.text(report)) }
        workspace.printTimings(console: console)
        if let junit {
            guard FileManager.default.createFile(atPath: junit, contents: Data(JUnitReport.xml(report).utf8)) else {
                throw CommandError("cannot write \(junit)")
            }
        }
        return report.passed && !report.results.isEmpty ? .success : .regressions
    }
}

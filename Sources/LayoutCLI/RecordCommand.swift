import LayoutLints
import LayoutReport
import LayoutRunner

/// `layoutreg record`: approves the engine's frames as baselines.
struct RecordCommand: Subcommand {
    static let name = "record"
    static let summary = "Approve the current frames as baselines"
    static let usage = "layoutreg record [--mode all|missing|failed] [--filter PATTERN] [--note TEXT] [--lints off|warn|fail] [--db PATH] [--fixtures DIR]"
    static let help = """
        Lays out the selected cases and approves their frames: writes the baseline text files
        (review them in your pull request) and the database, all of it or nothing. Prints what
        changed: new, changed, unchanged, removed. On a full record (no --filter), baselines
        whose scenario or case no longer exists are removed.

        Options:
          --mode MODE       all (every selected case), missing (cases with no baseline), or
                            failed (cases whose frames differ or that fail a lint).
                            Default: all
          --filter PATTERN  Only cases whose name matches (see `layoutreg run --help`)
          --note TEXT       Why: kept with the approval
          --lints S         off, warn or fail: every lint kind at S instead of each
                            scenario's "lints". The findings are approved with the
                            baselines and counted; new ones are named
        \(Workspace.optionsHelp)

        Exit status: 0 recorded (or nothing to record), 1 a case could not be laid out
        (nothing written), 2 bad input.
        """
    static let parser = ArgumentParser(options: Workspace.options.union(["--mode", "--filter", "--note", "--lints"]))

    var workspace: Workspace
    var mode: RecordMode
    var filter: CaseFilter?
    var note: String?
    var lints: LintSeverity?

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        workspace = try Workspace(arguments)
        let modeName = arguments.value("--mode") ?? "all"
        guard let mode = RecordMode(rawValue: modeName) else {
            throw .usage("--mode expects all, missing or failed, got \"\(modeName)\"")
        }
        self.mode = mode
        filter = arguments.value("--filter").map(CaseFilter.init)
        note = arguments.value("--note")
        lints = try Workspace.lintSeverity(arguments)
    }

    func run(console: Console) throws -> ExitCode {
        let catalog = try workspace.loadFixtures()
        let store = try workspace.openStore()
        var runner = try workspace.runner(catalog: catalog, store: store)
        runner.replayer.lintOverride = lints
        do {
            let report = try runner.record(mode: mode, filter: filter, note: note, store: store,
                                           progress: Workspace.progress(console: console, verb: "laid out"))
            workspace.timings.measure("print report") { console.print(RunFormatter.text(report)) }
            workspace.printTimings(console: console)
            return .success
        } catch let error as RunnerError where error.description.hasPrefix("nothing recorded") {
            console.printError(error.description)
            return .regressions
        } catch let error as RunnerError {
            throw CommandError(error.description)
        } catch {
            throw CommandError("nothing recorded: \(error)")
        }
    }
}

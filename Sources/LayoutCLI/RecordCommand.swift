import LayoutLints
import LayoutReport
import LayoutRunner

/// `layoutreg record`: approves the engine's frames as baselines.
struct RecordCommand: Subcommand {
    static let spec = CommandSpec(
        name: "record",
        summary: "Approve the current frames as baselines",
        description: """
            Lays out the selected cases and approves their frames: writes the baseline text files \
            (review them in your pull request) and the database (created and migrated when \
            absent), all of it or nothing. The lint findings are approved with the baselines and \
            counted; new ones are named. Prints what changed: new, changed, unchanged, removed. \
            Baselines whose scenario or case no longer exists are removed by a full record (no \
            --filter) in mode all, or in any mode with --prune-stale; otherwise they are kept and \
            listed as stale. A scenario file that cannot be read is reported and its baselines \
            kept; the other scenarios are recorded.
            """,
        options: [
            .choice("--mode", RecordMode.self,
                    help: "all (every selected case), missing (cases with no baseline), or failed (cases whose frames differ or that fail a lint)",
                    default: .all),
            RunCommand.filterOption,
            .value("--note", "TEXT", help: "Why: kept with the approval"),
            .flag("--prune-stale", help: "Also remove baselines whose scenario or case is gone (mode all does it anyway)"),
            Workspace.lintsOption,
            RunCommand.reportOption,
        ] + Workspace.options,
        exitStatus: "0 recorded (or nothing to record), 1 a case could not be laid out (nothing written), "
            + "2 bad input (a scenario file that cannot be read, whose other scenarios are still recorded; "
            + "a --filter that matches no case).",
        examples: ["layoutreg record --mode missing", "layoutreg record --mode missing --prune-stale", "layoutreg record --mode failed --filter 'seeds/size-picker/*' --note 'spacing 16 to 12'"])

    var workspace: Workspace
    var mode: RecordMode
    var filter: CaseFilter?
    var note: String?
    var pruneStale: Bool
    var lints: LintSeverity?
    var report: String?

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        workspace = try Workspace(arguments)
        mode = arguments.choice("--mode", as: RecordMode.self)
        filter = arguments.value(RunCommand.filterOption.name).map(CaseFilter.init)
        note = arguments.value("--note")
        pruneStale = arguments.has("--prune-stale")
        lints = Workspace.lintSeverity(arguments)
        report = arguments.value(RunCommand.reportOption.name)
    }

    func run(console: Console) throws -> ExitCode {
        if pruneStale && filter != nil {
            throw CommandError.usage("--prune-stale needs every case: it cannot be given with --filter")
        }
        let catalog = try workspace.loadFixtures()
        try Workspace.requireCases(in: catalog, filter: filter, fixtures: workspace.fixtures)
        let store = try workspace.openStore()
        var runner = try workspace.runner(catalog: catalog, store: store)
        runner.replayer.lintOverride = lints
        do {
            let report = try runner.record(mode: mode, filter: filter, note: note, store: store, pruneStale: pruneStale,
                                           keepingFrames: self.report != nil,
                                           listing: self.report != nil ? nil : RunFormatter.recordLines,
                                           progress: Workspace.progress(console: console, verb: "laid out", failures: "could not be laid out"))
            workspace.timings.measure("print report") { console.print(RunFormatter.text(report)) }
            if let directory = self.report {
                do {
                    var html = RunCommand.htmlReport(verb: "record", runner: runner)
                    html.contactSheet = Self.contactSheets(runner: runner, report: report)
                    try html.write(record: report, to: directory)
                } catch {
                    throw CommandError(error.description)
                }
            }
            workspace.printTimings(console: console)
            Workspace.reportProblems(catalog, console: console)
            return catalog.problems.isEmpty ? .success : .badInput
        } catch let error as RunnerError where error.description.hasPrefix("nothing recorded") {
            console.printError(error.description)
            return .regressions
        } catch let error as RunnerError {
            throw CommandError(error.description)
        } catch {
            throw CommandError("nothing recorded: \(error)")
        }
    }

    /// Each scenario's contact sheet from its baseline file as the record left it, the cases
    /// it approved marked `changed` or `new`, as `run --report` draws its failures.
    static func contactSheets(runner: RegressionRunner, report: RecordReport) -> @Sendable (String) -> ContactSheet? {
        let scenarios = runner.catalog.scenarios, baselines = runner.baselines
        var statuses: [String: [String: String]] = [:]
        func mark(_ name: String, _ status: String) {
            // `scenario/container/locale/size/set`: the case key is the last four parts.
            let parts = name.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count > 4 else { return }
            statuses[parts.dropLast(4).joined(separator: "/"), default: [:]][parts.suffix(4).joined(separator: "/")] = status
        }
        for (name, _) in report.changed { mark(name, "changed") }
        for name in report.new { mark(name, "new") }
        return { [statuses] name in
            guard let scenario = scenarios.first(where: { $0.name == name }) else { return nil }
            let stored = (try? baselines.read(scenario: name)) ?? nil
            return ContactSheet(scenario: scenario, recorded: stored ?? [:], statuses: statuses[name] ?? [:])
        }
    }
}

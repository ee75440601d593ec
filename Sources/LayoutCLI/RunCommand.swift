import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutLints
import LayoutReport
import LayoutRunner

/// `layoutreg run`: replays every case and compares it with its baseline. For CI: it never
/// writes baselines, and a case with no baseline fails.
struct RunCommand: Subcommand {
    static let spec = CommandSpec(
        name: "run",
        summary: "Replay every case and compare with the approved baselines (for CI)",
        description: """
            Lays out every case of every scenario under the fixtures folder, compares each frame \
            with the approved baseline within the scenario's tolerance, prints what differs, and \
            records the run in the database (created and migrated when absent). It never writes \
            baselines: a case with no baseline fails until `layoutreg record` approves it.
            """,
        options: [
            filterOption,
            .value("--shard", "I/N", help: "Only the I-th of N equal parts of the cases (1-based), for splitting a run across CI machines"),
            .value("--junit", "FILE", help: "Also write a JUnit XML report (each test case's message bounded; the details are in --report)"),
            reportOption,
            .value("--summary-md", "FILE", help: "Also write a Markdown summary for a CI step summary (at most 1 MB): the failures by "
                   + "scenario and root cause, each with its approve command, and a link to the report"),
            Workspace.formatOption,
            .flag("--github-annotations", help: "Also print a GitHub Actions error annotation per failure group, on its scenario's file"),
            .value("--max-failures", "N", help: "How many root causes to show view by view in text (the first case of each); "
                   + "every cause and every scenario with failures is named whatever N is", default: .value(String(RunFormatter.defaultMaxFailures))),
            .flag("--no-store", help: "Do not record the run in the database"),
            .flag("--incremental", help: "Lay out only the cases whose inputs (scenario file and strings, baseline, fonts, "
                  + "layoutreg build, lint policy) changed since the last run where they passed; the others are reported as "
                  + "unchanged (skipped) and kept in the history (`layoutreg history --scenario S --case K` explains a skip). "
                  + "Needs the database"),
            runLabelOption,
            .flag("--strict-strings", help: "Fail the run (exit 1) when the strings gave any warning: a key missing in a "
                  + "locale, a locale with no strings, a string to review, a format that does not fit its arguments"),
            Workspace.lintsOption,
        ] + Workspace.options,
        exitStatus: "0 all passed (or an empty shard), 1 a case failed (frames, or a lint at fail that its baseline does "
            + "not approve), had no baseline or could not be laid out, 2 bad input (a scenario file that cannot be read, "
            + "whose other scenarios still run; baselines, database, fonts; a --filter that matches no case).",
        examples: ["layoutreg run", "layoutreg run --filter '/ar/' --junit report.xml",
                   "layoutreg run --report layoutreg-report --summary-md summary.md", "layoutreg run --format json | jq .scenarios",
                   "layoutreg run --shard 2/4 --run-label \"$CI_PIPELINE_ID\" --db shard-2.sqlite", "layoutreg run --incremental"])

    /// Shared with `merge`, which combines the shards of one label into one run.
    static let runLabelOption = OptionSpec.value(
        "--run-label", "LABEL",
        help: "The whole run a shard belongs to: `layoutreg merge` combines the shards of one label into one run; "
            + "given to merge, it replaces the shards' own labels",
        default: .described("run: the commit; merge: each shard's own"))

    /// Shared with `record`: both select cases the same way.
    static let filterOption = OptionSpec.value(
        "--filter", "PATTERN",
        help: "Only cases whose name (scenario/case, e.g. seeds/login/iPhone16/de/large/base) matches: "
            + "* and ? are wildcards; without them, a substring")

    /// Shared with `record`: both can draw what they did.
    static let reportOption = OptionSpec.value(
        "--report", "DIR",
        help: "Also write an HTML report into DIR (index.html and its assets, no network needed): "
            + "the summary, and the baseline and the layout of every case to review as wireframes")

    var workspace: Workspace
    var filter: CaseFilter?
    var shard: Shard?
    var junit: String?
    var report: String?
    var summaryMarkdown: String?
    var format: Workspace.Format
    var maxFailures: Int
    var annotations: Bool
    var store: Bool
    var label: String?
    var lints: LintSeverity?
    var strictStrings: Bool
    var incremental: Bool

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        workspace = try Workspace(arguments)
        filter = arguments.value(Self.filterOption.name).map(CaseFilter.init)
        junit = arguments.value("--junit")
        report = arguments.value(Self.reportOption.name)
        summaryMarkdown = arguments.value("--summary-md")
        format = arguments.value(Workspace.formatOption.name).flatMap(Workspace.Format.init(rawValue:)) ?? .text
        guard format == .text || format == .json else { throw .usage("run --format takes text or json, got \"\(format.rawValue)\"") }
        maxFailures = try arguments.positiveInt("--max-failures") ?? RunFormatter.defaultMaxFailures
        annotations = arguments.has("--github-annotations")
        if let text = arguments.value("--shard") {
            guard let shard = Shard(text) else { throw .usage("--shard expects I/N with 1 ≤ I ≤ N, got \"\(text)\"") }
            self.shard = shard
        }
        store = !arguments.has("--no-store")
        label = arguments.value("--run-label")
        lints = Workspace.lintSeverity(arguments)
        strictStrings = arguments.has("--strict-strings")
        incremental = arguments.has("--incremental")
    }

    /// The cases whose strings gave warnings: the strings' own, and a key with no string at all.
    static func casesWithStringWarnings(_ report: RunReport) -> Int {
        report.casesWithStringWarnings
    }

    /// What the run keeps of each case once it is counted and stored: every result when a
    /// report lists every case (JUnit, HTML, Markdown, annotations, JSON); else the first cases
    /// that did not pass, which the console shows, so that a million cases take no more
    /// memory than a thousand.
    var retention: ResultRetention {
        junit != nil || report != nil || summaryMarkdown != nil || annotations || format == .json ? .all : .console
    }

    func run(console: Console) throws -> ExitCode {
        // Checked here, not when parsing: each is valid alone.
        if annotations && format == .json { throw CommandError.usage("--github-annotations would break --format json's one object; give one of them") }
        if incremental && !store {
            throw CommandError.usage("--incremental compares with the digests kept in the database; it cannot be used with --no-store")
        }
        let catalog = try workspace.loadFixtures(selecting: filter)
        try Workspace.requireCases(in: catalog, filter: filter, fixtures: workspace.fixtures)
        let database = store ? try workspace.openStore() : nil
        // Without a store, only the JSON output and the HTML report show the fonts' digest.
        var runner = try workspace.runner(catalog: catalog, store: database, digestingFonts: format == .json || self.report != nil)
        runner.replayer.lintOverride = lints
        if incremental, let database { runner.context.buildDigest = try workspace.buildDigest(store: database) }
        let report: RunReport
        do {
            report = try runner.run(filter: filter, shard: shard, store: database, label: label, keepingFrames: self.report != nil,
                                    incremental: incremental, retention: retention, progress: Workspace.progress(console: console, verb: "laid out", failures: "did not pass"))
        } catch let error as RunnerError {
            throw CommandError(error.description)
        } catch {
            throw CommandError("\(error)")
        }
        if report.laidOut == 0, let shard {
            console.printError("no case in shard \(shard): nothing to lay out"
                               + (report.runID == nil ? "" : "; stored as an empty shard, for `layoutreg merge` to see every shard"))
        }
        workspace.timings.measure("print report") {
            if format == .json {
                console.print(RunJSON.text(report, context: runner.context))
            } else {
                console.print(RunFormatter.text(report, maxFailures: maxFailures))
            }
        }
        if let directory = self.report {
            try workspace.timings.measure("write report") { () throws(CommandError) in
                do throws(ReportError) {
                    var html = Self.htmlReport(verb: "run", runner: runner)
                    html.contactSheet = Self.contactSheets(runner: runner, results: report.results)
                    try html.write(run: report, to: directory)
                } catch {
                    throw CommandError(error.description)
                }
            }
        }
        if annotations {
            var files: [String: String] = [:]
            for scenario in catalog.scenarios where files[scenario.name] == nil { files[scenario.name] = scenario.file }
            console.print(GitHubAnnotations.text(report, files: files))
        }
        if let summaryMarkdown {
            let markdown = RunMarkdown.text(report, reportLink: self.report.map { $0 + "/index.html" })
            guard FileManager.default.createFile(atPath: summaryMarkdown, contents: Data(markdown.utf8)) else {
                throw CommandError("cannot write \(summaryMarkdown)")
            }
        }
        if let junit {
            guard FileManager.default.createFile(atPath: junit, contents: Data(JUnitReport.xml(report).utf8)) else {
                throw CommandError("cannot write \(junit)")
            }
        }
        workspace.printTimings(console: console)
        let stringCases = strictStrings ? Self.casesWithStringWarnings(report) : 0
        if stringCases > 0 {
            console.printError("--strict-strings: the strings of \(stringCases) case\(stringCases == 1 ? "" : "s") gave warnings (listed above)")
        }
        Workspace.reportProblems(catalog, console: console)
        guard catalog.problems.isEmpty else { return .badInput }
        return report.passed && stringCases == 0 ? .success : .regressions
    }

    /// The HTML report's title and inputs: what the frames were made from.
    static func htmlReport(verb: String, runner: RegressionRunner) -> HTMLReport {
        let context = runner.context
        var inputs: [(label: String, value: String)] = []
        if let commit = context.gitCommit { inputs.append(("Commit", commit)) }
        inputs.append(("Engine", context.engineVersion))
        if !context.fontDigest.isEmpty { inputs.append(("Fonts", context.fontDigest)) }
        inputs.append(("Host", context.host))
        inputs.append(("Fixtures", "\(runner.catalog.scenarios.count + runner.catalog.unselectedCount) scenarios"))
        var report = HTMLReport(title: "layoutreg \(verb)", inputs: inputs)
        for scenario in runner.catalog.scenarios {
            for spec in scenario.matrix.containers { report.containers[scenario.name, default: [:]][spec.name] = spec.container.size }
        }
        return report
    }

    /// Each scenario's contact sheet, from its baseline file and the cases that did not pass.
    static func contactSheets(runner: RegressionRunner, results: [CaseResult]) -> @Sendable (String) -> ContactSheet? {
        var problems: [String: [String: CaseResult]] = [:]
        for result in results where result.status != .pass { problems[result.scenario, default: [:]][result.caseKey] = result }
        let scenarios = runner.catalog.scenarios, baselines = runner.baselines
        return { [problems] name in
            guard let scenario = scenarios.first(where: { $0.name == name }) else { return nil }
            let stored = (try? baselines.read(scenario: name)) ?? nil
            return ContactSheet(scenario: scenario, baselines: stored ?? [:], results: problems[name] ?? [:])
        }
    }
}

import ContentDigest
import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutReport
import LayoutLints
import LayoutRunner
import LayoutStore
import LayoutText

/// The folders and files a command works on, from the shared options and their defaults:
/// fixtures in `Fixtures/`, baselines in `Fixtures/Baselines/`, the database in
/// `.layoutreg/layoutreg.sqlite`, fonts from the repository's `Fonts/`.
struct Workspace {
    static let defaultDatabase = ".layoutreg/layoutreg.sqlite"

    static let fixturesOption = OptionSpec.value(
        "--fixtures", "DIR", help: "Scenario files (*.json, sub-folders included)", default: .value("Fixtures"))
    static let baselinesOption = OptionSpec.value(
        "--baselines", "DIR", help: "Approved frames as text, one file per scenario", default: .described("<fixtures>/Baselines"))
    static let databaseOption = OptionSpec.value(
        "--db", "PATH", help: "SQLite database with baselines' provenance and run history",
        default: .value(defaultDatabase))
    static let fontsOption = OptionSpec.value(
        "--fonts", "DIR", help: "A fonts folder with a fonts.json manifest",
        default: .described("LAYOUTREG_FONTS, else the repository's Fonts/"))
    static let jobsOption = OptionSpec.value(
        "--jobs", "N", help: "Threads to use: cases laid out, files read and written at once",
        default: .described("the number of cores"))
    /// What `layout` and `run` print. Declared once for both, so that `--format` means one
    /// thing: `layout` takes every format, `run` text and json.
    enum Format: String, CaseIterable { case json, text, svg, html }
    static let formatOption = OptionSpec.choice(
        "--format", Format.self, valueName: "FORMAT",
        help: "json (layout: one object, as in the fixture spec; run: the failure groups and every case to review, "
            + "docs/report-format.md), text (layout: an indented tree; run: failures by scenario and root cause), "
            + "svg (layout only: the wireframe, each view a rectangle) or html (layout only: the wireframe beside the tree)",
        default: .described("json for layout, text for run"))

    /// The options of every command that lays out the fixtures: `run` and `record`.
    static let options = [fixturesOption, baselinesOption, databaseOption, fontsOption, jobsOption]
    static let engineVersion = "0.1.0"

    var fixtures: String
    var baselines: String
    var database: String
    var fonts: String?
    var jobs: Int
    /// How long each phase of the command took; printed when `LAYOUTREG_TIMINGS` is set, each
    /// time a phase ran too when it is `trace`.
    let timings = PhaseTimings(tracing: ProcessInfo.processInfo.environment["LAYOUTREG_TIMINGS"] == "trace")

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        fixtures = arguments.string(Self.fixturesOption.name)
        baselines = arguments.value(Self.baselinesOption.name) ?? fixtures + "/Baselines"
        database = arguments.string(Self.databaseOption.name)
        fonts = arguments.value(Self.fontsOption.name)
        jobs = try arguments.positiveInt(Self.jobsOption.name) ?? ProcessInfo.processInfo.activeProcessorCount
    }

    /// Every readable scenario; the unreadable ones are in the catalog's `problems`, for the
    /// command to report while it works on the others.
    /// With `filter`, only the scenarios with a case it selects are loaded (the others are
    /// read for their name and matrix).
    func loadFixtures(selecting filter: CaseFilter? = nil) throws(CommandError) -> FixtureCatalog {
        var selecting: (@Sendable (String, String) -> Bool)?
        if let filter { selecting = { filter.matches(scenario: $0, caseKey: $1) } }
        do {
            return try timings.measure("load fixtures") { () throws(FixtureError) in
                try FixtureCatalog.load(directory: fixtures, collectingProblems: true, threads: jobs, selecting: selecting)
            }
        } catch {
            throw CommandError(error.description)
        }
    }

    /// Refuses a selection with no case in it, before anything is opened or written: a
    /// filter that matches nothing is a typo to fix, not a pass. When no scenario file can be
    /// read there is nothing else to work on: each file's error is the message.
    static func requireCases(in catalog: FixtureCatalog, filter: CaseFilter?, fixtures: String) throws(CommandError) {
        if catalog.scenarios.isEmpty && catalog.unselectedCount == 0 {
            guard catalog.problems.isEmpty else { throw CommandError(catalog.problems.map(\.error.description).joined(separator: "\n")) }
            throw CommandError("no scenarios in \(fixtures): add a scenario file (`layoutreg init` writes a starter one)")
        }
        guard let filter else { return }
        let matches = catalog.scenarios.contains { scenario in
            scenario.matrix.cases.contains { filter.matches(scenario: scenario.name, caseKey: $0.key) }
        }
        if !matches {
            throw CommandError("no case matches --filter \(TerminalText.shellQuoted(filter.pattern)) "
                               + "(`layoutreg list --cases` lists the names it matches)")
        }
    }

    /// Each unreadable scenario file, on standard error, located.
    static func reportProblems(_ catalog: FixtureCatalog, console: Console) {
        for problem in catalog.problems { console.printError("error: " + problem.error.description) }
        if !catalog.problems.isEmpty {
            let count = catalog.problems.count
            console.printError("\(count) scenario file\(count == 1 ? "" : "s") could not be read; the others were used")
        }
    }

    /// The product's text measurer: HarfBuzz on the pinned fonts.
    static func measurer(fonts: String?) throws(CommandError) -> HarfBuzzTextMeasurer {
        do {
            return try HarfBuzzTextMeasurer(fontsDirectory: fonts)
        } catch {
            throw CommandError("fonts: \(error)")
        }
    }

    /// Opens (creating and migrating when absent) the database. The default database's
    /// folder is created; a folder given with `--db` must exist.
    func openStore() throws(CommandError) -> LayoutStore {
        if database == Self.defaultDatabase {
            try? FileManager.default.createDirectory(atPath: ".layoutreg", withIntermediateDirectories: true)
        }
        do {
            return try timings.measure("open database") { try LayoutStore(path: database) }
        } catch {
            throw CommandError("\(error)")
        }
    }

    /// The runner for `run` and `record`, with provenance from this machine. The fonts'
    /// digests are read from `store` where the files have not changed since they were kept
    /// there, and the ones read now are kept for next time. Without `digestingFonts` they are
    /// not read at all (the run's context has none): reading 28 MB of fonts cost more than
    /// laying out a few hundred cases, for a `run --no-store` that prints no digest.
    func runner(catalog: FixtureCatalog, store: LayoutStore?, digestingFonts: Bool = true) throws(CommandError) -> RegressionRunner {
        let measurer = try timings.measure("load fonts") { () throws(CommandError) in try Self.measurer(fonts: fonts) }
        let hashes: [FontHash]
        do {
            hashes = !digestingFonts && store == nil ? [] : try timings.measure("hash fonts") {
                let fonts = measurer.catalog
                let known = try store?.fileDigests(paths: fonts.faces.map(fonts.path(of:))) ?? [:]
                let (hashes, fresh) = try fonts.fileDigests(threads: jobs, reusing: known)
                try store?.saveFileDigests(fresh)
                return hashes
            }
        } catch {
            throw CommandError("fonts: \(error)")
        }
        let listing = hashes.map { "\($0.sha256)  \($0.file)" }.joined(separator: "\n")
        let context = timings.measure("provenance") {
            RunContext.current(engineVersion: Self.engineVersion, fontHashes: listing,
                               fontDigest: hashes.isEmpty ? "" : FontCatalog.combinedDigest(of: hashes))
        }
        // Texts are reported so that baselines keep the strings shown and a failure names the ones changed.
        var engine = LayoutEngine(measurer: measurer)
        engine.reportsTexts = true
        return RegressionRunner(catalog: catalog, baselines: BaselineDirectory(path: baselines),
                                replayer: Replayer(engine: engine, jobs: jobs),
                                context: context, timings: timings)
    }

    /// The SHA-256 of this layoutreg executable, for `run --incremental`: a case laid out by
    /// another build is laid out again. Read from `store` while the file's stamp is the one kept
    /// with it (as the fonts' are), else hashed and kept.
    func buildDigest(store: LayoutStore) throws(CommandError) -> String {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        do {
            return try timings.measure("hash build") {
                guard let stamp = FileStamp(path: path) else { return "" }
                if let known = try store.fileDigests(paths: [path])[path], known.stamp == stamp { return known.sha256 }
                let sha256 = try SHA256.hash(contentsOf: path).hex
                if FileStamp(path: path) == stamp, !stamp.isRecent() {
                    try store.saveFileDigests([FileDigest(path: path, stamp: stamp, sha256: sha256)])
                }
                return sha256
            }
        } catch {
            throw CommandError("cannot digest the layoutreg executable \(path): \(error)")
        }
    }

    /// `--lints off|warn|fail`, shared by `run`, `record` and `layout`: one severity for every
    /// lint kind of every scenario, for one invocation.
    static let lintsOption = OptionSpec.choice(
        "--lints", LintSeverity.self,
        help: "Every lint kind at this severity instead of each scenario's \"lints\" (docs/lints.md); off skips the lint pass",
        default: .described("each scenario's"))

    /// `--lints`, or `nil` when not given (the scenarios' policies hold). The parser has
    /// refused values that are not a severity.
    static func lintSeverity(_ arguments: ArgumentParser.Parsed) -> LintSeverity? {
        arguments.value(lintsOption.name).flatMap(LintSeverity.init(rawValue:))
    }

    /// Prints the phase durations on standard error when `LAYOUTREG_TIMINGS` is set.
    func printTimings(console: Console) {
        guard ProcessInfo.processInfo.environment["LAYOUTREG_TIMINGS"] != nil else { return }
        let trace = timings.trace
        if !trace.isEmpty { console.printError(trace + "\n") }
        console.printError(timings.report)
    }

    /// A progress line on standard error while cases are laid out, redrawn in place, when
    /// standard error is a terminal; nothing otherwise (a CI log gets no progress lines).
    ///
    /// `laid out 1,200/10,000 cases, 12 failed, 4,100 cases/s, about 2 s left`
    static func progress(console: Console, verb: String, failures: String) -> (@Sendable (WorkProgress) -> Void)? {
        guard console.errorIsTerminal else { return nil }
        let start = ContinuousClock.now
        return { progress in
            console.progress(ProgressLine.text(progress, verb: verb, failures: failures, elapsed: ContinuousClock.now - start))
            if progress.done >= progress.total { console.endProgress() }
        }
    }
}

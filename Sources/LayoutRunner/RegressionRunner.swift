import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutLints
import LayoutStore

/// The regression loop: replays every selected case, compares it with its approved
/// baseline, and keeps the outcome in the store (`run`); or approves the frames as the new
/// baselines (`record`). A run never writes baselines.
///
/// Baselines live in two places: canonical text files next to the fixtures (what a
/// reviewer reads and what `run` compares against) and the store (every approval with its
/// provenance, for history). `record` writes both, all or nothing.
///
/// ## The map
///
/// ```
///  jobs(matching:shard:)        the selected cases, in fixture and matrix order
///        │
///  Replayer.replay ─ Lanes      --jobs threads share one loop over chunks of ≤ 256 cases of
///        │                      a scenario; each chunk prepares its view once, lays out each
///        │                      case and writes its outcome into its own slot (Slots)
///        ├─ run:    a window of cases at a time (CaseSelection, `window`): lay out and
///        │          compare each with its baseline (FrameComparison), then, in job order,
///        │          count it (RunCollector), write its row in the run's one transaction
///        │          (RunResultWriter) while the lanes lay out the next window, and drop it
///        │          unless the report keeps it (ResultRetention)
///        └─ record: alongside the layout, on one lane, the store's write transaction
///                   (storeApproval) approves each case as its decision is ready, in job
///                   order, taking loop iterations itself while it waits (SharedLoop); each
///                   scenario's new file is staged when its last case is decided
///                   (RecordWork.stage). Then: journal → files into place → commit.
///                   Abandoning (a case that cannot be laid out, a failed staging, a store
///                   error) is a rollback: the transaction rolls back and every file is put
///                   back (BaselineDirectory+Publishing.swift); after a crash the next command
///                   rolls the journal forward or back.
/// ```
///
/// The folders follow the map: `Selection` (which cases: filters, shards), `Replay` (lanes,
/// chunks, slots), `Compare` (results, their counts and what a report keeps), `Record`
/// (approving) and `Baselines` (the text files, written all or nothing).
///
/// Rows and files are the same whatever the number of lanes or shards: every parallel step
/// writes by index, and every write happens in job order.
public struct RegressionRunner: Sendable {
    public var catalog: FixtureCatalog
    public var baselines: BaselineDirectory
    public var replayer: Replayer
    public var context: RunContext
    /// Where the phases of `run` and `record` add their durations.
    public var timings: PhaseTimings
    /// How many cases `run` lays out, compares and writes at a time before it drops them:
    /// the results of one window are what a run holds (about 2 KB a case on a 61-view screen
    /// with findings), and 4,096 still gives each of 2 lanes 8 chunks of 256 cases.
    public var window = 4_096

    public init(catalog: FixtureCatalog, baselines: BaselineDirectory, replayer: Replayer, context: RunContext,
                timings: PhaseTimings = PhaseTimings()) {
        self.catalog = catalog
        self.baselines = baselines
        self.replayer = replayer
        self.context = context
        self.timings = timings
    }

    /// The selected cases in fixture and matrix order.
    public func jobs(matching filter: CaseFilter?, shard: Shard? = nil) -> [CaseJob] {
        let scenarios = catalog.scenarios
        let selected = lanes.map(scenarios.count) { i in
            scenarios[i].matrix.cases.compactMap { layoutCase in
                filter?.matches(scenario: scenarios[i].name, caseKey: layoutCase.key) ?? true
                    ? CaseJob(scenarioIndex: i, layoutCase: layoutCase) : nil
            }
        }
        guard let shard else { return Array(selected.joined()) }
        return selected.joined().enumerated().compactMap { position, job in shard.contains(position) ? job : nil }
    }

    /// The threads `--jobs` allows, for every parallel step.
    var lanes: Lanes { Lanes(replayer.jobs) }

    /// The scenarios that `jobs` lay out, in fixture order.
    func scenarioIndices(of jobs: [CaseJob]) -> [Int] {
        var touched = [Bool](repeating: false, count: catalog.scenarios.count)
        for job in jobs { touched[job.scenarioIndex] = true }
        return touched.indices.filter { touched[$0] }
    }

    /// The index of each scenario by name (the first, should two share one).
    var scenarioIndexByName: [String: Int] {
        var indices: [String: Int] = [:]
        for (i, scenario) in catalog.scenarios.enumerated() where indices[scenario.name] == nil { indices[scenario.name] = i }
        return indices
    }

    // MARK: run

    /// Replays the selected cases, compares them with their baselines, and records the run.
    ///
    /// The cases go ``window`` at a time, in job order: laid out and compared on every lane,
    /// then counted and summarised, written to the store inside the run's one transaction
    /// (their cases synced there too), and dropped unless `retention` keeps them, so that
    /// memory stays flat whatever the number of cases. Each scenario's baselines are read when
    /// its first window needs them and dropped after its last.
    ///
    /// With `keepingFrames`, each case that did not pass keeps all its frames, baseline and
    /// layout (``CaseResult/expectedFrames``), for a report that draws them; without, only
    /// its differences, which is what the console and the store need. `label` names the whole
    /// run a shard belongs to, for `layoutreg merge`; by default the commit under test.
    ///
    /// With `incremental` and a store, a case whose inputs have the digest they had in the
    /// last run where it passed (``CaseInputDigest``) is not laid out: it is reported in
    /// ``RunReport/skipped`` and kept in the store's `run_skips`, with the run it relies on.
    /// The digests of the cases that pass are kept for the next incremental run.
    public func run(filter: CaseFilter?, shard: Shard? = nil, store: LayoutStore?, label: String? = nil,
                    keepingFrames: Bool = false, incremental: Bool = false, retention: ResultRetention = .all,
                    progress: (@Sendable (WorkProgress) -> Void)? = nil) throws -> RunReport {
        let started = RunContext.timestamp()
        let clock = ContinuousClock.now
        // A record that crashed is finished or undone first: the files and database agree.
        try timings.measure("recover") { () throws(RunnerError) in try baselines.recover() }
        let scenarios = catalog.scenarios
        let selection = timings.measure("select cases") { CaseSelection(scenarios, filter: filter, shard: shard) }
        // Nothing selected is no run: an empty run in the history would read as a pass. An
        // empty shard of a run that has cases is stored, though: `merge` needs every shard
        // from 1 to N to know that the merged run is complete.
        guard !selection.isEmpty || (shard != nil && !CaseSelection(scenarios, filter: filter, shard: nil).isEmpty) else {
            return RunReport(results: unreadableFixtures)
        }
        // A fixture that could not be read hides its baselines' cases: none of them is stale.
        let isFull = filter == nil && shard == nil && catalog.problems.isEmpty
        var approved = ApprovedCache(checksStale: isFull)
        let total = selection.count
        let record = RunRecord(
            startedAt: started, endedAt: started, gitCommit: context.gitCommit, host: context.host,
            engineVersion: context.engineVersion, fontHashes: context.fontHashes,
            scope: shard != nil ? .shard : filter == nil && catalog.problems.isEmpty ? .full : .filtered,
            filter: [filter?.pattern, shard.map { "shard \($0)" },
                     catalog.problems.isEmpty ? nil : "\(catalog.problems.count) unreadable fixture files left out"]
                .compactMap { $0 }.joined(separator: ", ").nilIfEmpty,
            durationMilliseconds: 0, label: label ?? context.gitCommit, shard: shard.map { ($0.index, $0.count) })
        let failures = FailureCount()
        var collector = RunCollector(retention: retention)
        // The cases go a window at a time: laid out and compared in parallel, then counted,
        // written to the store and dropped, so that memory stays flat however many there are.
        let windows = stride(from: 0, to: total, by: max(1, window)).map { $0..<min($0 + max(1, window), total) }
        var next = 0
        // The window's jobs, with their scenarios' baselines read.
        func jobs(of range: Range<Int>) throws -> WindowJobs {
            let jobs = selection.jobs(range, of: scenarios)
            try timings.measure("read baselines") { try approved.load(scenarioIndices(of: jobs), runner: self) }
            return WindowJobs(jobs: jobs, frames: approved.frames, findings: approved.findings, strings: approved.strings)
        }
        // Lays out and compares the window's jobs (all of `range` but the cases `skipped`).
        func layOut(_ window: WindowJobs, of range: Range<Int>, skipped: [SkippedCase] = []) -> LaidOutWindow {
            let jobs = window.jobs
            let encodes = store != nil
            let compared = timings.measure("lay out and compare") {
                replayer.replay(jobs, of: scenarios, progress: Self.perCase(progress, offset: range.lowerBound, total: total,
                                                                             failures: failures)) { i, outcome in
                    let job = jobs[i], key = job.layoutCase.key
                    let result = Self.result(of: job, outcome, scenario: scenarios[job.scenarioIndex].name,
                                             tolerance: scenarios[job.scenarioIndex].tolerance,
                                             baseline: window.frames[job.scenarioIndex]?[key],
                                             approvedFindings: window.findings[job.scenarioIndex]?[key],
                                             approvedStrings: window.strings[job.scenarioIndex]?[key],
                                             keepingFrames: keepingFrames)
                    if result.status != .pass { failures.add() }
                    // The rows' JSON is made here, on every lane, rather than on the one that writes.
                    return (result, encodes ? LaidOutWindow.Details(result) : nil)
                }
            }
            let results = compared.map(\.0)
            collector.skip(skipped)
            for result in results { collector.add(result) }
            // Skipped cases are done too: the progress reaches the window's end.
            if jobs.count < range.count, let progress {
                progress(WorkProgress(done: range.upperBound, total: total, failures: failures.value))
            }
            // Windows go in fixture order: a scenario before the last one of this window has
            // no case left to compare.
            if let last = selection.lastScenario(in: range) { approved.drop(before: last) }
            next = range.upperBound
            return LaidOutWindow(jobs: jobs, results: results, details: compared.map(\.1))
        }
        var stored: (runID: Int64, duration: Int64)?
        var storeError: (any Error)?
        if let store {
            do {
                stored = try storeRun(windows, record, store, incremental: incremental, clock: clock, jobs: jobs, layOut)
            } catch {
                storeError = error
            }
        }
        // Without a store, or after it failed: the cases left are laid out all the same.
        for range in windows where range.lowerBound >= next { _ = layOut(try jobs(of: range), of: range) }
        let stale = timings.measure("stale baselines") { isFull ? staleBaselines(checked: approved.stale) : [] }
        var report = collector.report(unreadable: unreadableFixtures)
        report.staleBaselines = stale
        report.durationMilliseconds = Self.milliseconds(since: clock)
        if let (runID, duration) = stored { (report.runID, report.durationMilliseconds) = (runID, duration) }
        if let store, let error = storeError {
            // The cases were laid out and compared: that work is kept even if the store failed.
            let counts = "\(report.laidOut) cases: \(report.count(.pass)) passed, \(report.count(.fail)) failed, "
                + "\(report.count(.new)) new, \(report.count(.error)) errors"
            let kept: String
            do { kept = "they are kept in " + (try UnsavedRun.keep(report, run: record, store: store)) } catch {
                kept = "and they could not be kept in a file either (\(error))"
            }
            throw RunnerError("\(error)\nThe run finished (\(counts)) but was not recorded in the database; \(kept)")
        }
        return report
    }

    /// The store's side of `run`, in the run's one write transaction: each window of cases
    /// is laid out and compared by `layOut`, then synced (its cases' ids) and its results
    /// written, in job order, on one thread while the lanes lay out the next window
    /// (``Lanes/overlapping(_:_:)``): so with 2 lanes the writes do not leave a core idle,
    /// and one window's results wait at most. The run's end time and duration are taken once
    /// the last case is written. Returns the run's id and duration.
    ///
    /// An `incremental` run looks up the window's digests kept from the last passing runs
    /// before laying it out (``incrementalPlan(_:caseIDs:latest:)``), so it syncs the window's
    /// cases first and writes one window after the other: the window's skips are
    /// kept, and the input digests of the cases that passed where they differ from the ones
    /// kept before. So a run holds the digests of one window, not of every case.
    private func storeRun(_ windows: [Range<Int>], _ record: RunRecord, _ store: LayoutStore, incremental: Bool,
                          clock: ContinuousClock.Instant, jobs: (Range<Int>) throws -> WindowJobs,
                          _ layOut: (WindowJobs, Range<Int>, [SkippedCase]) -> LaidOutWindow) throws -> (runID: Int64, duration: Int64) {
        let scenarioIDs = try timings.measure("sync cases") { try store.upsertScenarios(scenarioRecords(catalog.scenarios.indices)) }
        var byIndex: [Int: Int64] = [:]
        for (i, scenario) in catalog.scenarios.enumerated() where byIndex[i] == nil { byIndex[i] = scenarioIDs[scenario.name] }
        var duration: Int64 = 0
        // A window's rows: its cases synced first, unless `caseIDs` has them already.
        func write(_ window: LaidOutWindow, caseIDs given: [Int64]?, plan: IncrementalPlan?,
                   _ writer: inout RunResultWriter) throws {
            let (laidOut, results) = (window.jobs, window.results)
            try timings.measure("store run") {
                let caseIDs = try given ?? writer.upsertCases(caseRecords(laidOut))
                try writer.add(results.indices.lazy.map { i in
                    let result = results[i], details = window.details[i]
                    return CaseResultRecord(caseID: caseIDs[i], status: Self.storeStatus(result.status),
                                            maxDelta: result.maxDelta, diff: details?.diff, errorMessage: result.message,
                                            findings: details?.findings, scenarioID: byIndex[laidOut[i].scenarioIndex])
                })
                if let plan {
                    try writer.keepInputs(results.indices.compactMap { i in
                        guard results[i].status == .pass, plan.isNew[i] else { return nil }
                        return (caseID: caseIDs[i], digest: plan.digests[i])
                    })
                }
            }
        }
        let runID = try store.recordRun(record) { writer in
            // Laid out and compared, its rows not written yet: at most one window waits.
            var pending: LaidOutWindow?
            for range in windows {
                var selected = try jobs(range)
                guard incremental else {
                    // The previous window's rows are written on one thread while the lanes lay
                    // out this one: its cases' ids are only needed for its rows. The writes stay
                    // in job order, so the rows are the same as one window after the other.
                    let previous = pending
                    var written: Result<Void, any Error> = .success(())
                    var laidOut: LaidOutWindow?
                    lanes.overlapping({
                        if let previous { written = Result { try write(previous, caseIDs: nil, plan: nil, &writer) } }
                    }, {
                        laidOut = layOut(selected, range, [])
                    })
                    try written.get()
                    pending = laidOut
                    continue
                }
                // The plan needs the cases' ids before the layout: one window after the other.
                let caseIDs = try timings.measure("store run") { try writer.upsertCases(caseRecords(selected.jobs)) }
                let latest = try timings.measure("compare inputs") { try writer.passedInputs(caseIDs: caseIDs) }
                let plan = timings.measure("compare inputs") { incrementalPlan(selected, caseIDs: caseIDs, latest: latest) }
                try timings.measure("store run") { try writer.skip(plan.skips) }
                selected = selected.keeping(plan.laidOut)
                try write(layOut(selected, range, plan.skipped), caseIDs: plan.laidOut.map { caseIDs[$0] }, plan: plan, &writer)
            }
            if let pending { try write(pending, caseIDs: nil, plan: nil, &writer) }
            var finished = record
            finished.endedAt = RunContext.timestamp()
            duration = Self.milliseconds(since: clock)
            finished.durationMilliseconds = duration
            return finished
        }
        return (runID, duration)
    }

    /// Which of a window's cases an incremental run lays out: those whose input digest is not
    /// `latest`, the one the store kept from the last run where they passed (by case, as
    /// `caseIDs`). The digests are made on every lane.
    func incrementalPlan(_ window: WindowJobs, caseIDs: [Int64], latest: [PassedInputs?]) -> IncrementalPlan {
        let inputs = CaseInputDigest(context: context)
        let scenarios = catalog.scenarios, override = replayer.lintOverride
        let digests = lanes.map(window.jobs.count) { i in
            let scenario = scenarios[window.jobs[i].scenarioIndex]
            return inputs.digest(scenario: scenario, caseKey: window.jobs[i].layoutCase.key,
                                 policy: scenario.lints.overridden(by: override),
                                 baseline: window.baseline(i), approved: window.approvedFindings(i))
        }
        var plan = IncrementalPlan()
        for (i, job) in window.jobs.enumerated() {
            // A case with no baseline never passed with these inputs, whatever was kept.
            if let last = latest[i], last.digest == digests[i], window.baseline(i) != nil {
                plan.skips.append((caseID: caseIDs[i], passedRunID: last.runID))
                plan.skipped.append(SkippedCase(scenario: scenarios[job.scenarioIndex].name, caseKey: job.layoutCase.key,
                                                passedRunID: last.runID))
            } else {
                plan.laidOut.append(i)
                plan.digests.append(digests[i])
                plan.isNew.append(latest[i]?.digest != digests[i])
            }
        }
        return plan
    }

    /// How one case compares with its baseline: its frames within the scenario's tolerance,
    /// and its lint findings with the ones approved with the baseline. A finding at `fail`
    /// that is not approved fails a case whose frames pass. A failing case whose baseline kept
    /// its strings names those that changed. With `keepingFrames`, a case that fails keeps
    /// both sets of frames and strings for a report. It takes the scenario's name and tolerance
    /// rather than the scenario, whose copy per case retained storage every lane shares.
    static func result(of job: CaseJob, _ outcome: CaseOutcome, scenario: String, tolerance: Double, baseline: [BaselineFrame]?,
                       approvedFindings: [Finding]? = nil, approvedStrings: [BaselineString]? = nil,
                       keepingFrames: Bool = false) -> CaseResult {
        var result = CaseResult(scenario: scenario, caseKey: job.layoutCase.key, status: .pass, warnings: outcome.warnings)
        switch outcome {
        case let .failure(message):
            result.status = .error
            result.message = message
        case let .frames(frames, _, findings, strings):
            result.findings = CaseFinding.matching(findings, approved: baseline == nil ? nil : approvedFindings)
            guard let baseline else {
                result.status = .new
                if keepingFrames { (result.actualFrames, result.actualStrings) = (frames, strings) }
                break
            }
            let comparison = FrameComparison(tolerance: tolerance).compare(expected: baseline, actual: frames)
            result.maxDelta = comparison.maxDelta
            result.differences = comparison.differences
            result.status = comparison.differences.isEmpty && !result.findings.contains(where: \.fails) ? .pass : .fail
            // The baseline array is shared with the loaded file (copy on write): only the
            // layout's frames cost memory, and only for a case that failed.
            if result.status == .fail, let approvedStrings, !strings.isEmpty {
                result.stringChanges = StringChange.changes(from: approvedStrings, to: strings)
            }
            if keepingFrames && result.status == .fail {
                (result.expectedFrames, result.actualFrames) = (baseline, frames)
                (result.expectedStrings, result.actualStrings) = (approvedStrings ?? [], strings)
            }
        }
        return result
    }

    // MARK: Shared

    /// Each scenario file that could not be read, as one erroring case named after the file,
    /// so that it counts and is shown with the run's other errors.
    public var unreadableFixtures: [CaseResult] {
        catalog.problems.map { problem in
            CaseResult(scenario: problem.file, caseKey: "(unreadable)", status: .error, message: problem.error.description)
        }
    }

    /// The baselines of every scenario that has a selected case, by scenario index.
    /// Files are read and parsed in parallel; the first bad file (in fixture order) is the error.
    func loadBaselines(for jobs: [CaseJob]) throws -> [Int: [String: [BaselineFrame]]] {
        try loadApproved(for: jobs).frames
    }

    /// The baselines and the lint findings approved with them, of every scenario that has a
    /// selected case, by scenario index and case key.
    func loadApproved(for jobs: [CaseJob]) throws
        -> (frames: [Int: [String: [BaselineFrame]]], findings: [Int: [String: [Finding]]], strings: [Int: [String: [BaselineString]]]) {
        try loadApproved(indices: scenarioIndices(of: jobs))
    }

    /// The same for the scenarios at `indices`.
    func loadApproved(indices: [Int]) throws
        -> (frames: [Int: [String: [BaselineFrame]]], findings: [Int: [String: [Finding]]], strings: [Int: [String: [BaselineString]]]) {
        let names = indices.map { catalog.scenarios[$0].name }
        let directory = baselines
        let files = lanes.map(indices.count) { i in
            Result { () throws(RunnerError) in try directory.readWithFindings(scenario: names[i]) }
        }
        var loaded: [Int: [String: [BaselineFrame]]] = [:]
        var findings: [Int: [String: [Finding]]] = [:]
        var strings: [Int: [String: [BaselineString]]] = [:]
        for (index, file) in zip(indices, files) {
            guard let parsed = try file.get() else { continue }
            loaded[index] = parsed.cases
            if !parsed.findings.isEmpty { findings[index] = parsed.findings }
            if !parsed.strings.isEmpty { strings[index] = parsed.strings }
        }
        return (loaded, findings, strings)
    }

    /// A baseline whose case (or whole scenario, `caseKey == nil`) is no longer in the fixtures.
    public struct StaleBaseline: Hashable, Sendable {
        public var scenario: String
        public var caseKey: String?
        public var name: String { caseKey.map { scenario + "/" + $0 } ?? scenario }
    }

    /// Baselines with no scenario or case in the fixtures any more; `loaded` are baselines
    /// already read, by scenario index, so that they are not read twice. Files are checked in
    /// parallel.
    public func staleBaselineList(loaded: [Int: [String: [BaselineFrame]]] = [:]) throws -> [StaleBaseline] {
        try staleBaselineList(loaded: loaded, checked: [:])
    }

    /// The same, where `checked` has the stale keys of files already read, by scenario index.
    func staleBaselineList(loaded: [Int: [String: [BaselineFrame]]], checked: [Int: [StaleBaseline]]) throws -> [StaleBaseline] {
        let indices = scenarioIndexByName
        let names = baselines.scenarioNames()
        let scenarios = catalog.scenarios, directory = baselines
        let perFile = lanes.map(names.count) { k -> Result<[StaleBaseline], RunnerError> in
            let name = names[k]
            guard let index = indices[name] else { return .success([StaleBaseline(scenario: name, caseKey: nil)]) }
            if let known = checked[index] { return .success(known) }
            return Result { () throws(RunnerError) in
                var stored = loaded[index] ?? [:]
                if loaded[index] == nil { stored = try directory.read(scenario: name) ?? [:] }
                let matrix = scenarios[index].matrix
                return stored.keys.filter { !matrix.contains(caseKey: $0) }
                    .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                    .map { StaleBaseline(scenario: name, caseKey: $0) }
            }
        }
        return try perFile.flatMap { try $0.get() }
    }

    func staleBaselines(loaded: [Int: [String: [BaselineFrame]]]) -> [StaleBaseline] {
        (try? staleBaselineList(loaded: loaded)) ?? []
    }

    func staleBaselines(checked: [Int: [StaleBaseline]]) -> [StaleBaseline] {
        (try? staleBaselineList(loaded: [:], checked: checked)) ?? []
    }

    /// The store's description of the scenarios of `jobs`, with their current definitions.
    func scenarioRecords(_ jobs: [CaseJob]) -> [ScenarioRecord] {
        scenarioRecords(scenarioIndices(of: jobs))
    }

    /// The store's description of the scenarios at `indices`.
    func scenarioRecords(_ indices: some Sequence<Int>) -> [ScenarioRecord] {
        indices.map { i in
            let s = catalog.scenarios[i]
            return ScenarioRecord(name: s.name, definitionHash: s.definitionHash, sourcePath: s.file)
        }
    }

    /// The store's description of each job's case.
    func caseRecords(_ jobs: [CaseJob]) -> [CaseRecord] {
        jobs.map { job in
            let c = job.layoutCase
            return CaseRecord(scenario: catalog.scenarios[job.scenarioIndex].name, key: c.key, container: c.container.name,
                              locale: c.locale, sizeCategory: c.sizeCategory.rawValue, stringSet: c.stringSet.rawValue)
        }
    }

    static func perCase(_ progress: (@Sendable (WorkProgress) -> Void)?, offset: Int = 0, total: Int,
                        failures: FailureCount) -> (@Sendable (Int) -> Void)? {
        guard let progress else { return nil }
        return { @Sendable done in progress(WorkProgress(done: offset + done, total: total, failures: failures.value)) }
    }

    static func storeStatus(_ status: CaseStatus) -> ResultStatus {
        switch status {
        case .pass: .pass
        case .fail: .fail
        case .new: .new
        case .error: .error
        }
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Int64 {
        let elapsed = ContinuousClock.now - start
        return elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

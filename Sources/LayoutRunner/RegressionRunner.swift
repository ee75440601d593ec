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
///        ├─ run:    compare each outcome with its baseline (FrameComparison); afterwards,
///        │          in job order, one write of the run's rows (RunResultWriter)
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
/// Rows and files are the same whatever the number of lanes or shards: every parallel step
/// writes by index, and every write happens in job order.
public struct RegressionRunner: Sendable {
    public var catalog: FixtureCatalog
    public var baselines: BaselineDirectory
    public var replayer: Replayer
    public var context: RunContext
    /// Where the phases of `run` and `record` add their durations.
    public var timings: PhaseTimings

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
    private func scenarioIndices(of jobs: [CaseJob]) -> [Int] {
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
    /// With a store, one lane does the store's work while the others lay out: it syncs the
    /// cases, then writes the run and each case's result, in job order, as soon as it is
    /// compared, laying out cases itself when no result is ready (see ``storeRun(_:_:_:_:)``).
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
                    keepingFrames: Bool = false, incremental: Bool = false,
                    progress: (@Sendable (WorkProgress) -> Void)? = nil) throws -> RunReport {
        let started = RunContext.timestamp()
        let clock = ContinuousClock.now
        // A record that crashed is finished or undone first: the files and database agree.
        try timings.measure("recover") { () throws(RunnerError) in try baselines.recover() }
        let selected = timings.measure("select cases") { self.jobs(matching: filter, shard: shard) }
        // Nothing selected is no run: an empty run in the history would read as a pass. An
        // empty shard of a run that has cases is stored, though: `merge` needs every shard
        // from 1 to N to know that the merged run is complete.
        guard !selected.isEmpty || (shard != nil && !self.jobs(matching: filter).isEmpty) else {
            return RunReport(results: unreadableFixtures)
        }
        // A fixture that could not be read hides its baselines' cases: none of them is stale.
        let isFull = filter == nil && shard == nil && catalog.problems.isEmpty
        let approved = try timings.measure("read baselines") { try loadApproved(for: selected) }
        let (expected, approvedFindings, approvedStrings) = (approved.frames, approved.findings, approved.strings)
        let plan: IncrementalPlan? = try incremental ? store.map { store in
            try timings.measure("compare inputs") {
                try incrementalPlan(selected, baselines: expected, findings: approvedFindings, store: store)
            }
        } : nil
        let jobs = plan?.jobs ?? selected
        let total = jobs.count
        let scenarios = catalog.scenarios
        let record = RunRecord(
            startedAt: started, endedAt: started, gitCommit: context.gitCommit, host: context.host,
            engineVersion: context.engineVersion, fontHashes: context.fontHashes,
            scope: shard != nil ? .shard : filter == nil && catalog.problems.isEmpty ? .full : .filtered,
            filter: [filter?.pattern, shard.map { "shard \($0)" },
                     catalog.problems.isEmpty ? nil : "\(catalog.problems.count) unreadable fixture files left out"]
                .compactMap { $0 }.joined(separator: ", ").nilIfEmpty,
            durationMilliseconds: 0, label: label ?? context.gitCommit, shard: shard.map { ($0.index, $0.count) })
        let compared = Slots<CaseResult?>(count: jobs.count, initial: nil)
        let done = CaseProgress(groups: jobs.map(\.scenarioIndex), groupCount: scenarios.count)
        let stored = Slots<Result<(runID: Int64, duration: Int64), any Error>?>(count: 1, initial: nil)
        var storeLane: (@Sendable (SharedLoop) -> Void)?
        if let store {
            storeLane = { loop in
                stored[0] = Result { () throws -> (runID: Int64, duration: Int64) in
                    try storeRun(jobs, record, store, plan: plan, clock: clock, compared, done, loop)
                }
            }
        }
        let failures = FailureCount()
        let results = timings.measure("lay out and compare") {
            replayer.replay(jobs, of: scenarios, progress: Self.perCase(progress, total: total, failures: failures), alongside: storeLane,
                            chunkDone: { range in _ = done.markDone(range) }) { i, outcome in
                let key = jobs[i].layoutCase.key
                let result = Self.result(of: jobs[i], outcome, scenario: scenarios[jobs[i].scenarioIndex],
                                         baseline: expected[jobs[i].scenarioIndex]?[key],
                                         approvedFindings: approvedFindings[jobs[i].scenarioIndex]?[key],
                                         approvedStrings: approvedStrings[jobs[i].scenarioIndex]?[key],
                                         keepingFrames: keepingFrames)
                if store != nil { compared[i] = result }
                if result.status != .pass { failures.add() }
                return result
            }
        }

        let stale = timings.measure("stale baselines") { isFull ? staleBaselines(loaded: expected) : [] }
        var report = RunReport(results: results + unreadableFixtures, staleBaselines: stale)
        report.skipped = plan?.skipped ?? []
        report.durationMilliseconds = Self.milliseconds(since: clock)
        if let store {
            do {
                guard let (runID, duration) = try stored[0]?.get() else { preconditionFailure("the store lane ran") }
                (report.runID, report.durationMilliseconds) = (runID, duration)
            } catch {
                // The cases were laid out and compared: that work is kept even if the store failed.
                let counts = "\(report.results.count) cases: \(report.count(.pass)) passed, \(report.count(.fail)) failed, "
                    + "\(report.count(.new)) new, \(report.count(.error)) errors"
                let kept: String
                do { kept = "they are kept in " + (try UnsavedRun.keep(report, run: record, store: store)) } catch {
                    kept = "and they could not be kept in a file either (\(error))"
                }
                throw RunnerError("\(error)\nThe run finished (\(counts)) but was not recorded in the database; \(kept)")
            }
        }
        return report
    }

    /// The store's side of `run`, on one lane while the others lay out: syncs the cases, then
    /// writes the run and each case's result as soon as it is compared, in job order, laying
    /// out cases itself when no result is ready. The run's end time and duration are taken
    /// once the last case is compared. Returns the run's id and duration.
    /// With an incremental `plan`, its skips are kept, and the input digests of the cases that
    /// passed where they differ from the ones kept before.
    private func storeRun(_ jobs: [CaseJob], _ record: RunRecord, _ store: LayoutStore, plan: IncrementalPlan?,
                          clock: ContinuousClock.Instant, _ compared: Slots<CaseResult?>, _ done: CaseProgress,
                          _ loop: SharedLoop) throws -> (runID: Int64, duration: Int64) {
        let (caseIDs, scenarioIDs) = try plan.map { ($0.caseIDs, $0.scenarioIDs) } ?? syncCases(jobs, store: store)
        var duration: Int64 = 0
        let runID = try timings.measure("store run") {
            try store.recordRun(record) { writer in
                var next = 0
                while next < jobs.count {
                    let ready = done.donePrefix
                    guard next < ready else {
                        if !loop.runNext() { done.waitForMore() }
                        continue
                    }
                    try writer.add((next..<ready).map { i in
                        guard let result = compared[i] else { preconditionFailure("case \(i) is done") }
                        return CaseResultRecord(caseID: caseIDs[i], status: Self.storeStatus(result.status),
                                                maxDelta: result.maxDelta,
                                                diff: result.differences.isEmpty ? nil : FrameJSON.differences(result.differences),
                                                errorMessage: result.message,
                                                findings: result.findings.isEmpty ? nil : FrameJSON.findings(result.findings),
                                                scenarioID: scenarioIDs[i])
                    })
                    next = ready
                }
                if let plan {
                    try writer.skip(plan.skips)
                    try writer.keepInputs(jobs.indices.compactMap { i in
                        guard compared[i]?.status == .pass, plan.latest[i]?.digest != plan.digests[i] else { return nil }
                        return (caseID: caseIDs[i], digest: plan.digests[i])
                    })
                }
                var finished = record
                finished.endedAt = RunContext.timestamp()
                duration = Self.milliseconds(since: clock)
                finished.durationMilliseconds = duration
                return finished
            }
        }
        return (runID, duration)
    }

    /// Which of `jobs` an incremental run lays out: those whose input digest is not the one
    /// the store kept from the last run where they passed. Syncs the cases first.
    func incrementalPlan(_ jobs: [CaseJob], baselines: [Int: [String: [BaselineFrame]]],
                         findings: [Int: [String: [Finding]]], store: LayoutStore) throws -> IncrementalPlan {
        let (caseIDs, scenarioIDs) = try syncCases(jobs, store: store)
        let inputs = CaseInputDigest(context: context)
        let scenarios = catalog.scenarios, override = replayer.lintOverride
        let digests = lanes.map(jobs.count) { i in
            let job = jobs[i], scenario = scenarios[jobs[i].scenarioIndex], key = jobs[i].layoutCase.key
            return inputs.digest(scenario: scenario, caseKey: key, policy: scenario.lints.overridden(by: override),
                                 baseline: baselines[job.scenarioIndex]?[key], approved: findings[job.scenarioIndex]?[key])
        }
        let latest = try store.passedInputs(caseIDs: caseIDs)
        var plan = IncrementalPlan()
        for i in jobs.indices {
            let job = jobs[i]
            // A case with no baseline never passed with these inputs, whatever was kept.
            if let last = latest[i], last.digest == digests[i], baselines[job.scenarioIndex]?[job.layoutCase.key] != nil {
                plan.skips.append((caseID: caseIDs[i], passedRunID: last.runID))
                plan.skipped.append(SkippedCase(scenario: scenarios[job.scenarioIndex].name, caseKey: job.layoutCase.key,
                                                passedRunID: last.runID))
            } else {
                plan.jobs.append(job)
                plan.caseIDs.append(caseIDs[i])
                plan.scenarioIDs.append(scenarioIDs[i])
                plan.digests.append(digests[i])
                plan.latest.append(latest[i])
            }
        }
        return plan
    }

    /// How one case compares with its baseline: its frames within the scenario's tolerance,
    /// and its lint findings with the ones approved with the baseline. A finding at `fail`
    /// that is not approved fails a case whose frames pass. A failing case whose baseline kept
    /// its strings names those that changed. With `keepingFrames`, a case that fails keeps
    /// both sets of frames and strings for a report.
    static func result(of job: CaseJob, _ outcome: CaseOutcome, scenario: Scenario, baseline: [BaselineFrame]?,
                       approvedFindings: [Finding]? = nil, approvedStrings: [BaselineString]? = nil,
                       keepingFrames: Bool = false) -> CaseResult {
        var result = CaseResult(scenario: scenario.name, caseKey: job.layoutCase.key, status: .pass, warnings: outcome.warnings)
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
            let comparison = FrameComparison(tolerance: scenario.tolerance).compare(expected: baseline, actual: frames)
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
        let indices = scenarioIndices(of: jobs)
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
        let indices = scenarioIndexByName
        let names = baselines.scenarioNames()
        let scenarios = catalog.scenarios, directory = baselines
        let perFile = lanes.map(names.count) { k -> Result<[StaleBaseline], RunnerError> in
            let name = names[k]
            guard let index = indices[name] else { return .success([StaleBaseline(scenario: name, caseKey: nil)]) }
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

    /// Makes sure the store knows the scenarios and cases; returns the cases' ids in order,
    /// and the id of each one's scenario.
    func syncCases(_ jobs: [CaseJob], store: LayoutStore) throws -> (cases: [Int64], scenarios: [Int64?]) {
        try timings.measure("sync cases") {
            let scenarioIDs = try store.upsertScenarios(scenarioRecords(jobs))
            let byIndex = scenarioIndices(of: jobs).reduce(into: [Int: Int64]()) { ids, i in
                ids[i] = scenarioIDs[catalog.scenarios[i].name]
            }
            return (try store.upsertCases(caseRecords(jobs)), jobs.map { byIndex[$0.scenarioIndex] })
        }
    }

    /// The store's description of the scenarios of `jobs`, with their current definitions.
    func scenarioRecords(_ jobs: [CaseJob]) -> [ScenarioRecord] {
        scenarioIndices(of: jobs).map { i in
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

    static func perCase(_ progress: (@Sendable (WorkProgress) -> Void)?, total: Int, failures: FailureCount) -> (@Sendable (Int) -> Void)? {
        guard let progress else { return nil }
        return { @Sendable done in progress(WorkProgress(done: done, total: total, failures: failures.value)) }
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

import LayoutLints
import LayoutStore
import Synchronization

/// `run`: the selected cases a window at a time, compared with their baselines and written to
/// the store in the run's one transaction (the map is on ``RegressionRunner``).
extension RegressionRunner {
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
        let strings = CaseStrings.Pool()
        // Each window's results are freed by the lanes that made them, once read.
        let releases = WindowReleases()
        var collector = RunCollector(retention: retention)
        // The cases go a window at a time: laid out and compared in parallel, then counted,
        // written to the store and dropped, so that memory stays flat however many there are.
        let windows = selection.windows(of: window)
        // The first case not counted yet: after the store fails, the run goes on from there.
        var next = 0
        // The window's jobs, with their scenarios' baseline files opened.
        func jobs(of range: Range<Int>) throws -> WindowJobs {
            let jobs = selection.jobs(range, of: scenarios)
            try timings.measure("read baselines") { try approved.load(scenarioIndices(of: jobs), runner: self) }
            return WindowJobs(jobs: jobs, files: approved.files)
        }
        // Lays out and compares the window's jobs (all of `range` but the cases skipped), with
        // `beside` on one lane meanwhile.
        func layOut(_ window: WindowJobs, of range: Range<Int>, beside: LaneWork) throws -> LaidOutWindow {
            let jobs = window.jobs
            let encodes = store != nil
            let (base, slots, tallies) = releases.begin(jobs.count)
            // The first case whose baseline could not be read, found without reading every case
            // on this thread between two windows.
            let firstError = Atomic<Int>(.max)
            timings.measure("lay out and compare") {
                _ = replayer.replay(jobs, of: scenarios, progress: Self.perCase(progress, offset: range.lowerBound, total: total,
                                                                                 failures: failures),
                                    inShares: true, strings: strings, alongside: { _ in beside.run() },
                                    chunkDone: { chunk in
                                        // Tallied here, so that the lane that counts reads only the results it keeps.
                                        tallies[chunk.lowerBound] = ChunkTally(chunk, results: { slots[$0]!.result }, rows: encodes)
                                        releases.release(afterLayingOut: chunk, base: base)
                                    }) { i, outcome in
                    let job = jobs[i]
                    // Each case's baseline is read here, on the lane that compares it.
                    // Its strings are checked but kept only if it fails (read again then).
                    let approved: BaselineTextReader.Approved?
                    do throws(RunnerError) {
                        approved = try window.approved(i, sharingNamesWith: outcome.frames ?? [], keepingStrings: false)
                    } catch {
                        let result = CaseResult(scenario: scenarios[job.scenarioIndex].name, caseKey: job.layoutCase.key, status: .error)
                        slots[i] = LaidOutWindow.Compared(result: result, error: error)
                        firstError.min(i, ordering: .relaxed)
                        return
                    }
                    let result = Self.result(of: job, outcome, scenario: scenarios[job.scenarioIndex].name,
                                             tolerance: scenarios[job.scenarioIndex].tolerance, baseline: approved?.frames,
                                             approvedFindings: approved?.findings,
                                             approvedStrings: {
                                                 // The same lines read without error a moment ago.
                                                 (try? window.approved(i))?.flatMap(\.strings)
                                             },
                                             keepingFrames: keepingFrames)
                    if result.status != .pass { failures.add() }
                    slots[i] = LaidOutWindow.Compared(result: result)
                }
            }
            if let error = beside.error { throw error }
            let laidOut = LaidOutWindow(range: range, laidOut: base..<(base + jobs.count), jobs: jobs, slots: slots, tallies: tallies)
            // A baseline file that cannot be read is the run's error, the first in job order.
            let first = firstError.load(ordering: .relaxed)
            if first < jobs.count, let error = laidOut.compared(first).error { throw error }
            // Skipped cases are done too: the progress reaches the window's end.
            if jobs.count < range.count, let progress {
                progress(WorkProgress(done: range.upperBound, total: total, failures: failures.value))
            }
            return laidOut
        }
        // The windows from the one at `first` on, one after the other: `prepare` (on this
        // thread) turns a window's jobs into those to lay out (an incremental run's plan);
        // once a window is laid out, it is counted and handed to `finish` (the store's writes)
        // on a lane beside the next window's layouts, where the next window's jobs and files
        // are read too, and the window and the files no later window needs are dropped. So
        // the lanes are busy through the run but for its first reading and its last writes:
        // freeing a window's results between windows, on this thread, kept the other lanes
        // waiting about 4 ms a window. The results themselves are freed by the lanes that made
        // them, once read (``WindowReleases``).
        func pipeline(from first: Int, prepare: (inout WindowJobs) throws -> IncrementalPlan?,
                      finish: @escaping (LaidOutWindow) throws -> Void) throws {
            guard first < windows.count else { return }
            var prefetched: WindowJobs?
            var pending: LaidOutWindow?
            func complete(_ window: LaidOutWindow) throws {
                timings.measure("count results") {
                    collector.skip(window.plan?.skipped ?? [])
                    for tally in window.chunkTallies { collector.add(tally) { window.compared($0).result } }
                }
                next = window.range.upperBound
                // Windows go in fixture order: a scenario before the last one of this window
                // has no case left to compare.
                if let last = selection.lastScenario(in: window.range) { approved.drop(before: last) }
                try finish(window)
                // The store's writer keeps a window's last rows, and the texts they share with
                // its results, until the next window's rows flush them: the windows before this
                // one are done with.
                releases.completed(upTo: window.laidOut.lowerBound)
            }
            for k in first..<windows.count {
                var selected = try prefetched ?? jobs(of: windows[k])
                prefetched = nil
                let plan = try prepare(&selected)
                let following = k + 1 < windows.count ? windows[k + 1] : nil
                // The window before is moved into the work, which drops it on its lane.
                let beside = LaneWork { [pending = pending.take()] in
                    if let pending { try complete(pending) }
                    if let following { prefetched = try jobs(of: following) }
                }
                var window = try layOut(selected, of: windows[k], beside: beside)
                window.plan = plan
                pending = window
            }
            if let pending = pending.take() { try complete(pending) }
        }
        var stored: (runID: Int64, duration: Int64)?
        var storeError: (any Error)?
        if let store {
            do {
                stored = try storeRun(record, store, incremental: incremental, clock: clock, pipeline: { try pipeline(from: 0, prepare: $0, finish: $1) })
                // The run committed with its pages in the WAL. With lanes to spare, copying them
                // into the database file overlaps the report; otherwise closing the store does.
                if replayer.jobs > 1 { try? store.checkpoint(inBackground: true) }
            } catch {
                storeError = error
            }
        }
        // Without a store, or after it failed: the cases left are laid out all the same.
        if let from = windows.firstIndex(where: { $0.lowerBound >= next }) {
            try pipeline(from: from, prepare: { _ in nil }, finish: { _ in })
        }
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

    /// The store's side of `run`, in the run's one write transaction: `pipeline` lays out the
    /// run's windows one after the other, and this syncs each window's cases (their ids) and
    /// writes its results, in job order. The run's end time and duration are taken once the
    /// last case is written. Returns the run's id and duration.
    ///
    /// An `incremental` run syncs a window's cases and looks up the digests kept from the last
    /// passing runs before laying it out (``incrementalPlan(_:caseIDs:latest:)``): the window's
    /// skips are kept, and the input digests of the cases that passed where they differ from
    /// the ones kept before. So a run holds the digests of one window, not of every case.
    private func storeRun(_ record: RunRecord, _ store: LayoutStore, incremental: Bool, clock: ContinuousClock.Instant,
                          pipeline: (_ prepare: (inout WindowJobs) throws -> IncrementalPlan?,
                                     _ finish: @escaping (LaidOutWindow) throws -> Void) throws -> Void) throws -> (runID: Int64, duration: Int64) {
        let scenarioIDs = try timings.measure("sync cases") { try store.upsertScenarios(scenarioRecords(catalog.scenarios.indices)) }
        var byIndex: [Int: Int64] = [:]
        for (i, scenario) in catalog.scenarios.enumerated() where byIndex[i] == nil { byIndex[i] = scenarioIDs[scenario.name] }
        var duration: Int64 = 0
        let runID = try store.recordRun(record) { writer in
            // The writes run on a lane beside the next window's layouts (``LaneWork``), which
            // reaches the writer through a pointer: it cannot be copied, and one thread at a
            // time uses it.
            try withUnsafeMutablePointer(to: &writer) { (writer: UnsafeMutablePointer<RunResultWriter>) throws in
                try pipeline({ (selected: inout WindowJobs) in
                    guard incremental else { return nil }
                    // The plan needs the window's case ids before its layouts.
                    let ids = try timings.measure("store run") { try writer.pointee.upsertCases(caseRecords(selected.jobs)) }
                    let latest = try timings.measure("compare inputs") { try writer.pointee.passedInputs(caseIDs: ids) }
                    let plan = try timings.measure("compare inputs") { try incrementalPlan(selected, caseIDs: ids, latest: latest) }
                    try timings.measure("store run") { try writer.pointee.skip(plan.skips) }
                    selected = selected.keeping(plan.laidOut)
                    return plan
                }, { window in
                    try timings.measure("store run") {
                        let ids = try window.plan?.caseIDs ?? writer.pointee.upsertCases(caseRecords(window.jobs))
                        try write(window, caseIDs: ids, to: &writer.pointee, scenarioIDs: byIndex)
                    }
                })
            }
            var finished = record
            finished.endedAt = RunContext.timestamp()
            duration = Self.milliseconds(since: clock)
            finished.durationMilliseconds = duration
            return finished
        }
        return (runID, duration)
    }

    /// Writes a laid out window's results, `caseIDs` by job, and for an incremental run the
    /// input digests of the cases that passed where they are new.
    private func write(_ window: LaidOutWindow, caseIDs: [Int64], to writer: inout RunResultWriter,
                       scenarioIDs: [Int: Int64]) throws {
        let jobs = window.jobs, tallies = window.chunkTallies
        for tally in tallies {
            try writer.add(tally.range.lazy.map { i in
                let row = tally.row(i)
                return CaseResultRecord(caseID: caseIDs[i], status: Self.storeStatus(row.status), maxDelta: row.maxDelta,
                                        diff: row.diff, errorMessage: row.message, findings: row.findings,
                                        scenarioID: scenarioIDs[jobs[i].scenarioIndex])
            })
        }
        if let plan = window.plan {
            try writer.keepInputs(tallies.flatMap { tally in
                tally.range.compactMap { i in
                    guard tally.row(i).status == .pass, plan.isNew[i] else { return nil }
                    return (caseID: caseIDs[i], digest: plan.digests[i])
                }
            })
        }
    }

    /// Which of a window's cases an incremental run lays out: those whose input digest is not
    /// `latest`, the one the store kept from the last run where they passed (by case, as
    /// `caseIDs`). The digests are made on every lane.
    func incrementalPlan(_ window: WindowJobs, caseIDs: [Int64], latest: [PassedInputs?]) throws -> IncrementalPlan {
        let inputs = CaseInputDigest(context: context)
        let scenarios = catalog.scenarios, override = replayer.lintOverride
        let digests = try lanes.map(window.jobs.count) { i in
            Result { () throws(RunnerError) in
                let scenario = scenarios[window.jobs[i].scenarioIndex]
                let approved = try window.approved(i)
                return inputs.digest(scenario: scenario, caseKey: window.jobs[i].layoutCase.key,
                                     policy: scenario.lints.overridden(by: override),
                                     baseline: approved?.frames, approved: approved?.findings)
            }
        }.map { try $0.get() }
        var plan = IncrementalPlan()
        for (i, job) in window.jobs.enumerated() {
            // A case with no baseline never passed with these inputs, whatever was kept.
            if let last = latest[i], last.digest == digests[i], window.hasBaseline(i) {
                plan.skips.append((caseID: caseIDs[i], passedRunID: last.runID))
                plan.skipped.append(SkippedCase(scenario: scenarios[job.scenarioIndex].name, caseKey: job.layoutCase.key,
                                                passedRunID: last.runID))
            } else {
                plan.laidOut.append(i)
                plan.caseIDs.append(caseIDs[i])
                plan.digests.append(digests[i])
                plan.isNew.append(latest[i]?.digest != digests[i])
            }
        }
        return plan
    }

    /// How one case compares with its baseline: its frames within the scenario's tolerance,
    /// and its lint findings with the ones approved with the baseline. A finding at `fail`
    /// that is not approved fails a case whose frames pass. A failing case whose baseline kept
    /// its strings names those that changed: `approvedStrings` reads them, and is called only
    /// for a case that fails. With `keepingFrames`, a case that fails keeps both sets of frames
    /// and strings for a report. It takes the scenario's name and tolerance rather than the
    /// scenario, whose copy per case retained storage every lane shares.
    static func result(of job: CaseJob, _ outcome: CaseOutcome, scenario: String, tolerance: Double, baseline: [BaselineFrame]?,
                       approvedFindings: [Finding]? = nil, approvedStrings: () -> [BaselineString]? = { nil },
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
            guard result.status == .fail else { break }
            let approvedStrings = !strings.isEmpty || keepingFrames ? approvedStrings() : nil
            if let approvedStrings, !strings.isEmpty {
                result.stringChanges = StringChange.changes(from: approvedStrings, to: strings)
            }
            if keepingFrames {
                (result.expectedFrames, result.actualFrames) = (baseline, frames)
                (result.expectedStrings, result.actualStrings) = (approvedStrings ?? [], strings)
            }
        }
        return result
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

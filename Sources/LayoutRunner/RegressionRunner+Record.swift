import LayoutFixtures
import LayoutStore

extension RegressionRunner {
    /// Approves the engine's frames for the selected cases as their baselines, in the text
    /// files and in the store, all or nothing. A case that cannot be laid out stops the
    /// approval before anything is written.
    ///
    /// The store's write transaction runs during the layout, on one lane (see
    /// ``storeApproval(_:_:_:_:_:_:)``), and each scenario's new file is staged under a temporary
    /// name as soon as its last case is laid out. Once every file is staged, the files move
    /// into place under a journal and the transaction commits with the journal's token, as
    /// ``BaselineDirectory`` describes (BaselineDirectory+Publishing.swift); if a case fails,
    /// staging or a move fails, or the store throws, the old files are put back, the
    /// transaction rolls back and nothing has changed. After a crash the next command makes
    /// files and database agree. The rows and files are the same whatever the number of lanes.
    ///
    /// Baselines whose scenario or case is gone are removed by `mode` `.all` or with
    /// `pruneStale`, on a record with no filter and every fixture readable; otherwise they
    /// are kept, and listed in ``RecordReport/staleKept``.
    public func record(mode: RecordMode, filter: CaseFilter?, note: String?, store: LayoutStore, pruneStale: Bool = false,
                       progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> RecordReport {
        // Held to the end: no other record moves files meanwhile, and none of ours looks stray.
        let lock = try baselines.lock()
        defer { withExtendedLifetime(lock) {} }
        try baselines.recoverLocked()
        let jobs = timings.measure("select cases") { self.jobs(matching: filter) }
        let existing = try timings.measure("read baselines") { try loadBaselines(for: jobs) }
        // A fixture that could not be read hides its baselines' cases: none of them is stale.
        let found = timings.measure("stale baselines") {
            filter == nil && catalog.problems.isEmpty ? staleBaselines(loaded: existing) : []
        }
        let stale = mode == .all || pruneStale ? found : []
        let scenarios = catalog.scenarios
        let provenance = Provenance(recordedAt: RunContext.timestamp(), recordedBy: context.user,
                                    gitCommit: context.gitCommit, engineVersion: context.engineVersion,
                                    fontHashes: context.fontHashes, note: note)
        let work = RecordWork(jobs: jobs, scenarios: scenarios, stale: stale, indices: scenarioIndexByName,
                              existing: existing, header: header(provenance))
        // A scenario whose file goes loses its baselines in the store too, or the two disagree.
        let gone = Set(work.removals)
        let retired = work.deletions + (gone.isEmpty ? [] : try store.baselineKeys().filter { gone.contains($0.scenario) })
        let approval = Slots<Result<Void, any Error>?>(count: 1, initial: nil)
        let journal = Slots<RecordJournal?>(count: 1, initial: nil)
        timings.measure("lay out, encode and store") {
            _ = replayer.replay(jobs, of: scenarios, progress: Self.perCase(progress, total: jobs.count), alongside: { loop in
                approval[0] = Result { try timings.measure("store transaction") { try storeApproval(work, retired, loop, store, provenance, journal) } }
            }, chunkDone: { range in
                for index in work.progress.markDone(range) { work.stage(index, into: baselines) }
            }) { i, outcome in
                work.warnings[i] = outcome.warnings
                work.decisions[i] = Self.decide(jobs[i], outcome, mode: mode, scenario: scenarios[jobs[i].scenarioIndex].name,
                                                baseline: existing[jobs[i].scenarioIndex]?[jobs[i].layoutCase.key])
            }
        }
        let written = work.stagedFiles
        let report: RecordReport
        do {
            report = try timings.measure("bookkeeping") {
                var report = try work.report()
                report.staleKept = stale.isEmpty ? found.map(\.name) : []
                return report
            }
            // Without a change the store rolled back on purpose (and no file was staged).
            if report.changedAnything { try approval[0]?.get() }
        } catch {
            if let moved = journal[0] { baselines.rollBack(moved) }
            baselines.discard(written)
            throw error
        }
        if let moved = journal[0] { baselines.rollForward(moved) }
        return report
    }

    /// The store's side of `record`, on one lane while the others lay out: one transaction
    /// upserts the scenarios and cases, retires the stale baselines, then approves each
    /// case's frames as soon as its decision is made, in job order (so the rows are the same
    /// whatever the number of lanes). When no decision is ready, this lane lays out cases
    /// itself rather than wait. It commits only once every file is staged.
    ///
    /// It rolls back, throwing ``RecordWork/Abandoned``, at the first case that could not be
    /// laid out and when nothing changed: `record` then reports what happened. Before it
    /// commits it moves the files into place, and leaves their journal in `journal` for
    /// `record` to roll forward once committed, or back if the commit fails.
    private func storeApproval(_ work: RecordWork, _ retired: [BaselineKey], _ loop: SharedLoop, _ store: LayoutStore,
                               _ provenance: Provenance, _ journal: Slots<RecordJournal?>) throws {
        let jobs = work.jobs
        try store.replaceBaselines(provenance: provenance, upserting: scenarioRecords(jobs), cases: caseRecords(jobs)) { approval in
            for key in retired { try approval.delete(key) }
            var next = 0
            var approved = false
            while next < jobs.count {
                let ready = work.progress.donePrefix
                guard next < ready else {
                    let laidOut = timings.measure("store lane lays out") { loop.runNext() }
                    if !laidOut { timings.measure("store lane waits") { work.progress.waitForMore() } }
                    continue
                }
                try timings.measure("store lane inserts") {
                    for j in next..<ready {
                        switch work.decisions[j] {
                        case let .approve(_, write, _)?:
                            try approval.write(write)
                            approved = true
                        case .failure?:
                            throw RecordWork.Abandoned()
                        default:
                            break
                        }
                    }
                }
                next = ready
            }
            timings.measure("store lane waits") { loop.finish() }
            for index in work.scenarios.indices { _ = try work.staged[index]?.get() }
            guard approved || !work.stale.isEmpty else { throw RecordWork.Abandoned() }
            let database = store.path == ":memory:" ? store.path : ContainedPath.resolved(store.path)
            let moved = try baselines.moveIntoPlace(work.stagedFiles, removing: work.removals, database: database)
            journal[0] = moved
            try approval.markCommit(token: moved.token)
        }
    }

    /// What `record` does with one case.
    enum Decision: Equatable, Sendable {
        case failure(String)
        case skipped
        case unchanged
        /// New (`differences == nil`) or changed frames, with their checked JSON for the store.
        case approve([BaselineFrame], write: BaselineWrite, differences: [FrameDifference]?)
    }

    static func decide(_ job: CaseJob, _ outcome: CaseOutcome, mode: RecordMode, scenario: String,
                       baseline: [BaselineFrame]?) -> Decision {
        guard let frames = outcome.frames else {
            if case let .failure(message) = outcome { return .failure(message) }
            return .failure("no frames")
        }
        let differences = baseline.map { FrameComparison(tolerance: 0).compare(expected: $0, actual: frames).differences }
        let selected = switch mode {
        case .all: true
        case .missing: baseline == nil
        case .failed: differences?.isEmpty == false
        }
        guard selected else { return .skipped }
        if let differences, differences.isEmpty { return .unchanged }
        let write = BaselineWrite(key: BaselineKey(scenario: scenario, caseKey: job.layoutCase.key),
                                  frames: FrameJSON.frames(frames))
        return .approve(frames, write: write, differences: differences)
    }

    private func header(_ provenance: Provenance) -> [String] {
        var line = "recorded \(provenance.recordedAt) by \(provenance.recordedBy)"
        if let commit = provenance.gitCommit { line += ", commit \(commit.prefix(12))" }
        line += ", engine \(provenance.engineVersion)"
        var lines = [line, "fonts \(context.fontDigest)"]
        if let note = provenance.note { lines.append("note: " + note.split(separator: "\n").joined(separator: " ")) }
        return lines
    }
}

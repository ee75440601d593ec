import LayoutFixtures
import LayoutLints
import LayoutStore

extension RegressionRunner {
    /// Approves the engine's frames for the selected cases as their baselines, in the text
    /// files and in the store, all or nothing. A case that cannot be laid out, or whose
    /// baseline cannot be read, stops the approval before anything is written.
    ///
    /// Each case's baseline is read on the lane that decides it, from its scenario's file
    /// opened when first needed and dropped once the scenario's new file is staged
    /// (``RecordFiles``): a record holds the files of the scenarios it is at.
    ///
    /// The cases go a window at a time (``window``), inside the store's one write transaction,
    /// whose writes run on a lane beside the layouts (see
    /// ``storeApproval(_:_:_:_:_:journal:layOut:)``); each scenario's new file is staged under a
    /// temporary name beside the window after its last case. Once every file is staged, the files move
    /// into place under a journal and the transaction commits with the journal's token, as
    /// ``BaselineDirectory`` describes (BaselineDirectory+Publishing.swift); if a case fails,
    /// staging or a move fails, or the store throws, the old files are put back, the
    /// transaction rolls back and nothing has changed. After a crash the next command makes
    /// files and database agree. The rows and files are the same whatever the number of lanes.
    ///
    /// Baselines whose scenario or case is gone are removed by `mode` `.all` or with
    /// `pruneStale`, on a record with no filter and every fixture readable; otherwise they
    /// are kept, and listed in ``RecordReport/staleKept``.
    ///
    /// With `keepingFrames`, the report has every frame of each approved case, before and
    /// after (``RecordReport/frames``), for a report that draws them. With `listing`, the
    /// report lists that many new cases, changed cases and new findings, and counts the rest
    /// (``RecordReport/listLimit``): what a console prints, in memory that does not grow with
    /// the number of cases.
    public func record(mode: RecordMode, filter: CaseFilter?, note: String?, store: LayoutStore, pruneStale: Bool = false,
                       keepingFrames: Bool = false, listing: Int? = nil,
                       progress: (@Sendable (WorkProgress) -> Void)? = nil) throws -> RecordReport {
        // Held to the end: no other record moves files meanwhile, and none of ours looks stray.
        let lock = try baselines.lock()
        defer { withExtendedLifetime(lock) {} }
        try baselines.recoverLocked()
        let scenarios = catalog.scenarios
        let selection = timings.measure("select cases") { CaseSelection(scenarios, filter: filter, shard: nil) }
        // A fixture that could not be read hides its baselines' cases: none of them is stale.
        // Every scenario has a case, so with no filter each file of the fixtures' scenarios is
        // opened during the layouts, and its stale cases noted then (``RecordFiles``).
        let checksStale = filter == nil && catalog.problems.isEmpty
        let names = Set(scenarios.map(\.name))
        let gone = checksStale ? timings.measure("stale baselines") { baselines.scenarioNames().filter { !names.contains($0) } } : []
        let provenance = Provenance(recordedAt: RunContext.timestamp(), recordedBy: context.user,
                                    gitCommit: context.gitCommit, engineVersion: context.engineVersion,
                                    fontHashes: context.fontHashes, note: note)
        var cases = [Int](repeating: 0, count: scenarios.count)
        for position in selection.positions { cases[Int(position.scenario)] += 1 }
        let work = RecordWork(scenarios: scenarios, cases: cases,
                              files: RecordFiles(directory: baselines, scenarios: scenarios, checksStale: checksStale),
                              prunes: mode == .all || pruneStale, goneScenarios: gone,
                              header: header(provenance), keepingFrames: keepingFrames, listLimit: listing)
        // A scenario whose file goes loses its baselines in the store too, or the two disagree.
        let removed = Set(work.removals)
        let retired = removed.isEmpty ? [] : try store.baselineKeys().filter { removed.contains($0.scenario) }
        let failures = FailureCount()
        // Lays out `window`'s jobs, deciding each, with `beside` (the store's lane) on one lane.
        func layOut(_ window: RecordWindow, beside: LaneWork) {
            let jobs = window.jobs
            _ = replayer.replay(jobs, of: scenarios, progress: Self.perCase(progress, offset: window.offset, total: work.total,
                                                                            failures: failures),
                                alongside: { loop in beside.run(beside: loop) },
                                chunkDone: { range in
                                    window.progress.markDone(range)
                                    work.summarize(window, range)
                                    work.collect(window, range)
                                    window.release(afterLayingOut: range)
                                }) { i, outcome in
                if outcome.frames == nil { failures.add() }
                window.warnings[i] = outcome.warnings
                // The scenario's fields, not a copy of it: copying it retained storage every lane shares.
                let index = jobs[i].scenarioIndex
                let approved: BaselineTextReader.Approved?
                do throws(RunnerError) {
                    approved = try work.approved(window, i, sharingNamesWith: outcome.frames ?? [])
                } catch {
                    if outcome.frames != nil { failures.add() }
                    window.keep(.failure(error.description), change: nil, frames: nil, at: i, scenario: scenarios[index].name)
                    return
                }
                // A file written before strings were kept takes them where the frames have not changed.
                if let approved, approved.strings == nil, !outcome.strings.isEmpty, let frames = outcome.frames,
                   FrameComparison(tolerance: 0).compare(expected: approved.frames, actual: frames).differences.isEmpty {
                    window.migratedStrings[i] = outcome.strings
                }
                let (decision, change) = Self.decide(outcome, mode: mode, baseline: approved?.frames,
                                                     approvedFindings: approved?.findings, approvedStrings: approved?.strings,
                                                     lints: scenarios[index].lints.overridden(by: replayer.lintOverride))
                if work.keepsFrames, case .approve = decision { window.previousFrames[i] = approved?.frames }
                window.keep(decision, change: change, frames: outcome.frames, at: i, scenario: scenarios[index].name)
            }
        }
        var journal: RecordJournal?
        let approval = timings.measure("lay out, encode and store") {
            Result {
                try storeApproval(work, selection, retired, store, provenance, journal: &journal, layOut: layOut)
            }
        }
        // The approval committed with its pages in the WAL. With lanes to spare, copying them
        // into the database file overlaps the report; `--jobs 1` stays one thread.
        if case .success = approval {
            if replayer.jobs > 1 {
                try? store.checkpoint(inBackground: true)
            } else {
                timings.measure("checkpoint") { try? store.checkpoint() }
            }
        }
        let written = work.stagedFiles
        let report: RecordReport
        do {
            report = try timings.measure("bookkeeping") {
                var report = try work.report()
                report.staleKept = work.prunes ? [] : work.staleBaselines.map(\.name)
                return report
            }
            // Without a change the store rolled back on purpose (and no file was staged).
            if report.changedAnything { try approval.get() }
        } catch {
            if let journal { baselines.rollBack(journal) }
            // No flush is left writing to a file once it is deleted.
            try? work.flushes.finish()
            baselines.discard(written)
            throw error
        }
        if let journal { timings.measure("roll forward") { baselines.rollForward(journal) } }
        return report
    }

    /// The store's side of `record`: one transaction that upserts the scenarios, retires the
    /// baselines of scenarios that are gone, and then, a window of `selection` at a time
    /// (``layOut`` beside it), upserts the window's cases and approves each case's frames as
    /// soon as its decision is made, in job order (so the rows are the same whatever the
    /// number of lanes), on the lane beside the layouts. When no decision is ready, that lane
    /// lays out cases itself rather than wait. Once every case is decided and every file
    /// opened, it retires the stale cases' baselines. It commits only once every file is staged.
    ///
    /// It rolls back, throwing ``RecordWork/Abandoned``, at the first case that could not be
    /// laid out and when nothing changed: `record` then reports what happened; the windows
    /// after a failure are still laid out, for that report. Before it commits it moves the
    /// files into place, and leaves their journal in `journal` for `record` to roll forward
    /// once committed, or back if the commit fails.
    private func storeApproval(_ work: RecordWork, _ selection: CaseSelection, _ retired: [BaselineKey], _ store: LayoutStore,
                               _ provenance: Provenance, journal: inout RecordJournal?,
                               layOut: (RecordWindow, LaneWork) -> Void) throws {
        // The commit (and SQLite's checkpoint after it) runs once the body returns.
        var committing: ContinuousClock.Instant?
        defer { if let committing { timings.add("commit", since: committing) } }
        let scenarios = catalog.scenarios
        try store.replaceBaselines(provenance: provenance, upserting: scenarioRecords(selection.scenarioIndices)) { approval in
            for key in retired { try approval.delete(key) }
            var approved = false
            // The first error of the store's lane: the windows after it are only laid out.
            var failure: (any Error)?
            // The approval is used on the store's lane, beside the layouts, through a pointer:
            // it cannot be copied, and one thread at a time uses it (this one waits meanwhile).
            try withUnsafeMutablePointer(to: &approval) { approval in
                let windows = selection.windows(of: window)
                var prefetched: [CaseJob]?
                for (k, range) in windows.enumerated() {
                    let current = RecordWindow(jobs: prefetched.take() ?? selection.jobs(range, of: scenarios), offset: range.lowerBound,
                                               keepingFrames: work.keepsFrames)
                    let following = k + 1 < windows.count ? windows[k + 1] : nil
                    let beside = LaneWork { (loop: SharedLoop?) in
                        // The files of the scenarios the last window finished are staged, and
                        // the next window's jobs made, here, beside this one's layouts.
                        timings.measure("stage files") { work.stageFinished(into: self.baselines) }
                        // What the transaction spilled so far goes to disk now, not at the checkpoint.
                        work.flushes.enqueue(store.writeBackLog)
                        if let following { prefetched = selection.jobs(following, of: scenarios) }
                        guard failure == nil, let loop else { return current.stored(upTo: current.jobs.count) }
                        do {
                            try timings.measure("store lane inserts") {
                                try approval.pointee.upsert(self.caseRecords(current.jobs))
                            }
                            approved = try self.storeWindow(current, approval, loop) || approved
                        } catch {
                            failure = error
                            current.stored(upTo: current.jobs.count)
                        }
                    }
                    layOut(current, beside)
                    if let error = beside.error { throw error }
                }
            }
            if let failure { throw failure }
            timings.measure("stage files") { work.stageFinished(into: baselines) }
            for index in work.scenarios.indices { _ = try work.staged[index]?.get() }
            // Each file has been opened by now, and its stale cases found.
            let deletions = work.deletions
            for key in deletions { try approval.delete(key) }
            // A file that only takes the current form is moved into place like any other.
            guard approved || !work.removedBaselines.isEmpty || !work.stagedFiles.isEmpty else { throw RecordWork.Abandoned() }
            let database = store.path == ":memory:" ? store.path : ContainedPath.resolved(store.path)
            // The staged files are on disk before the journal says they are to be moved.
            try timings.measure("flush staged files") { () throws(RunnerError) in try work.flushes.finish() }
            let moved = try timings.measure("move files into place") {
                try baselines.moveIntoPlace(work.stagedFiles, removing: work.removals, database: database)
            }
            journal = moved
            try approval.markCommit(token: moved.token)
            committing = ContinuousClock.now
        }
    }

    /// Writes `window`'s approvals to `approval` in job order as their decisions come, laying
    /// out cases from `loop` while none is ready; returns whether it approved any.
    ///
    /// - Throws: ``RecordWork/Abandoned`` at a case that could not be laid out; the approval's errors.
    private func storeWindow(_ window: RecordWindow, _ approval: UnsafeMutablePointer<BaselineApproval>, _ loop: SharedLoop) throws -> Bool {
        var next = 0, approved = false
        while next < window.jobs.count {
            let ready = window.progress.donePrefix
            guard next < ready else {
                let laidOut = timings.measure("store lane lays out") { loop.runNext() }
                if !laidOut { timings.measure("store lane waits") { window.progress.waitForMore() } }
                continue
            }
            try timings.measure("store lane inserts") {
                for j in next..<ready {
                    switch window.decisions[j] {
                    case .approve?:
                        if let write = window.writes[j] { try approval.pointee.write(write) }
                        approved = true
                    case .failure?:
                        throw RecordWork.Abandoned()
                    default:
                        break
                    }
                }
            }
            window.stored(upTo: ready)
            next = ready
        }
        timings.measure("store lane waits") { loop.finish() }
        return approved
    }

    /// What `record` does with one case.
    enum Decision: Equatable, Sendable {
        case failure(String)
        case skipped
        case unchanged
        /// New or changed frames or findings.
        case approve(Approval)
    }

    /// A case's new baseline: the lint findings approved with its frames and the strings its
    /// texts showed. Its frames and their row for the store are kept apart
    /// (``RecordWindow/keep(_:change:frames:at:scenario:)``), each dropped once written.
    struct Approval: Equatable, Sendable {
        var findings: [Finding]
        /// The strings the case's texts showed, kept with its frames.
        var strings: [BaselineString] = []
    }

    /// What the report says of an approved case (``decide(_:mode:baseline:approvedFindings:approvedStrings:lints:)``
    /// gives it beside the decision), kept only until the report's part for it is made: a scenario's approvals wait for its file to be staged, and the differences of a
    /// 61-view screen's 2,400 changed cases were 49 MB of it.
    struct Change: Equatable, Sendable {
        /// `nil` for a case that had no baseline.
        var differences: [FrameDifference]?
        /// The findings the baseline did not approve before.
        var newFindings: [Finding]
    }

    /// `lints` is the policy the findings were looked for with: findings approved before of
    /// kinds now `off` stay approved, since nothing looked at them. A case whose baseline kept
    /// strings other than the ones shown now is approved again to keep the new ones, even if
    /// its frames did not change; one whose file kept none (written before strings were) is not.
    /// An approval comes with what changed; no other decision does.
    static func decide(_ outcome: CaseOutcome, mode: RecordMode,
                       baseline: [BaselineFrame]?, approvedFindings: [Finding]? = nil,
                       approvedStrings: [BaselineString]? = nil, lints: LintPolicy = .default) -> (Decision, Change?) {
        guard let frames = outcome.frames else {
            if case let .failure(message) = outcome { return (.failure(message), nil) }
            return (.failure("no frames"), nil)
        }
        let previous = approvedFindings ?? []
        let findings = outcome.findings.map { finding in
            // A baseline approves what was found, whatever the severity it was found at.
            var approved = finding
            approved.severity = .warn
            return approved
        } + previous.filter { lints[$0.kind] == .off }
        let matched = CaseFinding.matching(outcome.findings, approved: baseline == nil ? nil : previous)
        let newFindings = matched.filter { !$0.isApproved }.map(\.finding)
        // Compared finding by finding, not as lines made for it: a line for each finding of
        // each case costs 4% of recording a 61-view screen.
        let findingsChanged = !findings.elementsEqual(previous, by: CaseFinding.same)
        let differences = baseline.map { FrameComparison(tolerance: 0).compare(expected: $0, actual: frames).differences }
        let selected = switch mode {
        case .all: true
        case .missing: baseline == nil
        case .failed: differences?.isEmpty == false || matched.contains(where: \.fails)
        }
        guard selected else { return (.skipped, nil) }
        let stringsChanged = approvedStrings.map { $0 != outcome.strings } ?? false
        if let differences, differences.isEmpty, !findingsChanged, !stringsChanged { return (.unchanged, nil) }
        return (.approve(Approval(findings: findings, strings: outcome.strings)),
                Change(differences: differences, newFindings: newFindings))
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

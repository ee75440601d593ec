import LayoutFixtures
import LayoutLints
import LayoutStore
import Synchronization

/// One `record`'s work across its windows (``RecordWindow``), shared by its lanes: what is
/// known before the layouts (the scenarios, those whose files go), the baseline files as each
/// is opened, each scenario's approvals until its new file is staged, the staged files, and
/// the report so far.
///
/// A scenario's approvals are handed over a chunk at a time (``collect(_:_:)``), so that its
/// file can be staged once its last case is decided whatever window that case is in; each
/// scenario's are held until then, not the whole record's.
final class RecordWork: Sendable {
    let scenarios: [Scenario]
    /// The baseline files, each opened when a lane first needs it and dropped once its
    /// scenario is staged, and the stale cases each has.
    let files: RecordFiles
    /// Whether stale baselines are removed (`mode` `.all` or `pruneStale`) or only listed.
    let prunes: Bool
    /// The scenarios no longer in the fixtures that have a file, sorted.
    let goneScenarios: [String]
    /// Whether the report has every frame of each approved case (``RecordReport/frames``).
    let keepsFrames: Bool
    /// How many cases the record selected.
    let total: Int
    /// The report so far: each chunk's part is made on the lane that laid the chunk out
    /// (``summarize(_:_:)``), where building the report case by case after the layouts kept one
    /// thread busy and the others idle, and joined in job order as soon as the chunks before
    /// it are, within the report's limit, so that a part is not held to the end.
    private let joined: Mutex<Joined>
    /// The first job, in job order, whose baseline could not be read, with the file's error:
    /// what the record fails with.
    private let unreadable = Mutex<(job: Int, error: RunnerError)?>(nil)
    /// Each scenario's approvals not staged yet, and how many of its cases are not collected.
    private let pending: Mutex<Pending>
    /// How many of each list the report keeps (``RecordReport/listLimit``).
    private let listLimit: Int?
    /// The scenarios rewritten only to take the current form, by scenario index.
    let migrated: Slots<Bool>
    /// Each rewritten scenario's staged file, by scenario index, written by the thread that
    /// collected its last case.
    let staged: Slots<Result<StagedBaseline, RunnerError>?>
    private let header: [String]
    /// Held while creating folders, which two threads must not do at once.
    private let folders = Mutex(())
    /// The staged files' flushes to disk, finished before they move into place.
    let flushes = FileFlushes()

    /// Approved cases by key: their frames and what is approved with them.
    private typealias Approvals = [String: (frames: [BaselineFrame], approval: RegressionRunner.Approval)]

    /// A scenario's approvals until its file is staged.
    private struct Approved {
        /// By the thread that made them: each thread frees its own once the file is staged, as
        /// ``LaneReleases`` explains. Freed where the file was staged, they made a `record` of
        /// 24,000 cases of a 61-view screen about 10% slower, its lanes waiting for each
        /// other's malloc arenas (8,000 to 11,000 voluntary context switches, against 1,500 to
        /// 1,900).
        var cases: [Int: Approvals] = [:]
        var migratedStrings: [String: [BaselineString]] = [:]

        func contains(_ key: String) -> Bool {
            cases.values.contains { $0[key] != nil }
        }
    }

    private struct Pending {
        var approved: [Int: Approved] = [:]
        var remaining: [Int]
        /// Scenarios whose every case is collected, not staged yet.
        var finished: [Int] = []
        /// The approvals of staged files, by the thread that made them, for it to free.
        var staged: [Int: [Approvals]] = [:]
    }

    /// `cases` has how many cases of each scenario are selected, by scenario index; `files`
    /// has the scenarios' baselines; with `prunes`, their stale cases and the files of
    /// `goneScenarios` are removed. `header` goes at the top of every file.
    init(scenarios: [Scenario], cases: [Int], files: RecordFiles, prunes: Bool, goneScenarios: [String],
         header: [String], keepingFrames: Bool = false, listLimit: Int? = nil) {
        self.scenarios = scenarios
        self.files = files
        self.prunes = prunes
        self.goneScenarios = goneScenarios
        self.header = header
        keepsFrames = keepingFrames
        self.listLimit = listLimit
        total = cases.reduce(0, +)
        joined = Mutex(Joined(report: RecordReport(listLimit: listLimit)))
        pending = Mutex(Pending(remaining: cases))
        migrated = Slots(count: scenarios.count, initial: false)
        staged = Slots(count: scenarios.count, initial: nil)
    }

    /// The baseline of `window`'s job `i` as its file has it, or `nil` when it has none, its
    /// frames named as `frames` where they are the same: read on the lane that decides the
    /// job. A file that cannot be read is the record's error (``report()``), the first in job
    /// order.
    func approved(_ window: RecordWindow, _ i: Int, sharingNamesWith frames: [BaselineFrame])
        throws(RunnerError) -> BaselineTextReader.Approved? {
        let job = window.jobs[i]
        do throws(RunnerError) {
            return try files.file(job.scenarioIndex)?.approved(job.layoutCase.key, sharingNamesWith: frames)
        } catch {
            let number = window.offset + i
            unreadable.withLock { first in
                if first.map({ number < $0.job }) ?? true { first = (number, error) }
            }
            throw error
        }
    }

    /// The baselines whose scenario or case is gone, in scenario and case order: once every
    /// scenario's file has been opened, that is after the layouts.
    var staleBaselines: [RegressionRunner.StaleBaseline] {
        let cases = files.staleCases.flatMap { index, keys in
            keys.map { RegressionRunner.StaleBaseline(scenario: scenarios[index].name, caseKey: $0) }
        }
        return (goneScenarios.map { RegressionRunner.StaleBaseline(scenario: $0, caseKey: nil) } + cases)
            .sorted { a, b in
                a.scenario == b.scenario ? (a.caseKey ?? "").utf8.lexicographicallyPrecedes((b.caseKey ?? "").utf8)
                    : a.scenario.utf8.lexicographicallyPrecedes(b.scenario.utf8)
            }
    }

    /// The stale baselines this record removes: none unless it ``prunes``.
    var removedBaselines: [RegressionRunner.StaleBaseline] {
        prunes ? staleBaselines : []
    }

    /// The stale cases' baselines, retired in the store when the record ``prunes``.
    var deletions: [BaselineKey] {
        removedBaselines.compactMap { stale in stale.caseKey.map { BaselineKey(scenario: stale.scenario, caseKey: $0) } }
    }

    /// The scenarios whose whole file goes.
    var removals: [String] {
        prunes ? goneScenarios : []
    }

    /// Hands the approvals of `window`'s jobs `range` (each decided, and summarized) to their
    /// scenarios' files; a scenario whose last cases they were is staged by the next
    /// ``stageFinished(into:)``. Call once per chunk, on the lane that laid it out.
    func collect(_ window: RecordWindow, _ range: Range<Int>) {
        let thread = CurrentThread.id
        // The approvals this thread made for files staged since, freed here once out of the lock.
        let staged = pending.withLock { pending in
            for j in range {
                let index = window.jobs[j].scenarioIndex, key = window.jobs[j].layoutCase.key
                if case let .approve(approval)? = window.decisions[j] {
                    pending.approved[index, default: Approved()].cases[thread, default: [:]][key] =
                        (window.approvedFrames[j].take() ?? [], approval)
                }
                if let strings = window.migratedStrings[j].take() {
                    pending.approved[index, default: Approved()].migratedStrings[key] = strings
                }
                pending.remaining[index] -= 1
                if pending.remaining[index] == 0 { pending.finished.append(index) }
            }
            return pending.staged.removeValue(forKey: thread)
        }
        withExtendedLifetime(staged) {}
    }

    /// Stages the files of the scenarios whose every case is collected and that are not staged
    /// yet (``stage(_:into:)``).
    ///
    /// `record` does it beside the next window's layouts, on the store's lane: staging in the
    /// chunk that finished a scenario kept the other lanes waiting at the end of the window (a
    /// 61-view screen's file is 14 MB to read and write): a record of such screens was 5 to
    /// 10% slower.
    func stageFinished(into directory: BaselineDirectory) {
        let finished = pending.withLock { pending in
            defer { pending.finished = [] }
            return pending.finished
        }
        for index in finished { stage(index, into: directory) }
    }

    /// Stages scenario `index`'s new file if it changes (an approval, or a stale case it
    /// ``prunes``): its baselines as its file has them, with its approvals, without its stale
    /// cases; then drops the file. Call once every case of the scenario is collected.
    private func stage(_ index: Int, into directory: BaselineDirectory) {
        let approved = pending.withLock { $0.approved.removeValue(forKey: index) } ?? Approved()
        defer {
            files.release(index)
            pending.withLock { pending in
                for (thread, approvals) in approved.cases { pending.staged[thread, default: []].append(approvals) }
            }
        }
        let stale = prunes ? files.staleKeys(index) : []
        let rewritten = !stale.isEmpty || approved.cases.values.contains { !$0.isEmpty }
        guard rewritten || !approved.migratedStrings.isEmpty else { return }
        migrated[index] = !rewritten
        let name = scenarios[index].name
        staged[index] = Result { () throws(RunnerError) in
            // The cases kept as they were are read only here, one scenario at a time on each
            // lane; the approved ones, read on their lanes already, are replaced.
            let parsed = try files.file(index)?.parsed(skipping: approved.contains)
            var cases = parsed?.cases ?? [:], findings = parsed?.findings ?? [:], strings = parsed?.strings ?? [:]
            for (key, kept) in approved.migratedStrings where strings[key] == nil { strings[key] = kept }
            for (key, new) in approved.cases.values.joined() {
                cases[key] = new.frames
                findings[key] = new.approval.findings.isEmpty ? nil : new.approval.findings
                strings[key] = new.approval.strings.isEmpty ? nil : new.approval.strings
            }
            for key in stale {
                cases[key] = nil
                findings[key] = nil
                strings[key] = nil
            }
            let text = BaselineTextWriter.bytes(scenario: name, header: header, cases: cases.map { (key: $0.key, frames: $0.value) },
                                                findings: findings, strings: strings)
            try folders.withLock { _ throws(RunnerError) in try directory.createFolders(for: [name]) }
            return try directory.stage(scenario: name, text: text, flushes: flushes)
        }
    }

    /// The files staged so far, in scenario order.
    var stagedFiles: [StagedBaseline] {
        scenarios.indices.compactMap { try? staged[$0]?.get() }
    }

    /// Makes the report's part for `window`'s jobs `range`, once each of them is decided, and
    /// joins it to the report: call once per chunk, on the lane that laid it out, before
    /// ``collect(_:_:)``.
    func summarize(_ window: RecordWindow, _ range: Range<Int>) {
        var part = Joined(report: RecordReport(listLimit: listLimit), next: window.offset + range.upperBound)
        for j in range {
            let name = scenarios[window.jobs[j].scenarioIndex].name, key = window.jobs[j].layoutCase.key
            part.report.warnings.add(scenario: name, caseKey: key, warnings: window.warnings[j])
            window.warnings[j] = []
            switch window.decisions[j] {
            case let .failure(message)?:
                part.fail("\(name)/\(key): \(message)")
            case .unchanged?:
                part.report.unchanged += 1
            case .skipped?:
                part.report.skipped += 1
            case let .approve(approval)?:
                let caseName = name + "/" + key
                // Read once, on the lane that made it: nothing else reads it.
                guard let change = window.changes[j].take() else { preconditionFailure("job \(j) was approved without a change") }
                if let differences = change.differences {
                    part.report.addChanged(caseName, differences: differences)
                } else {
                    part.report.addNew(caseName)
                }
                part.report.approvedFindings += approval.findings.count
                for finding in change.newFindings { part.report.addNewFinding(finding, caseName: caseName) }
                if keepsFrames {
                    part.report.frames[caseName] = (window.previousFrames[j].take() ?? [], window.approvedFrames[j] ?? [])
                }
            case nil:
                preconditionFailure("job \(j) was never decided")
            }
        }
        joined.withLock { $0.join(part, startingAt: window.offset + range.lowerBound) }
    }

    /// What `record` changed, once every job is decided and summarized; with ``keepsFrames``,
    /// every frame of each approved case too.
    ///
    /// - Throws: the error of the first baseline file that could not be read, in job order;
    ///   ``RunnerError`` "nothing recorded" if a case could not be laid out.
    func report() throws -> RecordReport {
        var whole = joined.withLock { joined in
            defer { joined = Joined(report: RecordReport()) }
            return joined
        }
        precondition(whole.next == total && whole.waiting.isEmpty,
                     "jobs \(whole.next)..<\(total) were never summarized in order")
        if let (_, error) = unreadable.withLock({ $0 }) { throw error }
        guard whole.failureCount == 0 else {
            throw RunnerError("nothing recorded: \(whole.failureCount) case(s) could not be laid out:\n  "
                              + whole.failures.joined(separator: "\n  "))
        }
        whole.report.removed = removedBaselines.map(\.name)
        whole.report.migrated = scenarios.indices.filter { migrated[$0] }.map { scenarios[$0].name }
        return whole.report
    }

    /// The report of jobs `0..<next`, and the parts of later chunks that were summarized
    /// before an earlier one, by their first job.
    private struct Joined: Sendable {
        var report: RecordReport
        /// The first of the cases that could not be laid out (what the error names), and how
        /// many there were.
        var failures: [String] = []
        var failureCount = 0
        var next = 0
        var waiting: [Int: Joined] = [:]

        static let failuresNamed = 20

        mutating func fail(_ failure: String) {
            if failures.count < Self.failuresNamed { failures.append(failure) }
            failureCount += 1
        }

        /// Joins `part`, the chunk of jobs from `start`, and any waiting part that follows.
        mutating func join(_ part: Joined, startingAt start: Int) {
            guard start == next else {
                waiting[start] = part
                return
            }
            var part = part
            while true {
                report.append(part.report)
                failures += part.failures.prefix(Self.failuresNamed - failures.count)
                failureCount += part.failureCount
                next = part.next
                guard let following = waiting.removeValue(forKey: next) else { return }
                part = following
            }
        }
    }

    /// Thrown inside the store's transaction to roll it back when a case could not be laid
    /// out or nothing changed: ``report()`` says which.
    struct Abandoned: Error {}
}

import LayoutFixtures
import LayoutLints
import LayoutStore
import Synchronization

/// One `record`'s work, shared by its lanes: what is known before the layout (the jobs, the
/// scenarios whose files go), the baseline files as each is opened, each job's decision as
/// it is made, which jobs are done, and each scenario's staged file.
///
/// Every mutable part is written once per index by one thread and read by others only after
/// ``progress`` says it is done (or after the loop), so sharing it is safe.
final class RecordWork: Sendable {
    let jobs: [CaseJob]
    let scenarios: [Scenario]
    /// The baseline files, each opened when a lane first needs it and dropped once its
    /// scenario is staged, and the stale cases each has.
    let files: RecordFiles
    /// Whether stale baselines are removed (`mode` `.all` or `pruneStale`) or only listed.
    let prunes: Bool
    /// The scenarios no longer in the fixtures that have a file, sorted.
    let goneScenarios: [String]
    /// The decision of each job, written by the thread that laid it out, and dropped once its
    /// file is staged and its part of the report made (``summarize(_:)``).
    let decisions: Slots<RegressionRunner.Decision?>
    /// Each approved job's frames, for its scenario's file: dropped as its decision is (the
    /// report's part keeps them when it draws them, ``keepsFrames``). A record of 100,000
    /// cases of a 61-view screen held every frame and every store row until it committed.
    let approvedFrames: Slots<[BaselineFrame]?>
    /// Each approved job's frames before, for a report that draws them (``keepsFrames``).
    let previousFrames: Slots<[BaselineFrame]?>
    /// Each approved job's row for the store, dropped once the store's lane has written it,
    /// without waiting for its file to be staged (2,400 changed cases of a 61-view screen
    /// have 26 MB of rows). Rows, frames and decisions are dropped by the thread that laid
    /// the job out (``release(afterLayingOut:)``).
    let writes: Slots<BaselineWrite?>
    /// What changed in each approved job, for the report: read and dropped by
    /// ``summarize(_:)``, on the lane that made it.
    private let changes: Slots<RegressionRunner.Change?>
    /// Jobs `0..<stored` are written to the store (or need not be).
    private let stored = Atomic<Int>(0)
    /// The scenarios whose file is staged (or not rewritten), by scenario index.
    private let stagedScenarios: Mutex<[Bool]>
    /// Rows, and then frames and decisions, are dropped by the thread that made them (see
    /// ``LaneReleases``): rows once stored, the others once their files are staged too.
    private let storedReleases = LaneReleases(), stagedReleases = LaneReleases()
    /// The report so far: each chunk's part is made on the lane that laid the chunk out
    /// (``summarize(_:)``), where building the report case by case after the layouts kept one
    /// thread busy and the others idle, and joined in job order as soon as the chunks before
    /// it are, within the report's limit, so that a part is not held to the end.
    private let joined: Mutex<Joined>
    /// The first job, in job order, whose baseline could not be read, with the file's error:
    /// what the record fails with.
    private let unreadable = Mutex<(job: Int, error: RunnerError)?>(nil)
    /// How many of each list the report keeps (``RecordReport/listLimit``).
    private let listLimit: Int?
    /// Whether the report has every frame of each approved case (``RecordReport/frames``).
    let keepsFrames: Bool
    /// Each job's layout warnings, by job: dropped once summarized.
    let warnings: Slots<[String]>
    /// The strings of each job whose frames equal a baseline that kept no strings (a file
    /// written before strings were kept): the file is rewritten with them.
    let migratedStrings: Slots<[BaselineString]?>
    /// The scenarios rewritten only to take the current form, by scenario index.
    let migrated: Slots<Bool>
    let progress: CaseProgress
    /// Each rewritten scenario's staged file, by scenario index, written by the thread that
    /// decided its last job.
    let staged: Slots<Result<StagedBaseline, RunnerError>?>
    private let header: [String]
    /// The jobs of each scenario by scenario index (jobs come grouped by scenario).
    private let ranges: [Range<Int>?]
    /// Held while creating folders, which two threads must not do at once.
    private let folders = Mutex(())

    /// `files` has the scenarios' baselines; with `prunes`, their stale cases and the files
    /// of `goneScenarios` are removed. `header` goes at the top of every file.
    init(jobs: [CaseJob], scenarios: [Scenario], files: RecordFiles, prunes: Bool, goneScenarios: [String],
         header: [String], keepingFrames: Bool = false, listLimit: Int? = nil) {
        self.jobs = jobs
        keepsFrames = keepingFrames
        self.listLimit = listLimit
        joined = Mutex(Joined(report: RecordReport(listLimit: listLimit)))
        self.scenarios = scenarios
        self.files = files
        self.prunes = prunes
        self.goneScenarios = goneScenarios
        self.header = header
        var ranges = [Range<Int>?](repeating: nil, count: scenarios.count)
        for (j, job) in jobs.enumerated() { ranges[job.scenarioIndex] = (ranges[job.scenarioIndex]?.lowerBound ?? j)..<(j + 1) }
        self.ranges = ranges
        decisions = Slots(count: jobs.count, initial: nil)
        approvedFrames = Slots(count: jobs.count, initial: nil)
        previousFrames = Slots(count: keepingFrames ? jobs.count : 0, initial: nil)
        writes = Slots(count: jobs.count, initial: nil)
        changes = Slots(count: jobs.count, initial: nil)
        warnings = Slots(count: jobs.count, initial: [])
        migratedStrings = Slots(count: jobs.count, initial: nil)
        migrated = Slots(count: scenarios.count, initial: false)
        progress = CaseProgress(groups: jobs.map(\.scenarioIndex), groupCount: scenarios.count)
        staged = Slots(count: scenarios.count, initial: nil)
        stagedScenarios = Mutex([Bool](repeating: false, count: scenarios.count))
    }

    /// Job `i`'s baseline as its file has it, or `nil` when it has none, its frames named as
    /// `frames` where they are the same: read on the lane that decides the job. A file that
    /// cannot be read is the record's error (``report()``), the first in job order.
    func approved(_ i: Int, sharingNamesWith frames: [BaselineFrame]) throws(RunnerError) -> BaselineTextReader.Approved? {
        do throws(RunnerError) {
            return try files.approved(jobs[i].layoutCase.key, of: jobs[i].scenarioIndex, sharingNamesWith: frames)
        } catch {
            unreadable.withLock { first in
                if first.map({ i < $0.job }) ?? true { first = (i, error) }
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

    /// Keeps job `i`'s decision and, for an approval, what changed (read once by
    /// ``summarize(_:)``), its `frames` and its row for the store (encoded here, on the lane
    /// that laid the case out). Call once per job, from that lane.
    func keep(_ decision: RegressionRunner.Decision, change: RegressionRunner.Change?, frames: [BaselineFrame]?, at i: Int) {
        changes[i] = change
        if case let .approve(approval) = decision, let frames {
            approvedFrames[i] = frames
            writes[i] = BaselineWrite(key: BaselineKey(scenario: scenarios[jobs[i].scenarioIndex].name, caseKey: jobs[i].layoutCase.key),
                                      frames: FrameJSON.frames(frames),
                                      findings: approval.findings.isEmpty ? nil : FrameJSON.findings(approval.findings))
        }
        decisions[i] = decision
    }

    /// Says that the store's lane is done with the rows of jobs `0..<end`: the threads that
    /// made them may drop them.
    func stored(upTo end: Int) {
        stored.store(end, ordering: .releasing)
    }

    /// Drops the rows, frames and decisions that the calling thread made and nobody needs any
    /// more: call once per chunk, on the thread that laid it out (`range`), after staging and
    /// ``summarize(_:)``.
    func release(afterLayingOut range: Range<Int>) {
        for done in storedReleases.add(range, isReleasable: isStored) {
            for j in done { writes[j] = nil }
        }
        for done in stagedReleases.add(range, isReleasable: isStaged) {
            for j in done {
                approvedFrames[j] = nil
                decisions[j] = nil
                if keepsFrames { previousFrames[j] = nil }
            }
        }
    }

    /// Whether the store's lane is done with `range`'s jobs.
    private func isStored(_ range: Range<Int>) -> Bool {
        range.upperBound <= stored.load(ordering: .acquiring)
    }

    /// Whether the store's lane and the staging of their files are done with `range`'s jobs
    /// (the report's part for them is made before).
    private func isStaged(_ range: Range<Int>) -> Bool {
        guard isStored(range) else { return false }
        return stagedScenarios.withLock { staged in range.allSatisfy { staged[jobs[$0].scenarioIndex] } }
    }

    /// Stages scenario `index`'s new file if it changes (an approval, or a stale case it
    /// ``prunes``): its baselines as its file has them, with the approved frames of its jobs,
    /// without its stale cases; then drops the file. Call once every job of the scenario is
    /// decided.
    func stage(_ index: Int, into directory: BaselineDirectory) {
        defer {
            files.release(index)
            stagedScenarios.withLock { $0[index] = true }
        }
        guard let range = ranges[index] else { return }
        let stale = prunes ? files.staleKeys(index) : []
        let approved = Set(range.lazy.filter { j in
            if case .approve? = self.decisions[j] { return true }
            return false
        }.map { self.jobs[$0].layoutCase.key })
        let rewritten = !stale.isEmpty || !approved.isEmpty
        guard rewritten || range.contains(where: { migratedStrings[$0] != nil }) else { return }
        migrated[index] = !rewritten
        let name = scenarios[index].name
        staged[index] = Result { () throws(RunnerError) in
            // The cases kept as they were are read only here, one scenario at a time on each
            // lane; the approved ones, read on their lanes already, are replaced.
            let parsed = try files.file(index)?.parsed(skipping: approved.contains)
            var cases = parsed?.cases ?? [:], findings = parsed?.findings ?? [:], strings = parsed?.strings ?? [:]
            for j in range {
                let key = jobs[j].layoutCase.key
                if let kept = migratedStrings[j], strings[key] == nil { strings[key] = kept }
                if case let .approve(approval)? = decisions[j] {
                    cases[key] = approvedFrames[j] ?? []
                    findings[key] = approval.findings.isEmpty ? nil : approval.findings
                    strings[key] = approval.strings.isEmpty ? nil : approval.strings
                }
            }
            for key in stale {
                cases[key] = nil
                findings[key] = nil
                strings[key] = nil
            }
            let text = BaselineTextWriter.bytes(scenario: name, header: header, cases: cases.map { (key: $0.key, frames: $0.value) },
                                                findings: findings, strings: strings)
            try folders.withLock { _ throws(RunnerError) in try directory.createFolders(for: [name]) }
            return try directory.stage(scenario: name, text: text)
        }
    }

    /// The files staged so far, in scenario order.
    var stagedFiles: [StagedBaseline] {
        scenarios.indices.compactMap { try? staged[$0]?.get() }
    }

    /// Makes the report's part for jobs `range`, once each of them is decided, and joins it
    /// to the report: call once per chunk, on the lane that laid it out, before
    /// ``release(afterLayingOut:)``.
    func summarize(_ range: Range<Int>) {
        var part = Joined(report: RecordReport(listLimit: listLimit), next: range.upperBound)
        for j in range {
            let name = scenarios[jobs[j].scenarioIndex].name, key = jobs[j].layoutCase.key
            part.report.warnings.add(scenario: name, caseKey: key, warnings: warnings[j])
            warnings[j] = []
            switch decisions[j] {
            case let .failure(message)?:
                part.fail("\(name)/\(key): \(message)")
            case .unchanged?:
                part.report.unchanged += 1
            case .skipped?:
                part.report.skipped += 1
            case let .approve(approval)?:
                let caseName = name + "/" + key
                // Read once, on the lane that made it: nothing else reads it.
                guard let change = changes[j].take() else { preconditionFailure("job \(j) was approved without a change") }
                if let differences = change.differences {
                    part.report.addChanged(caseName, differences: differences)
                } else {
                    part.report.addNew(caseName)
                }
                part.report.approvedFindings += approval.findings.count
                for finding in change.newFindings { part.report.addNewFinding(finding, caseName: caseName) }
                if keepsFrames {
                    part.report.frames[caseName] = (previousFrames[j] ?? [], approvedFrames[j] ?? [])
                }
            case nil:
                preconditionFailure("job \(j) was never decided")
            }
        }
        joined.withLock { $0.join(part, startingAt: range.lowerBound) }
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
        precondition(whole.next == jobs.count && whole.waiting.isEmpty,
                     "jobs \(whole.next)..<\(jobs.count) were never summarized in order")
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

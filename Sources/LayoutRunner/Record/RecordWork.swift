import LayoutFixtures
import LayoutLints
import LayoutStore
import Synchronization

/// One `record`'s work, shared by its lanes: what is known before the layout (the jobs, the
/// baselines as read, the stale ones), each job's decision as it is made, which jobs are
/// done, and each scenario's staged file.
///
/// Every mutable part is written once per index by one thread and read by others only after
/// ``progress`` says it is done (or after the loop), so sharing it is safe.
final class RecordWork: Sendable {
    let jobs: [CaseJob]
    let scenarios: [Scenario]
    /// Baselines of scenarios or cases that are no longer in the fixtures.
    let stale: [RegressionRunner.StaleBaseline]
    /// The stale cases' baselines, retired in the store.
    let deletions: [BaselineKey]
    /// The scenarios whose whole file goes.
    let removals: [String]
    /// The decision of each job, written by the thread that laid it out, and dropped once its
    /// file is staged and its part of the report made (``summarize(_:)``).
    let decisions: Slots<RegressionRunner.Decision?>
    /// Each approved job's frames, for its scenario's file: dropped as its decision is (the
    /// report's part keeps them when it draws them, ``keepsFrames``). A record of 100,000
    /// cases of a 61-view screen held every frame and every store row until it committed.
    let approvedFrames: Slots<[BaselineFrame]?>
    /// Each approved job's row for the store, dropped once the store's lane has written it.
    /// Both are dropped by the thread that laid the job out (``release(afterLayingOut:)``).
    let writes: Slots<BaselineWrite?>
    /// Jobs `0..<stored` are written to the store (or need not be).
    private let stored = Atomic<Int>(0)
    /// The scenarios whose file is staged (or not rewritten), by scenario index.
    private let stagedScenarios: Mutex<[Bool]>
    /// Frames and rows are dropped by the thread that made them (see ``LaneReleases``).
    private let releases = LaneReleases()
    /// The report so far: each chunk's part is made on the lane that laid the chunk out
    /// (``summarize(_:)``), where building the report case by case after the layouts kept one
    /// thread busy and the others idle, and joined in job order as soon as the chunks before
    /// it are, within the report's limit, so that a part is not held to the end.
    private let joined: Mutex<Joined>
    /// How many of each list the report keeps (``RecordReport/listLimit``).
    private let listLimit: Int?
    /// Whether the report has every frame of each approved case (``RecordReport/frames``).
    let keepsFrames: Bool
    /// Each job's layout warnings, by job.
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
    private let existing: [Int: [String: [BaselineFrame]]]
    private let existingFindings: [Int: [String: [Finding]]]
    private let existingStrings: [Int: [String: [BaselineString]]]
    private let header: [String]
    /// Stale case keys by scenario index.
    private let staleKeys: [Int: [String]]
    /// The jobs of each scenario by scenario index (jobs come grouped by scenario).
    private let ranges: [Range<Int>?]
    /// Held while creating folders, which two threads must not do at once.
    private let folders = Mutex(())

    /// `indices` finds a scenario's index by name; `header` goes at the top of every file.
    init(jobs: [CaseJob], scenarios: [Scenario], stale: [RegressionRunner.StaleBaseline], indices: [String: Int],
         existing: [Int: [String: [BaselineFrame]]], existingFindings: [Int: [String: [Finding]]] = [:],
         existingStrings: [Int: [String: [BaselineString]]] = [:], header: [String], keepingFrames: Bool = false,
         listLimit: Int? = nil) {
        self.jobs = jobs
        keepsFrames = keepingFrames
        self.listLimit = listLimit
        joined = Mutex(Joined(report: RecordReport(listLimit: listLimit)))
        self.scenarios = scenarios
        self.stale = stale
        self.existing = existing
        self.existingFindings = existingFindings
        self.existingStrings = existingStrings
        self.header = header
        var staleKeys: [Int: [String]] = [:], deletions: [BaselineKey] = [], removals: [String] = []
        for entry in stale {
            if let caseKey = entry.caseKey, let index = indices[entry.scenario] {
                staleKeys[index, default: []].append(caseKey)
                deletions.append(BaselineKey(scenario: entry.scenario, caseKey: caseKey))
            } else if entry.caseKey == nil {
                removals.append(entry.scenario)
            }
        }
        (self.staleKeys, self.deletions, self.removals) = (staleKeys, deletions, removals)
        var ranges = [Range<Int>?](repeating: nil, count: scenarios.count)
        for (j, job) in jobs.enumerated() { ranges[job.scenarioIndex] = (ranges[job.scenarioIndex]?.lowerBound ?? j)..<(j + 1) }
        self.ranges = ranges
        decisions = Slots(count: jobs.count, initial: nil)
        approvedFrames = Slots(count: jobs.count, initial: nil)
        writes = Slots(count: jobs.count, initial: nil)
        warnings = Slots(count: jobs.count, initial: [])
        migratedStrings = Slots(count: jobs.count, initial: nil)
        migrated = Slots(count: scenarios.count, initial: false)
        progress = CaseProgress(groups: jobs.map(\.scenarioIndex), groupCount: scenarios.count)
        staged = Slots(count: scenarios.count, initial: nil)
        stagedScenarios = Mutex([Bool](repeating: false, count: scenarios.count))
    }

    /// Keeps job `i`'s decision, and for an approval its `frames` and its row for the store
    /// (encoded here, on the lane that laid the case out). Call once per job, from that lane.
    func keep(_ decision: RegressionRunner.Decision, frames: [BaselineFrame]?, at i: Int) {
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

    /// Drops the decisions, frames and rows that the calling thread made and nobody needs any
    /// more: call once per chunk, on the thread that laid it out (`range`), after staging and
    /// ``summarize(_:)``.
    func release(afterLayingOut range: Range<Int>) {
        for done in releases.add(range, isReleasable: isReleasable) {
            for j in done {
                writes[j] = nil
                approvedFrames[j] = nil
                decisions[j] = nil
                warnings[j] = []
            }
        }
    }

    /// Whether the store's lane and the staging of their files are done with `range`'s jobs
    /// (the report's part for them is made before).
    private func isReleasable(_ range: Range<Int>) -> Bool {
        guard range.upperBound <= stored.load(ordering: .acquiring) else { return false }
        return stagedScenarios.withLock { staged in range.allSatisfy { staged[jobs[$0].scenarioIndex] } }
    }

    /// Stages scenario `index`'s new file if it changes (an approval or a stale case): its
    /// baselines as read, with the approved frames of its jobs, without its stale cases.
    /// Call once every job of the scenario is decided.
    func stage(_ index: Int, into directory: BaselineDirectory) {
        defer { stagedScenarios.withLock { $0[index] = true } }
        guard let range = ranges[index] else { return }
        var cases = existing[index] ?? [:]
        var findings = existingFindings[index] ?? [:]
        var strings = existingStrings[index] ?? [:]
        var rewritten = staleKeys[index] != nil
        var migrating = false
        for j in range {
            if let kept = migratedStrings[j], strings[jobs[j].layoutCase.key] == nil {
                strings[jobs[j].layoutCase.key] = kept
                migrating = true
            }
            if case let .approve(approval)? = decisions[j] {
                cases[jobs[j].layoutCase.key] = approvedFrames[j] ?? []
                findings[jobs[j].layoutCase.key] = approval.findings.isEmpty ? nil : approval.findings
                strings[jobs[j].layoutCase.key] = approval.strings.isEmpty ? nil : approval.strings
                rewritten = true
            }
        }
        guard rewritten || migrating else { return }
        migrated[index] = !rewritten
        for key in staleKeys[index] ?? [] {
            cases[key] = nil
            findings[key] = nil
            strings[key] = nil
        }
        let name = scenarios[index].name
        let text = BaselineTextWriter.bytes(scenario: name, header: header, cases: cases.map { (key: $0.key, frames: $0.value) },
                                       findings: findings, strings: strings)
        staged[index] = Result { () throws(RunnerError) in
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
            switch decisions[j] {
            case let .failure(message)?:
                part.fail("\(name)/\(key): \(message)")
            case .unchanged?:
                part.report.unchanged += 1
            case .skipped?:
                part.report.skipped += 1
            case let .approve(approval)?:
                let caseName = name + "/" + key
                if let differences = approval.differences {
                    part.report.addChanged(caseName, differences: differences)
                } else {
                    part.report.addNew(caseName)
                }
                part.report.approvedFindings += approval.findings.count
                for finding in approval.newFindings { part.report.addNewFinding(finding, caseName: caseName) }
                if keepsFrames {
                    part.report.frames[caseName] = (existing[jobs[j].scenarioIndex]?[key] ?? [], approvedFrames[j] ?? [])
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
    /// - Throws: ``RunnerError`` "nothing recorded" if a case could not be laid out.
    func report() throws -> RecordReport {
        var whole = joined.withLock { joined in
            defer { joined = Joined(report: RecordReport()) }
            return joined
        }
        precondition(whole.next == jobs.count && whole.waiting.isEmpty,
                     "jobs \(whole.next)..<\(jobs.count) were never summarized in order")
        guard whole.failureCount == 0 else {
            throw RunnerError("nothing recorded: \(whole.failureCount) case(s) could not be laid out:\n  "
                              + whole.failures.joined(separator: "\n  "))
        }
        whole.report.removed = stale.map(\.name)
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

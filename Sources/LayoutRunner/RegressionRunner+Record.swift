import LayoutFixtures
import LayoutStore

extension RegressionRunner {
    /// Approves the engine's frames for the selected cases as their baselines, in the text
    /// files and in the store, all or nothing. A case that cannot be laid out stops the
    /// approval before anything is written.
    ///
    /// The new files are staged under temporary names before the store's transaction commits,
    /// and moved into place once it has; if staging or the transaction fails, the staged files
    /// are deleted and nothing has changed.
    public func record(mode: RecordMode, filter: CaseFilter?, note: String?, store: LayoutStore,
                       progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> RecordReport {
        let jobs = timings.measure("select cases") { self.jobs(matching: filter) }
        let existing = try timings.measure("read baselines") { try loadBaselines(for: jobs) }
        let total = jobs.count
        let scenarios = catalog.scenarios
        // Laid out, compared, encoded and checked on the worker threads; only the bookkeeping is serial.
        let decisions = timings.measure("lay out and encode") {
            replayer.replay(jobs, of: scenarios, progress: Self.perCase(progress, total: total)) { i, outcome in
                Self.decide(jobs[i], outcome, mode: mode, scenario: scenarios[jobs[i].scenarioIndex].name,
                            baseline: existing[jobs[i].scenarioIndex]?[jobs[i].layoutCase.key])
            }
        }
        var (report, changes, rewritten) = try timings.measure("bookkeeping") { try Self.changes(jobs, decisions, scenarios) }

        let stale = timings.measure("stale baselines") { filter == nil ? staleBaselines(loaded: existing) : [] }
        var staleKeys: [Int: [String]] = [:]
        var removals: [String] = []
        let indices = scenarioIndexByName
        for entry in stale {
            report.removed.append(entry.name)
            if let caseKey = entry.caseKey, let index = indices[entry.scenario] {
                staleKeys[index, default: []].append(caseKey)
                rewritten[index] = rewritten[index] ?? 0..<0
                changes.deletions.append(BaselineKey(scenario: entry.scenario, caseKey: caseKey))
            } else if entry.caseKey == nil {
                removals.append(entry.scenario)
            }
        }
        guard report.changedAnything else { return report }

        let provenance = Provenance(recordedAt: RunContext.timestamp(), recordedBy: context.user,
                                    gitCommit: context.gitCommit, engineVersion: context.engineVersion,
                                    fontHashes: context.fontHashes, note: note)
        let lines = header(provenance)
        let files = rewritten.sorted { $0.key < $1.key }, deleted = staleKeys, directory = baselines, approved = changes
        try directory.createFolders(for: files.map { scenarios[$0.key].name })
        // One thread does the store's work: one transaction adds the cases the store does not
        // know and applies the approval. The others each merge a file to rewrite (its baselines
        // as read, with the approved frames of its jobs, without its stale cases), format it and
        // stage it. The approval commits only once every file is staged, and the files move
        // into place once it has.
        let staged = Slots<Result<StagedBaseline, RunnerError>?>(count: files.count, initial: nil)
        let approval = Slots<Result<BaselineChangeSummary, any Error>?>(count: 1, initial: nil)
        timings.measure("write baselines") {
            lanes.forEach(files.count, alongside: { loop in
                approval[0] = Result {
                    try syncScenarios(jobs, store: store)
                    let cases = caseRecords(jobs)
                    return try timings.measure("store baselines") {
                        try store.replaceBaselines(provenance: provenance, cases: cases) { approval in
                            for write in approved.writes { try approval.write(write) }
                            for key in approved.deletions { try approval.delete(key) }
                            loop.finish()
                            for k in 0..<files.count { _ = try staged[k]?.get() }
                        }
                    }
                }
            }) { k in
                let (index, range) = files[k]
                var cases = existing[index] ?? [:]
                for j in range {
                    if case let .approve(frames, _, _) = decisions[j] { cases[jobs[j].layoutCase.key] = frames }
                }
                for key in deleted[index] ?? [] { cases[key] = nil }
                let name = scenarios[index].name
                let text = BaselineText.format(scenario: name, header: lines, cases: cases.map { (key: $0.key, frames: $0.value) })
                staged[k] = Result { () throws(RunnerError) in try directory.stage(scenario: name, text: text) }
            }
        }
        let written = (0..<files.count).compactMap { try? staged[$0]?.get() }
        do {
            _ = try approval[0]?.get()
        } catch {
            directory.discard(written)
            throw error
        }
        try directory.publish(written, removing: removals)
        return report
    }

    /// The report and the store's change set of the approved jobs, and the range of jobs of
    /// each scenario with an approval (jobs come grouped by scenario).
    ///
    /// - Throws: ``RunnerError`` "nothing recorded" if a case could not be laid out.
    private static func changes(_ jobs: [CaseJob], _ decisions: [Decision], _ scenarios: [Scenario]) throws
        -> (RecordReport, (writes: [BaselineWrite], deletions: [BaselineKey]), [Int: Range<Int>]) {
        var report = RecordReport()
        var changes: (writes: [BaselineWrite], deletions: [BaselineKey]) = ([], [])
        var rewritten: [Int: Range<Int>] = [:]
        var failures: [String] = []
        var start = 0
        // By index rather than over `zip(jobs, decisions)`: copying each pair retained and
        // released everything it holds, 100,000 times, on one thread.
        for j in jobs.indices {
            let index = jobs[j].scenarioIndex
            if j > 0 && index != jobs[j - 1].scenarioIndex { start = j }
            switch decisions[j] {
            case let .failure(message):
                failures.append("\(scenarios[index].name)/\(jobs[j].layoutCase.key): \(message)")
            case .unchanged:
                report.unchanged += 1
            case .skipped:
                report.skipped += 1
            case let .approve(_, write, differences):
                let name = write.key.scenario + "/" + write.key.caseKey
                if let differences { report.changed.append((name, differences)) } else { report.new.append(name) }
                changes.writes.append(write)
                rewritten[index] = start..<(j + 1)
            }
        }
        guard failures.isEmpty else {
            throw RunnerError("nothing recorded: \(failures.count) case(s) could not be laid out:\n  "
                              + failures.prefix(20).joined(separator: "\n  "))
        }
        return (report, changes, rewritten)
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
        do {
            let write = try BaselineWrite(key: BaselineKey(scenario: scenario, caseKey: job.layoutCase.key),
                                          frames: FrameJSON.frames(frames))
            return .approve(frames, write: write, differences: differences)
        } catch {
            return .failure(error.description)
        }
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

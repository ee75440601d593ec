import Dispatch
import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutStore

/// The regression loop: replays every selected case, compares it with its approved
/// baseline, and keeps the outcome in the store (`run`); or approves the frames as the new
/// baselines (`record`). A run never writes baselines.
///
/// Baselines live in two places: canonical text files next to the fixtures (what a
/// reviewer reads and what `run` compares against) and the store (every approval with its
/// provenance, for history). `record` writes both, all or nothing.
public struct RegressionRunner: Sendable {
    public var catalog: FixtureCatalog
    public var baselines: BaselineDirectory
    public var replayer: Replayer
    public var context: RunContext

    public init(catalog: FixtureCatalog, baselines: BaselineDirectory, replayer: Replayer, context: RunContext) {
        self.catalog = catalog
        self.baselines = baselines
        self.replayer = replayer
        self.context = context
    }

    /// The selected cases in fixture and matrix order.
    public func jobs(matching filter: CaseFilter?, shard: Shard? = nil) -> [CaseJob] {
        var jobs: [CaseJob] = []
        var position = 0
        for (i, scenario) in catalog.scenarios.enumerated() {
            for layoutCase in scenario.matrix.cases
            where filter?.matches(scenario: scenario.name, caseKey: layoutCase.key) ?? true {
                defer { position += 1 }
                if let shard, !shard.contains(position) { continue }
                jobs.append(CaseJob(scenarioIndex: i, layoutCase: layoutCase))
            }
        }
        return jobs
    }

    // MARK: run

    /// Replays the selected cases, compares them with their baselines, and records the run.
    public func run(filter: CaseFilter?, shard: Shard? = nil, store: LayoutStore?,
                    progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> RunReport {
        let startedAt = RunContext.timestamp()
        let clock = ContinuousClock.now
        let jobs = jobs(matching: filter, shard: shard)
        let isFull = filter == nil && shard == nil
        let expected = try loadBaselines(for: jobs)
        let total = jobs.count
        let scenarios = catalog.scenarios
        let results = replayer.replay(jobs, of: scenarios, progress: Self.perCase(progress, total: total)) { i, outcome in
            Self.result(of: jobs[i], outcome, scenario: scenarios[jobs[i].scenarioIndex], baseline: expected[jobs[i].scenarioIndex]?[jobs[i].layoutCase.key])
        }

        var report = RunReport(results: results, staleBaselines: isFull ? staleBaselines(loaded: expected) : [])
        report.durationMilliseconds = Self.milliseconds(since: clock)
        if let store {
            let caseIDs = try syncCases(jobs, store: store)
            let records = zip(results, caseIDs).map { result, id in
                CaseResultRecord(caseID: id, status: Self.storeStatus(result.status), maxDelta: result.maxDelta,
                                 diff: result.differences.isEmpty ? nil : FrameJSON.differences(result.differences),
                                 errorMessage: result.message)
            }
            report.durationMilliseconds = Self.milliseconds(since: clock)
            report.runID = try store.recordRun(RunRecord(
                startedAt: startedAt, endedAt: RunContext.timestamp(), gitCommit: context.gitCommit, host: context.host,
                engineVersion: context.engineVersion, fontHashes: context.fontHashes,
                scope: shard != nil ? .shard : filter == nil ? .full : .filtered,
                filter: [filter?.pattern, shard.map { "shard \($0)" }].compactMap { $0 }.joined(separator: ", ").nilIfEmpty,
                durationMilliseconds: report.durationMilliseconds), results: records)
        }
        return report
    }

    /// How one case compares with its baseline.
    static func result(of job: CaseJob, _ outcome: CaseOutcome, scenario: Scenario, baseline: [BaselineFrame]?) -> CaseResult {
        var result = CaseResult(scenario: scenario.name, caseKey: job.layoutCase.key, status: .pass, warnings: outcome.warnings)
        switch outcome {
        case let .failure(message):
            result.status = .error
            result.message = message
        case let .frames(frames, _):
            guard let baseline else {
                result.status = .new
                break
            }
            let comparison = FrameComparison(tolerance: scenario.tolerance).compare(expected: baseline, actual: frames)
            result.maxDelta = comparison.maxDelta
            result.differences = comparison.differences
            result.status = comparison.differences.isEmpty ? .pass : .fail
        }
        return result
    }

    // MARK: record

    /// Approves the engine's frames for the selected cases as their baselines, in the text
    /// files and in the store, all or nothing. A case that cannot be laid out stops the
    /// approval before anything is written.
    public func record(mode: RecordMode, filter: CaseFilter?, note: String?, store: LayoutStore,
                       progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> RecordReport {
        let jobs = jobs(matching: filter)
        let existing = try loadBaselines(for: jobs)
        let total = jobs.count
        let scenarios = catalog.scenarios
        // Laid out, compared and encoded on the worker threads; only the bookkeeping is serial.
        let decisions = replayer.replay(jobs, of: scenarios, progress: Self.perCase(progress, total: total)) { i, outcome in
            Self.decide(jobs[i], outcome, mode: mode, baseline: existing[jobs[i].scenarioIndex]?[jobs[i].layoutCase.key])
        }
        let failures = zip(jobs, decisions).compactMap { job, decision -> String? in
            guard case let .failure(message) = decision else { return nil }
            return "\(scenarios[job.scenarioIndex].name)/\(job.layoutCase.key): \(message)"
        }
        guard failures.isEmpty else {
            throw RunnerError("nothing recorded: \(failures.count) case(s) could not be laid out:\n  "
                              + failures.prefix(20).joined(separator: "\n  "))
        }

        var report = RecordReport()
        var updated: [Int: [String: [BaselineFrame]]] = [:]
        var changes = BaselineChangeSet()
        for (job, decision) in zip(jobs, decisions) {
            let scenario = scenarios[job.scenarioIndex]
            let key = job.layoutCase.key
            switch decision {
            case .failure, .unchanged:
                report.unchanged += decision == .unchanged ? 1 : 0
                continue
            case .skipped:
                report.skipped += 1
                continue
            case let .approve(frames, json, differences):
                if let differences { report.changed.append((scenario.name + "/" + key, differences)) }
                else { report.new.append(scenario.name + "/" + key) }
                updated[job.scenarioIndex, default: existing[job.scenarioIndex] ?? [:]][key] = frames
                changes.write(json, for: BaselineKey(scenario: scenario.name, caseKey: key))
            }
        }
        var removals: [String] = []
        if filter == nil {
            for stale in staleBaselines(loaded: existing) {
                report.removed.append(stale.name)
                if let caseKey = stale.caseKey, let index = catalog.scenarios.firstIndex(where: { $0.name == stale.scenario }) {
                    updated[index, default: existing[index] ?? [:]][caseKey] = nil
                    changes.delete(BaselineKey(scenario: stale.scenario, caseKey: caseKey))
                } else if stale.caseKey == nil {
                    removals.append(stale.scenario)
                }
            }
        }
        guard report.changedAnything else { return report }

        let provenance = Provenance(recordedAt: RunContext.timestamp(), recordedBy: context.user,
                                    gitCommit: context.gitCommit, engineVersion: context.engineVersion,
                                    fontHashes: context.fontHashes, note: note)
        let indices = updated.keys.sorted()
        let texts = Slots<String>(count: indices.count, initial: "")
        let lines = header(provenance)
        let contents = updated
        DispatchQueue.concurrentPerform(iterations: indices.count) { i in
            let name = scenarios[indices[i]].name
            let cases = (contents[indices[i]] ?? [:]).map { (key: $0.key, frames: $0.value) }
            texts[i] = BaselineText.format(scenario: name, header: lines, cases: cases)
        }
        let writes = indices.enumerated().map { (scenario: scenarios[$1].name, text: texts[$0]) }
        _ = try syncCases(jobs, store: store)
        try baselines.apply(writes: writes, removals: removals) {
            _ = try store.replaceBaselines(changes, provenance: provenance)
        }
        return report
    }

    /// What `record` does with one case.
    enum Decision: Equatable, Sendable {
        case failure(String)
        case skipped
        case unchanged
        /// New (`differences == nil`) or changed frames, with their JSON for the store.
        case approve([BaselineFrame], json: String, differences: [FrameDifference]?)
    }

    static func decide(_ job: CaseJob, _ outcome: CaseOutcome, mode: RecordMode, baseline: [BaselineFrame]?) -> Decision {
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
        return .approve(frames, json: FrameJSON.frames(frames), differences: differences)
    }

    private func header(_ provenance: Provenance) -> [String] {
        var line = "recorded \(provenance.recordedAt) by \(provenance.recordedBy)"
        if let commit = provenance.gitCommit { line += ", commit \(commit.prefix(12))" }
        line += ", engine \(provenance.engineVersion)"
        var lines = [line, "fonts \(context.fontDigest)"]
        if let note = provenance.note { lines.append("note: " + note.split(separator: "\n").joined(separator: " ")) }
        return lines
    }

    // MARK: Shared

    /// The baselines of every scenario that has a selected case, by scenario index.
    /// Files are read and parsed in parallel; the first bad file (in fixture order) is the error.
    private func loadBaselines(for jobs: [CaseJob]) throws -> [Int: [String: [BaselineFrame]]] {
        let indices = Set(jobs.map(\.scenarioIndex)).sorted()
        let slots = Slots<Result<[String: [BaselineFrame]]?, RunnerError>?>(count: indices.count, initial: nil)
        let names = indices.map { catalog.scenarios[$0].name }
        let directory = baselines
        DispatchQueue.concurrentPerform(iterations: indices.count) { i in
            slots[i] = Result { () throws(RunnerError) in try directory.read(scenario: names[i]) }
        }
        var loaded: [Int: [String: [BaselineFrame]]] = [:]
        for (i, index) in indices.enumerated() {
            if let cases = try slots[i]?.get() { loaded[index] = cases }
        }
        return loaded
    }

    /// A baseline whose case (or whole scenario, `caseKey == nil`) is no longer in the fixtures.
    public struct StaleBaseline: Hashable, Sendable {
        public var scenario: String
        public var caseKey: String?
        public var name: String { caseKey.map { scenario + "/" + $0 } ?? scenario }
    }

    /// Baselines with no scenario or case in the fixtures any more; `loaded` are baselines
    /// already read, by scenario index, so that they are not read twice.
    public func staleBaselineList(loaded: [Int: [String: [BaselineFrame]]] = [:]) throws -> [StaleBaseline] {
        var stale: [StaleBaseline] = []
        var indices: [String: Int] = [:]
        for (i, scenario) in catalog.scenarios.enumerated() where indices[scenario.name] == nil { indices[scenario.name] = i }
        for name in baselines.scenarioNames() {
            guard let index = indices[name] else {
                stale.append(StaleBaseline(scenario: name, caseKey: nil))
                continue
            }
            let stored = try loaded[index] ?? baselines.read(scenario: name) ?? [:]
            let matrix = catalog.scenarios[index].matrix
            for key in stored.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            where !matrix.contains(caseKey: key) {
                stale.append(StaleBaseline(scenario: name, caseKey: key))
            }
        }
        return stale
    }

    private func staleBaselines(loaded: [Int: [String: [BaselineFrame]]]) -> [StaleBaseline] {
        (try? staleBaselineList(loaded: loaded)) ?? []
    }

    /// Makes sure the store knows the scenarios and cases; returns the cases' ids in order.
    private func syncCases(_ jobs: [CaseJob], store: LayoutStore) throws -> [Int64] {
        let touched = Set(jobs.map(\.scenarioIndex)).sorted()
        _ = try store.upsertScenarios(touched.map { i in
            let s = catalog.scenarios[i]
            return ScenarioRecord(name: s.name, definitionHash: s.definitionHash, sourcePath: s.file)
        })
        return try store.upsertCases(jobs.map { job in
            let c = job.layoutCase
            return CaseRecord(scenario: catalog.scenarios[job.scenarioIndex].name, key: c.key, container: c.container.name,
                              locale: c.locale, sizeCategory: c.sizeCategory.rawValue, stringSet: c.stringSet.rawValue)
        })
    }

    private static func perCase(_ progress: (@Sendable (Int, Int) -> Void)?, total: Int) -> (@Sendable (Int) -> Void)? {
        guard let progress else { return nil }
        return { @Sendable done in progress(done, total) }
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

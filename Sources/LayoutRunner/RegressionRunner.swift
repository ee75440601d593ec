import LayoutFixtures
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
///  CaseSelection                the selected cases, in fixture and matrix order, made into
///        │                      jobs (CaseJob) a window at a time
///        │
///  Replayer.replay ─ Lanes      --jobs threads share one loop over chunks of ≤ 256 cases of
///        │                      a scenario; each chunk prepares its view once, lays out each
///        │                      case and writes its outcome into its own slot (Slots)
///        ├─ run:    a window of cases at a time (CaseSelection.windows): lay out and
///        │          compare each with its baseline (FrameComparison), tally each chunk on
///        │          its lane (ChunkTally), then, in job order, count the tallies
///        │          (RunCollector), write their rows in the run's one transaction
///        │          (RunResultWriter) and drop each case unless the report keeps it
///        │          (ResultRetention)
///        └─ record: a window of cases at a time too (RecordWindow), inside the store's
///                   one write transaction (storeApproval): on one lane beside the layouts,
///                   the window's cases are upserted and each case approved as its decision
///                   is ready, in job order, the lane taking loop iterations itself while it
///                   waits (SharedLoop). Each case's baseline is read on its lane from its
///                   scenario's file (RecordFiles); a scenario's approvals are collected until
///                   its last case is decided, and its new file staged beside the next
///                   window (RecordWork). Then: journal → files into place → commit.
///                   Abandoning (a case that cannot be laid out, a failed staging, a store
///                   error) is a rollback: the transaction rolls back and every file is put
///                   back (BaselineDirectory+Publishing.swift); after a crash the next command
///                   rolls the journal forward or back.
/// ```
///
/// The folders follow the map: `Selection` (which cases: filters, shards), `Replay` (lanes,
/// chunks, slots), `Compare` (results, their counts and what a report keeps; `run` itself,
/// `RegressionRunner+Run`), `Record` (approving, `RegressionRunner+Record`) and `Baselines`
/// (the text files, written all or nothing; what a run reads of them,
/// `RegressionRunner+Baselines`).
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
    /// The most cases `run` lays out, compares and writes at a time before it drops them:
    /// the results of one window are what a run holds (about 2 KB a case on a 61-view screen
    /// with findings), and 4,096 still gives each of 2 lanes 8 chunks of 256 cases. The first
    /// and last windows are smaller (``CaseSelection/windows(of:)``).
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
        let selection = CaseSelection(catalog.scenarios, filter: filter, shard: shard)
        return selection.jobs(0..<selection.count, of: catalog.scenarios)
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

    // MARK: Shared

    /// Each scenario file that could not be read, as one erroring case named after the file,
    /// so that it counts and is shown with the run's other errors.
    public var unreadableFixtures: [CaseResult] {
        catalog.problems.map { problem in
            CaseResult(scenario: problem.file, caseKey: "(unreadable)", status: .error, message: problem.error.description)
        }
    }

    /// The store's description of the scenarios at `indices`, with their current definitions.
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

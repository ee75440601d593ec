import LayoutFixtures
import LayoutStore
import Synchronization

/// One window of a `record`'s cases while its lanes lay it out: the jobs, each job's decision
/// and what goes with it, and which jobs the store's lane has written. A record holds a window
/// of these at a time (``RecordWork`` keeps what outlives it), so that its memory does not
/// grow with the number of cases: it kept them for every case, about 0.7 KB each.
///
/// Every slot is written once per job by the lane that laid the job out, and read by others
/// only after ``progress`` says it is done (or after the window), so sharing it is safe.
final class RecordWindow: Sendable {
    let jobs: [CaseJob]
    /// The record's number of the window's first job: its jobs are `offset..<offset + jobs.count`.
    let offset: Int
    /// The decision of each job, dropped once the store's lane has written the job.
    let decisions: Slots<RegressionRunner.Decision?>
    /// What changed in each approved job, for the report: read and dropped by
    /// ``RecordWork/summarize(_:_:)``, on the lane that made it.
    let changes: Slots<RegressionRunner.Change?>
    /// Each approved job's frames, until ``RecordWork/collect(_:_:)`` hands them to their
    /// scenario's file.
    let approvedFrames: Slots<[BaselineFrame]?>
    /// Each approved job's frames before, for a report that draws them (``RecordWork/keepsFrames``).
    let previousFrames: Slots<[BaselineFrame]?>
    /// Each approved job's row for the store, dropped once the store's lane has written it.
    let writes: Slots<BaselineWrite?>
    /// Each job's layout warnings: dropped once summarized.
    let warnings: Slots<[String]>
    /// The strings of each job whose frames equal a baseline that kept no strings (a file
    /// written before strings were kept): the file is rewritten with them.
    let migratedStrings: Slots<[BaselineString]?>
    let progress = CaseProgress()
    /// Jobs `0..<stored` are written to the store (or need not be).
    private let stored = Atomic<Int>(0)
    /// Rows and decisions are dropped by the thread that made them (see ``LaneReleases``).
    private let releases = LaneReleases()

    init(jobs: [CaseJob], offset: Int, keepingFrames: Bool) {
        self.jobs = jobs
        self.offset = offset
        decisions = Slots(count: jobs.count, initial: nil)
        changes = Slots(count: jobs.count, initial: nil)
        approvedFrames = Slots(count: jobs.count, initial: nil)
        previousFrames = Slots(count: keepingFrames ? jobs.count : 0, initial: nil)
        writes = Slots(count: jobs.count, initial: nil)
        warnings = Slots(count: jobs.count, initial: [])
        migratedStrings = Slots(count: jobs.count, initial: nil)
    }

    /// Keeps job `i`'s decision and, for an approval, what changed, its `frames` and its row
    /// for the store (encoded here, on the lane that laid the case out). Call once per job,
    /// from that lane.
    func keep(_ decision: RegressionRunner.Decision, change: RegressionRunner.Change?, frames: [BaselineFrame]?,
              at i: Int, scenario: String) {
        changes[i] = change
        if case let .approve(approval) = decision, let frames {
            approvedFrames[i] = frames
            writes[i] = BaselineWrite(key: BaselineKey(scenario: scenario, caseKey: jobs[i].layoutCase.key),
                                      frames: FrameJSON.frames(frames),
                                      findings: approval.findings.isEmpty ? nil : FrameJSON.findings(approval.findings))
        }
        decisions[i] = decision
    }

    /// Says that the store's lane is done with jobs `0..<end`: the threads that made their
    /// rows may drop them.
    func stored(upTo end: Int) {
        stored.store(end, ordering: .releasing)
    }

    /// Drops the rows and decisions that the calling thread made and the store's lane has
    /// written: call once per chunk, on the thread that laid it out (`range`), after the
    /// chunk is summarized and collected. What is left when the window ends goes with it.
    func release(afterLayingOut range: Range<Int>) {
        for done in releases.add(range, isReleasable: { $0.upperBound <= self.stored.load(ordering: .acquiring) }) {
            for j in done {
                writes[j] = nil
                decisions[j] = nil
            }
        }
    }
}

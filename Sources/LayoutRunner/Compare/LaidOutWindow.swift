/// One window of a run's cases once laid out and compared: its jobs, their results, and the
/// tallies of their chunks (what the counting and the store read of them).
struct LaidOutWindow {
    /// One case's result.
    struct Compared: Sendable {
        var result: CaseResult
        /// Its baseline's lines could not be read: the run's error.
        var error: RunnerError?
    }

    /// The window's place in the run's cases.
    var range: Range<Int>
    /// Its laid out cases' numbers among all the run lays out (``WindowReleases/begin(_:)``).
    let laidOut: Range<Int>
    /// The cases laid out, in job order.
    var jobs: [CaseJob]
    /// By job: emptied by the lanes that laid them out once the window is counted and
    /// written (``WindowReleases``).
    let slots: Slots<Compared?>
    /// By job, at the first job of each chunk, likewise.
    let tallies: Slots<ChunkTally?>
    /// An incremental run's plan of the window: the cases it skipped, and the ids and input
    /// digests of those laid out (the plan needs the ids before the layouts).
    var plan: IncrementalPlan?

    /// Job `i`'s result; valid until the window is counted and written.
    func compared(_ i: Int) -> Compared {
        guard let compared = slots[i] else { preconditionFailure("case \(i) of the window was read after it was released") }
        return compared
    }

    /// The chunks' tallies, in job order; valid until the window is counted and written.
    var chunkTallies: [ChunkTally] {
        var tallies: [ChunkTally] = [], i = 0
        while i < jobs.count {
            guard let tally = self.tallies[i] else { preconditionFailure("case \(i) of the window starts no chunk") }
            tallies.append(tally)
            i = tally.range.upperBound
        }
        return tallies
    }
}

import Synchronization

/// The ranges of jobs each thread laid out, kept until that thread may free what it made
/// for them: `record`'s frames and store rows.
///
/// glibc's malloc frees a block under the lock of the arena it came from. A thread that
/// frees blocks another thread made (the store's lane freeing rows once written, a scenario's
/// last lane freeing its frames once staged) waits for that lock while the other thread
/// allocates from its arena: a `sched_switch` profile of `record --jobs 2` over 100,800 cases
/// showed 3,222 such waits. So the readers of those blocks only say they are done, and each
/// thread frees its own when it finishes its next chunk.
final class LaneReleases: Sendable {
    /// By thread, the ranges it laid out whose blocks are not freed yet.
    private let pending = Mutex<[Int: [Range<Int>]]>([:])

    /// Adds `range`, just laid out on the calling thread, and returns the ranges laid out on
    /// it that `isReleasable` says may be freed now (they are forgotten here).
    func add(_ range: Range<Int>, isReleasable: (Range<Int>) -> Bool) -> [Range<Int>] {
        let thread = CurrentThread.id
        return pending.withLock { pending in
            var kept: [Range<Int>] = [], releasable: [Range<Int>] = []
            for laidOut in pending[thread, default: []] + [range] {
                if isReleasable(laidOut) { releasable.append(laidOut) } else { kept.append(laidOut) }
            }
            pending[thread] = kept
            return releasable
        }
    }
}

import Synchronization

/// A run's compared cases, window by window, freed by the threads that made them.
///
/// A window's results are read once it is laid out: counted, and written to the store, on a
/// lane beside the next window's layouts. Freeing them there would free blocks that every
/// lane allocated, and glibc frees a block under the lock of the arena it came from: the
/// lanes would wait on each other's arena locks (`_int_free`, `__lll_lock_wake_private`:
/// 6,000 to 13,000 futex calls in a `run --jobs 2` of 100,800 cases, about 600 without).
/// So, as for `record`'s frames (``LaneReleases``), the reader only says it is done with a
/// window (``completed(upTo:)``), and each thread empties the cases it laid out when it
/// finishes its next chunk (``release(afterLayingOut:base:)``).
///
/// Cases are numbered across the run in the order they are laid out (a window's first is
/// ``begin(_:)``'s base), so that ranges of different windows never overlap.
final class WindowReleases: Sendable {
    private struct Window {
        let cases: Range<Int>
        let slots: Slots<LaidOutWindow.Compared?>
        let tallies: Slots<ChunkTally?>
        /// Cases not emptied yet.
        var left: Int
    }

    private let releases = LaneReleases()
    /// The windows some of whose cases are not emptied yet, oldest first, and the number the
    /// next window's first case takes.
    private let windows = Mutex<(open: [Window], next: Int)>(([], 0))
    /// Cases `0..<read` are counted and written: the threads that made them may empty them.
    private let read = Atomic<Int>(0)

    /// Slots for a window of `count` cases, numbered from the base returned: a result per
    /// case, and a tally per chunk at the chunk's first case. Call on the run's thread, once
    /// per window, in order.
    func begin(_ count: Int) -> (base: Int, slots: Slots<LaidOutWindow.Compared?>, tallies: Slots<ChunkTally?>) {
        let slots = Slots<LaidOutWindow.Compared?>(count: count, initial: nil)
        let tallies = Slots<ChunkTally?>(count: count, initial: nil)
        let base = windows.withLock { windows in
            let base = windows.next
            windows.next += count
            if count > 0 { windows.open.append(Window(cases: base..<(base + count), slots: slots, tallies: tallies, left: count)) }
            return base
        }
        return (base, slots, tallies)
    }

    /// Says that the cases before `end` (a window's base plus its count) are counted and
    /// written: nobody reads them any more.
    func completed(upTo end: Int) {
        read.store(end, ordering: .releasing)
    }

    /// Empties the cases the calling thread laid out that nobody reads any more; `range` is
    /// the chunk it has just laid out, of the window numbered from `base`. Call once per
    /// chunk, on the thread that laid it out.
    func release(afterLayingOut range: Range<Int>, base: Int) {
        let releasable = releases.add((base + range.lowerBound)..<(base + range.upperBound)) { laidOut in
            laidOut.upperBound <= read.load(ordering: .acquiring)
        }
        guard releasable.contains(where: { !$0.isEmpty }) else { return }
        // Each chunk is within one window. A window all of whose cases are released is
        // forgotten here; its slots live on in `emptied` until its cases are emptied, outside
        // the lock (the frees are the point).
        let emptied = windows.withLock { windows in
            let found = releasable.filter { !$0.isEmpty }.map { chunk in
                guard let k = windows.open.firstIndex(where: { $0.cases.contains(chunk.lowerBound) }) else {
                    preconditionFailure("cases \(chunk) are in no window")
                }
                windows.open[k].left -= chunk.count
                let window = windows.open[k]
                return (window: window, cases: (chunk.lowerBound - window.cases.lowerBound)..<(chunk.upperBound - window.cases.lowerBound))
            }
            windows.open.removeAll { $0.left <= 0 }
            return found
        }
        for (window, cases) in emptied {
            for j in cases { (window.slots[j], window.tallies[j]) = (nil, nil) }
        }
    }
}

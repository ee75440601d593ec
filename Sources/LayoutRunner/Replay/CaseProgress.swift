import Dispatch
import Synchronization

/// Which cases of a parallel loop are done: for one thread that consumes their results in
/// order while other threads produce them (`record`'s store transaction), and for finishing
/// each group of consecutive cases (a scenario's baseline file) as soon as its last case is.
///
/// Cases are marked done under a lock, after their results are written (into ``Slots``): a
/// thread that learns here that a case is done may read its result.
final class CaseProgress: Sendable {
    private struct State {
        /// Cases `0..<prefix` are done.
        var prefix = 0
        /// Ranges done beyond `prefix`, by lower bound.
        var ahead: [Int: Int] = [:]
        /// How many cases of each group are not done.
        var remaining: [Int]
    }

    private let state: Mutex<State>
    /// The group of each case.
    private let groups: [Int]
    /// Signalled once per ``markDone(_:)``.
    private let marked = DispatchSemaphore(value: 0)

    /// Progress of `groups.count` cases, case `i` belonging to group `groups[i]`
    /// (`0..<groupCount`).
    init(groups: [Int], groupCount: Int) {
        var remaining = [Int](repeating: 0, count: groupCount)
        for group in groups { remaining[group] += 1 }
        self.groups = groups
        state = Mutex(State(remaining: remaining))
    }

    /// Marks `cases` done; returns the groups whose last cases they were.
    func markDone(_ cases: Range<Int>) -> [Int] {
        let finished = state.withLock { state in
            state.ahead[cases.lowerBound] = cases.upperBound
            while let end = state.ahead.removeValue(forKey: state.prefix) { state.prefix = end }
            var finished: [Int] = []
            for i in cases {
                state.remaining[groups[i]] -= 1
                if state.remaining[groups[i]] == 0 { finished.append(groups[i]) }
            }
            return finished
        }
        marked.signal()
        return finished
    }

    /// How many cases, from the first, are all done.
    var donePrefix: Int { state.withLock { $0.prefix } }

    /// Returns after a call of ``markDone(_:)``: one not waited for yet, so a call that came
    /// since the caller last looked returns at once (and the caller looks again).
    func waitForMore() {
        marked.wait()
    }
}

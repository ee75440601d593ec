import Dispatch
import Synchronization

/// Which cases of a parallel loop are done: for one thread that consumes their results in
/// order while other threads produce them (`record`'s store transaction).
///
/// Cases are marked done under a lock, after their results are written (into ``Slots``): a
/// thread that learns here that a case is done may read its result.
final class CaseProgress: Sendable {
    private struct State {
        /// Cases `0..<prefix` are done.
        var prefix = 0
        /// Ranges done beyond `prefix`, by lower bound.
        var ahead: [Int: Int] = [:]
    }

    private let state = Mutex(State())
    /// Signalled once per ``markDone(_:)``.
    private let marked = DispatchSemaphore(value: 0)

    /// Marks `cases` done.
    func markDone(_ cases: Range<Int>) {
        state.withLock { state in
            state.ahead[cases.lowerBound] = cases.upperBound
            while let end = state.ahead.removeValue(forKey: state.prefix) { state.prefix = end }
        }
        marked.signal()
    }

    /// How many cases, from the first, are all done.
    var donePrefix: Int { state.withLock { $0.prefix } }

    /// Returns after a call of ``markDone(_:)``: one not waited for yet, so a call that came
    /// since the caller last looked returns at once (and the caller looks again).
    func waitForMore() {
        marked.wait()
    }
}

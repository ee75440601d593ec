import Synchronization

/// The threads a command may use: `--jobs`. Every parallel loop of the runner goes through
/// here, so that `--jobs 1` is one thread and `--jobs N` splits the work N ways.
struct Lanes: Sendable {
    /// How many iterations run at once; 1 runs them in order on the calling thread.
    let width: Int

    init(_ width: Int) {
        self.width = max(1, width)
    }

    /// Runs `body` for every index in `0..<count`, each exactly once, on at most `width`
    /// threads (the caller's and ``LaneThreads``', lane `k` on the same thread in every loop),
    /// handing the indexes out one at a time (see ``Iterations``). The iterations
    /// must not depend on each other: write results by index, as into ``Slots``. Returns when
    /// every iteration has.
    ///
    /// `alongside`, if given, is one more piece of work, started before any iteration: work
    /// that cannot be split (a database transaction) then overlaps the loop on one thread,
    /// which joins the loop when it is done. It is handed the loop (``SharedLoop``), to run
    /// iterations itself when it would otherwise wait, and to wait for every iteration
    /// before it ends. With one thread, `alongside` runs first, and the loop's iterations
    /// run when it takes them or after it.
    ///
    /// `shares`, if given, splits `0..<count` into consecutive ranges, one per lane, that each
    /// lane takes first (see ``Iterations``).
    ///
    /// A loop started inside a lane of another runs on that lane's thread alone, so that
    /// `--jobs N` is N threads in all: the runner's windows load the next baseline files
    /// alongside their layouts, and two more threads for them would only take turns on the
    /// cores the layouts use.
    func forEach(_ count: Int, shares: [Range<Int>]? = nil, alongside: (@Sendable (SharedLoop) -> Void)? = nil,
                 _ body: @Sendable (Int) -> Void) {
        let iterations = Iterations(count: count, shares: shares)
        let threads = LaneThreads.isInLane ? 1 : min(width, count + (alongside == nil ? 0 : 1))
        // The loop handed to `alongside` cannot outlive this call: `body` is not escaping.
        withoutActuallyEscaping(body) { body in
            guard threads > 1 else {
                alongside?(SharedLoop(iterations: iterations, body: body, lane: 0))
                iterations.run(lane: 0, body)
                return
            }
            let alongsideTaken = Atomic<Bool>(false)
            LaneThreads.shared.run(threads) { lane in
                if let alongside, !alongsideTaken.exchange(true, ordering: .relaxed) {
                    alongside(SharedLoop(iterations: iterations, body: body, lane: lane))
                }
                iterations.run(lane: lane, body)
            }
        }
    }

    /// `transform` of every index in `0..<count`, in index order, computed with
    /// ``forEach(_:alongside:_:)``.
    func map<T: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        let slots = Slots<T?>(count: count, initial: nil)
        forEach(count) { i in slots[i] = transform(i) }
        return slots.values.map { value in
            guard let value else { preconditionFailure("every index is mapped exactly once") }
            return value
        }
    }
}

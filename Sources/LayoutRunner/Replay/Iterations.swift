import Dispatch
import Synchronization

/// The iterations of one parallel loop, handed out one at a time to whichever thread asks,
/// so that a thread that finishes early takes more. ``finish(_:)`` lets one thread wait for
/// the whole loop without depending on any other thread having started: it runs what is
/// left itself and waits only for iterations other threads are running.
final class Iterations: Sendable {
    let count: Int
    private let next = Mutex(0)
    /// Entered when an iteration is taken, left when it is done.
    private let running = DispatchGroup()

    init(count: Int) {
        self.count = count
    }

    /// Runs `body` for every index nobody has taken yet, one at a time.
    func run(_ body: (Int) -> Void) {
        while runNext(body) {}
    }

    /// Runs `body` for one index nobody has taken yet; `false` when none is left.
    func runNext(_ body: (Int) -> Void) -> Bool {
        guard let i = take() else { return false }
        body(i)
        running.leave()
        return true
    }

    /// Runs the iterations nobody has taken, then waits for the ones other threads are running.
    func finish(_ body: (Int) -> Void) {
        run(body)
        running.wait()
    }

    private func take() -> Int? {
        next.withLock { next in
            guard next < count else { return nil }
            // Entered under the lock: once nothing is left to take, every taken iteration
            // is in the group, and `wait()` cannot return before it is done.
            running.enter()
            defer { next += 1 }
            return next
        }
    }
}

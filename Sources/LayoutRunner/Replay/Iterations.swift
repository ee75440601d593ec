import Dispatch
import Synchronization

/// The iterations of one parallel loop, handed out one at a time to whichever thread asks,
/// so that a thread that finishes early takes more. ``finish(lane:_:)`` lets one thread wait
/// for the whole loop without depending on any other thread having started: it runs what is
/// left itself and waits only for iterations other threads are running.
///
/// The iterations may be split into shares, one per lane: each lane takes its own share in
/// order, then, once it is done, the last iteration of the share with the most left. Lanes
/// that keep to consecutive iterations keep to the same scenarios, whose texts each lane's
/// caches then hold once rather than on every lane. With one share (the default) every lane
/// takes the next iteration of all of them.
final class Iterations: Sendable {
    let count: Int
    /// What is left of each share.
    private let shares: Mutex<[Range<Int>]>
    /// Entered when an iteration is taken, left when it is done.
    private let running = DispatchGroup()

    /// `shares` split `0..<count` into consecutive ranges in order, lane `k` owning share
    /// `k` (modulo their number); by default one share of everything.
    init(count: Int, shares: [Range<Int>]? = nil) {
        let shares = shares.flatMap { $0.isEmpty ? nil : $0 } ?? [0..<count]
        assert(shares[0].lowerBound == 0 && shares[shares.count - 1].upperBound == count
               && zip(shares, shares.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound },
               "shares must split 0..<\(count) in order")
        self.count = count
        self.shares = Mutex(shares)
    }

    /// Runs `body` for every index nobody has taken yet, one at a time.
    func run(lane: Int, _ body: (Int) -> Void) {
        while runNext(lane: lane, body) {}
    }

    /// Runs `body` for one index nobody has taken yet; `false` when none is left.
    func runNext(lane: Int, _ body: (Int) -> Void) -> Bool {
        guard let i = take(lane: lane) else { return false }
        body(i)
        running.leave()
        return true
    }

    /// Runs the iterations nobody has taken, then waits for the ones other threads are running.
    func finish(lane: Int, _ body: (Int) -> Void) {
        run(lane: lane, body)
        running.wait()
    }

    private func take(lane: Int) -> Int? {
        shares.withLock { shares in
            let own = lane % shares.count
            let taken: Int
            if let first = shares[own].first {
                taken = first
                shares[own] = (first + 1)..<shares[own].upperBound
            } else {
                // The share with the most left gives its last iteration.
                guard let other = shares.indices.max(by: { shares[$0].count < shares[$1].count }),
                      let last = shares[other].last else { return nil }
                taken = last
                shares[other] = shares[other].lowerBound..<last
            }
            // Entered under the lock: once nothing is left to take, every taken iteration
            // is in the group, and `wait()` cannot return before it is done.
            running.enter()
            return taken
        }
    }
}

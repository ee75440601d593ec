import Synchronization
import Testing
@testable import LayoutRunner

@Suite struct LanesTests {
    @Test(arguments: [1, 2, 3, 8])
    func everyIndexRunsOnceAndTheWorkAlongsideRunsOnce(width: Int) {
        let counts = Slots<Int>(count: 1000, initial: 0)
        let alongside = Atomic<Int>(0)
        Lanes(width).forEach(1000, alongside: { _ in alongside.add(1, ordering: .relaxed) }) { i in counts[i] += 1 }
        #expect(counts.values == [Int](repeating: 1, count: 1000))
        #expect(alongside.load(ordering: .relaxed) == 1)
    }

    /// A loop inside a lane runs on that lane's thread, so that `--jobs N` is N threads in all;
    /// the next loop outside any lane has its threads again.
    @Test(arguments: [2, 3])
    func aLoopInsideALaneRunsOnItsThread(width: Int) {
        let outer = Slots<Int>(count: width, initial: 0)
        let inner = Slots<[Int]>(count: width, initial: [])
        Lanes(width).forEach(width) { i in
            outer[i] = CurrentThread.id
            inner[i] = Lanes(width).map(40) { _ in CurrentThread.id }
        }
        for i in 0..<width { #expect(inner[i] == [Int](repeating: outer[i], count: 40)) }
        #expect(!LaneThreads.isInLane)
        // Each iteration waits (a while at most) for all to start: they can only if each has a
        // thread of its own.
        let after = Mutex<Set<Int>>([]), started = Atomic<Int>(0)
        Lanes(width).forEach(width) { _ in
            started.add(1, ordering: .relaxed)
            let clock = ContinuousClock(), deadline = clock.now + .seconds(5)
            while started.load(ordering: .relaxed) < width && clock.now < deadline {}
            after.withLock { _ = $0.insert(CurrentThread.id) }
        }
        #expect(after.withLock { $0.count } == width)
    }

    /// The work alongside can wait for the whole loop, whichever threads run it: what no thread
    /// has started, it runs itself.
    @Test(arguments: [1, 2, 3, 8])
    func finishLoopReturnsOnceEveryIterationIsDone(width: Int) {
        let done = Atomic<Int>(0)
        let seen = Atomic<Int>(-1)
        Lanes(width).forEach(200, alongside: { loop in
            loop.finish()
            seen.store(done.load(ordering: .acquiring), ordering: .relaxed)
        }) { _ in done.add(1, ordering: .releasing) }
        #expect(seen.load(ordering: .relaxed) == 200)
        #expect(done.load(ordering: .relaxed) == 200)
    }

    /// The work alongside can take iterations one at a time, in order, until none is left:
    /// with one lane it runs them all, never waiting for a thread that does not exist.
    @Test(arguments: [1, 2, 3, 8])
    func theWorkAlongsideTakesIterationsInOrder(width: Int) {
        let counts = Slots<Int>(count: 300, initial: 0)
        let taken = Mutex<[Int]>([])
        Lanes(width).forEach(300, alongside: { loop in
            while loop.runNext() {}
            loop.finish()
            #expect((0..<300).allSatisfy { counts[$0] == 1 })
        }) { i in
            taken.withLock { $0.append(i) }
            counts[i] += 1
        }
        #expect(counts.values == [Int](repeating: 1, count: 300))
        // Handed out in index order, whichever thread took them.
        #expect(taken.withLock { $0 }.sorted() == Array(0..<300))
        if width == 1 { #expect(taken.withLock { $0 } == Array(0..<300)) }
    }

    @Test(arguments: [1, 2, 3, 8])
    func mapKeepsIndexOrder(width: Int) {
        #expect(Lanes(width).map(500) { $0 * $0 } == (0..<500).map { $0 * $0 })
        #expect(Lanes(width).map(0) { $0 }.isEmpty)
    }

    /// With one lane everything runs on the calling thread, the work alongside first.
    @Test func oneLaneRunsInOrder() {
        let order = Mutex<[Int]>([])
        Lanes(1).forEach(3, alongside: { _ in order.withLock { $0.append(-1) } }) { i in order.withLock { $0.append(i) } }
        #expect(order.withLock { $0 } == [-1, 0, 1, 2])
    }

    /// A replay's chunks cover its cases once, in order, at most 256 at a time; with more than
    /// one lane the last ones are small, so that no lane waits long for another at the end.
    @Test(arguments: [(0, 1), (1, 2), (100, 2), (4_096, 1), (4_096, 2), (4_096, 3), (100_800, 2), (5_000, 8)])
    func chunksCoverTheCasesAndShrinkAtTheEnd(count: Int, jobs: Int) {
        let bounds = Replayer.chunkBounds(count, jobs: jobs)
        #expect(bounds.first == 0 && bounds.last == count)
        let sizes = zip(bounds, bounds.dropFirst()).map { $1 - $0 }
        #expect(sizes.allSatisfy { $0 >= 1 && $0 <= 256 })
        guard count >= 4_096 else { return }
        if jobs == 1 {
            #expect(sizes.dropLast().allSatisfy { $0 == 256 })
        } else {
            #expect(sizes.first == min(256, count / (jobs * 8)))
            #expect(sizes.suffix(jobs).allSatisfy { $0 <= 16 })
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $1 <= $0 })
        }
    }

    /// One lane takes its own share in order, then what is left of the others from their ends.
    @Test func aLaneTakesItsShareThenTheOthersFromTheirEnd() {
        let order = Mutex<[Int]>([])
        Lanes(1).forEach(7, shares: [0..<3, 3..<7]) { i in order.withLock { $0.append(i) } }
        #expect(order.withLock { $0 } == [0, 1, 2, 6, 5, 4, 3])
    }

    @Test(arguments: [1, 2, 3, 8])
    func withSharesEveryIndexRunsOnce(width: Int) {
        let counts = Slots<Int>(count: 1000, initial: 0)
        let shares = [0..<100, 100..<101, 101..<101, 101..<1000]
        Lanes(width).forEach(1000, shares: shares, alongside: { loop in while loop.runNext() {} }) { i in counts[i] += 1 }
        #expect(counts.values == [Int](repeating: 1, count: 1000))
    }

    /// Each lane's share is an even part of the cases, cut into chunks as large as the
    /// unshared ones and shrinking toward the share's end.
    @Test(arguments: [(0, 2), (5, 2), (4_096, 2), (4_097, 3), (100_800, 2), (5_000, 8)])
    func sharesSplitTheCasesEvenly(count: Int, jobs: Int) {
        let (bounds, shares) = Replayer.sharedChunkBounds(count, jobs: jobs)
        #expect(bounds.first == 0 && bounds.last == count)
        #expect(zip(bounds, bounds.dropFirst()).allSatisfy { $0 < $1 })
        #expect(shares.count == jobs)
        #expect(shares.first?.lowerBound == 0 && shares.last?.upperBound == bounds.count - 1)
        for (lane, share) in shares.enumerated() {
            #expect(bounds[share.lowerBound] == count * lane / jobs && bounds[share.upperBound] == count * (lane + 1) / jobs)
        }
        let sizes = zip(bounds, bounds.dropFirst()).map { $1 - $0 }
        #expect(sizes.max() ?? 0 <= Replayer.chunkBounds(count, jobs: jobs).adjacentSizes.max() ?? 0)
    }
}

private extension Array where Element == Int {
    var adjacentSizes: [Int] { zip(self, dropFirst()).map { $1 - $0 } }
}

/// The threads behind the lanes: the same thread for a lane in every loop, so that what it
/// keeps per thread (text caches, resolved strings) serves every window of a run.
@Suite struct LaneThreadsTests {
    /// Which thread ran each lane of one loop.
    private static func threads(of pool: LaneThreads, _ count: Int) -> [Int] {
        let threads = Slots<Int>(count: count, initial: 0)
        pool.run(count) { lane in threads[lane] = CurrentThread.id }
        return threads.values
    }

    @Test(arguments: [1, 2, 3, 8])
    func aLaneRunsOnTheSameThreadInEveryLoop(count: Int) {
        let pool = LaneThreads()
        let first = Self.threads(of: pool, count)
        #expect(first[0] == CurrentThread.id)
        #expect(Set(first).count == count)
        for _ in 0..<20 { #expect(Self.threads(of: pool, count) == first) }
        // A narrower loop keeps its lanes' threads; a wider one adds threads after them.
        #expect(Self.threads(of: pool, 1) == Array(first.prefix(1)))
        if count > 1 { #expect(Self.threads(of: pool, count - 1) == Array(first.prefix(count - 1))) }
        let wider = Self.threads(of: pool, count + 1)
        #expect(Array(wider.prefix(count)) == first && Set(wider).count == count + 1)
    }

    /// Loops that run at once, or inside a lane, take threads of their own and all finish.
    @Test func loopsAtOnceAndWithinALaneEachGetThreadsOfTheirOwn() {
        let pool = LaneThreads()
        let counts = Slots<Int>(count: 4 * 3 * 50, initial: 0)
        let threads = Mutex<[Int: Set<Int>]>([:])
        Lanes(4).forEach(4) { outer in
            pool.run(3) { middle in
                threads.withLock { _ = $0[outer, default: []].insert(CurrentThread.id) }
                for k in 0..<50 { counts[(outer * 3 + middle) * 50 + k] += 1 }
            }
        }
        #expect(counts.values == [Int](repeating: 1, count: 4 * 3 * 50))
        // Each inner loop ran on three threads, its caller's and two it had to itself.
        let all = threads.withLock { $0 }
        #expect(all.values.allSatisfy { $0.count == 3 })
    }
}

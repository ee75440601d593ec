import Synchronization
import Testing
@testable import LayoutRunner

@Suite struct CaseProgressTests {
    /// The prefix of done cases grows only when the cases before are done; a group is
    /// finished by the range that completes it, whatever the order of the ranges.
    @Test func prefixAndGroupsFollowTheRangesDone() {
        // Groups 0: cases 0..<3, 1: 3..<4, 2: 4..<8; group 3 has no case.
        let progress = CaseProgress(groups: [0, 0, 0, 1, 2, 2, 2, 2], groupCount: 4)
        #expect(progress.donePrefix == 0)
        #expect(progress.markDone(4..<6) == [])
        #expect(progress.donePrefix == 0)
        #expect(progress.markDone(2..<4) == [1])
        #expect(progress.donePrefix == 0)
        #expect(progress.markDone(0..<2) == [0])
        #expect(progress.donePrefix == 6)
        #expect(progress.markDone(6..<8) == [2])
        #expect(progress.donePrefix == 8)
    }

    /// Each `markDone` lets one wait return, so a consumer that looks, then waits, never
    /// misses one that came in between (nor waits forever with one lane).
    @Test(arguments: [0, 1, 2, 4])
    func aConsumerWaitingInOrderSeesEveryCase(producers: Int) {
        let count = 1_000
        let progress = CaseProgress(groups: [Int](repeating: 0, count: count), groupCount: 1)
        let results = Slots<Int>(count: count, initial: -1)
        let finished = Mutex<[Int]>([])
        Lanes(producers + 1).forEach(count / 10, alongside: { loop in
            var next = 0, sum = 0
            while next < count {
                let ready = progress.donePrefix
                // As `record`'s store lane does: wait only when every chunk is taken.
                guard next < ready else {
                    if !loop.runNext() { progress.waitForMore() }
                    continue
                }
                for i in next..<ready { sum += results[i] }
                next = ready
            }
            #expect(sum == (0..<count).reduce(0, +))
        }) { chunk in
            let range = chunk * 10..<(chunk * 10 + 10)
            for i in range { results[i] = i }
            let groups = progress.markDone(range)
            finished.withLock { $0 += groups }
        }
        #expect(finished.withLock { $0 } == [0])
    }
}

import Testing
@testable import LayoutRunner

@Suite struct CaseProgressTests {
    /// The prefix of done cases grows only when the cases before are done, whatever the
    /// order of the ranges.
    @Test func thePrefixFollowsTheRangesDone() {
        let progress = CaseProgress()
        #expect(progress.donePrefix == 0)
        progress.markDone(4..<6)
        #expect(progress.donePrefix == 0)
        progress.markDone(2..<4)
        #expect(progress.donePrefix == 0)
        progress.markDone(0..<2)
        #expect(progress.donePrefix == 6)
        progress.markDone(6..<8)
        #expect(progress.donePrefix == 8)
    }

    /// Each `markDone` lets one wait return, so a consumer that looks, then waits, never
    /// misses one that came in between (nor waits forever with one lane).
    @Test(arguments: [0, 1, 2, 4])
    func aConsumerWaitingInOrderSeesEveryCase(producers: Int) {
        let count = 1_000
        let progress = CaseProgress()
        let results = Slots<Int>(count: count, initial: -1)
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
            progress.markDone(range)
        }
    }
}

import Foundation
import Testing
@testable import LayoutRunner

/// A window's results are emptied by the threads that laid them out, once the window is read.
@Suite struct WindowReleasesTests {
    static func passed(_ key: String) -> LaidOutWindow.Compared {
        LaidOutWindow.Compared(result: CaseResult(scenario: "s", caseKey: key, status: .pass))
    }

    @Test func eachThreadEmptiesItsOwnCasesOnceTheWindowIsRead() {
        let releases = WindowReleases()
        let (first, window, _) = releases.begin(4)
        let (second, next, _) = releases.begin(2)
        #expect(first == 0 && second == 4, "windows are numbered one after the other")
        for i in 0..<4 { window[i] = Self.passed("a\(i)") }
        for i in 0..<2 { next[i] = Self.passed("b\(i)") }

        // This thread lays out the first half of each window, one other thread (alive
        // throughout, so that no thread takes its id) the second half.
        let laidOut = DispatchSemaphore(value: 0), read = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread {
            releases.release(afterLayingOut: 2..<4, base: first)
            laidOut.signal()
            read.wait()
            releases.release(afterLayingOut: 1..<2, base: second)
            done.signal()
        }.start()
        releases.release(afterLayingOut: 0..<2, base: first)
        laidOut.wait()
        #expect((0..<4).allSatisfy { window[$0] != nil }, "nothing is emptied before the window is read")

        releases.completed(upTo: 4)
        releases.release(afterLayingOut: 0..<1, base: second)
        #expect(window[0] == nil && window[1] == nil, "this thread's cases of the window read")
        #expect(window[2]?.result.caseKey == "a2" && window[3]?.result.caseKey == "a3",
                "the other thread's cases wait for that thread")
        #expect(next[0]?.result.caseKey == "b0", "the next window is not read yet")

        read.signal()
        done.wait()
        #expect(window[2] == nil && window[3] == nil)
        #expect(next[1]?.result.caseKey == "b1")
    }

    @Test func aWindowAllOfWhoseCasesAreEmptiedIsForgotten() {
        let releases = WindowReleases()
        weak var forgotten: Slots<LaidOutWindow.Compared?>?
        do {
            let (base, window, _) = releases.begin(2)
            forgotten = window
            window[0] = Self.passed("a0")
            window[1] = Self.passed("a1")
            releases.release(afterLayingOut: 0..<2, base: base)
            releases.completed(upTo: 2)
        }
        #expect(forgotten != nil, "kept while its cases are not emptied")
        let (next, _, _) = releases.begin(1)
        releases.release(afterLayingOut: 0..<1, base: next)
        #expect(forgotten == nil, "freed once the thread that laid it out has emptied it")
    }
}

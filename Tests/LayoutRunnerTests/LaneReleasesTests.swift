import Foundation
import Synchronization
import Testing
@testable import LayoutRunner

/// Each thread gets back only the ranges it added, once they may be freed.
@Suite struct LaneReleasesTests {
    @Test func aThreadFreesOnlyWhatItLaidOutOnceItMay() {
        let releases = LaneReleases()
        #expect(releases.add(0..<10) { _ in false } == [], "nothing may be freed yet")
        #expect(releases.add(10..<20) { $0 == 0..<10 } == [0..<10])
        let other = Mutex<[Range<Int>]>([])
        let done = DispatchSemaphore(value: 0)
        Thread {
            let released = releases.add(20..<30) { _ in true }
            other.withLock { $0 = released }
            done.signal()
        }.start()
        done.wait()
        #expect(other.withLock { $0 } == [20..<30], "another thread gets its own range, not this thread's 10..<20")
        #expect(releases.add(30..<40) { _ in true } == [10..<20, 30..<40], "in the order laid out")
        #expect(releases.add(40..<50) { _ in true } == [40..<50], "what was returned is forgotten")
    }
}

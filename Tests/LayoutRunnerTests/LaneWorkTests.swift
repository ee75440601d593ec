@testable import LayoutRunner
import Testing

/// A lane's work beside a window's layouts (``LaneWork``) lets go of what it captured once it
/// has run, so that the window moved into it is freed on that lane, and keeps what it threw.
@Suite struct LaneWorkTests {
    final class Window: Sendable {}

    struct Failure: Error {}

    @Test func whatTheWorkCapturedIsReleasedWhenItHasRun() {
        var window: Window? = Window()
        weak let watched = window
        let work = LaneWork { [window = window.take()] in _ = window }
        #expect(window == nil)
        #expect(watched != nil)
        work.run()
        #expect(watched == nil)
        #expect(work.error == nil)
    }

    @Test func anErrorIsKeptForTheRunsThread() {
        let work = LaneWork { throw Failure() }
        work.run()
        #expect(work.error is Failure)
    }
}

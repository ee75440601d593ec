import LayoutEngine
import Testing
@testable import LayoutRunner

/// A lane takes back the views it kept, and never another lane's.
@Suite struct LaneViewsTests {
    static func views(_ path: String) -> [Int: LaneViews.Prepared] {
        [7: .failure(.proxyOutsideGeometryReader(path: path))]
    }

    static func path(_ views: [Int: LaneViews.Prepared]) -> String? {
        guard case let .failure(.proxyOutsideGeometryReader(path))? = views[7] else { return nil }
        return path
    }

    @Test func aThreadTakesBackTheViewsItKeptAndNoOtherThreads() {
        let lanes = LaneViews.Shelf()
        #expect(lanes.take() == nil)
        lanes.give(Self.views("mine"))
        let theirs = CaseStringsPoolTests.onAnotherThread { () -> String? in
            let found = lanes.take().flatMap(Self.path)
            lanes.give(Self.views("theirs"))
            return found
        }
        #expect(theirs == nil)
        #expect(lanes.take().flatMap(Self.path) == "mine")
        // Taken, they are this chunk's until it gives them back.
        #expect(lanes.take() == nil)
    }
}

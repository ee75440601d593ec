import Testing
@testable import LayoutEngine

/// `offset` moves the drawing of the view, not its place in the layout: frames after the
/// offset stay where the layout put them (Apple's `offset(x:y:)` border example).
@Suite struct OffsetTests {
    @Test func offsetMovesTheViewNotTheLayout() throws {
        // Stack 100 × 50 centred in 200 × 100 at (50, 25). a's view moves by (10, 5) to (60, 30);
        // its frame after the offset (its id) and its sibling b stay put.
        let f = try layout(.hStack(spacing: 0, [.rect(.frame(width: 50, height: 50), .offset(x: 10, y: 5), id: "a"),
                                                .rect(.frame(width: 50, height: 50), id: "b")]), width: 200, height: 100)
        #expect(f["a"] == r(50, 25, 50, 50))
        #expect(f["HStack/Rectangle[0]"] == r(60, 30, 50, 50))
        #expect(f["b"] == r(100, 25, 50, 50))
    }

    /// An `id` before the offset moves with it; one after does not.
    @Test func idBeforeAndAfterTheOffset() throws {
        // The square is centred in 100 × 100 at (25, 25); offset (−10, 20).
        let f = try layout(.rect(.frame(width: 50, height: 50), .id("before"), .offset(x: -10, y: 20), .id("after")),
                           width: 100, height: 100)
        #expect(f["before"] == r(15, 45, 50, 50))
        #expect(f["after"] == r(25, 25, 50, 50))
    }
}

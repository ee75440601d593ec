import Testing
@testable import LayoutEngine

/// Reference §2.6: `background` and `overlay` are proposed the primary view's size and aligned
/// to it; the result has the primary's size.
@Suite struct BackgroundOverlayTests {
    /// A shape background takes exactly the primary's frame.
    @Test func backgroundIsProposedThePrimarysSize() throws {
        // "abc" 30 × 24 centred in 200 × 100: (85, 38).
        let f = try layout(.t("abc", .background(.rect(id: "bg"), .center), id: "v"), width: 200, height: 100)
        #expect(f["v"] == r(85, 38, 30, 24))
        #expect(f["bg"] == r(85, 38, 30, 24))
        #expect(f["Text/background/Rectangle"] == r(85, 38, 30, 24))
    }

    /// A larger secondary view is centred on the primary and does not change its size.
    @Test func largerBackgroundIsCentredAndDoesNotResize() throws {
        // Text centre (100, 50); the 100 × 100 background around it: (50, 0).
        let f = try layout(.t("abc", .background(.rect(.frame(width: 100, height: 100), id: "bg"), .center), id: "v"),
                           width: 200, height: 100)
        #expect(f["v"] == r(85, 38, 30, 24))
        #expect(f["bg"] == r(50, 0, 100, 100))
    }

    /// The overlay's alignment places a 10 × 10 square on the text at (85, 38, 30, 24).
    @Test(arguments: [
        (Alignment.topLeading, 85.0, 38.0),
        (.top, 95, 38),             // 85 + (30 − 10) / 2
        (.center, 95, 45),          // 38 + (24 − 10) / 2
        (.trailing, 105, 45),       // 85 + 30 − 10
        (.bottomTrailing, 105, 52), // 38 + 24 − 10
    ])
    func overlayAlignment(alignment: Alignment, x: Double, y: Double) throws {
        let f = try layout(.t("abc", .overlay(.rect(.frame(width: 10, height: 10), id: "o"), alignment)),
                           width: 200, height: 100)
        #expect(f["o"] == r(x, y, 10, 10))
    }

    /// The secondary view does not take part in the layout around the primary.
    @Test func backgroundDoesNotAffectSiblings() throws {
        // Two 20-wide squares side by side, no spacing: 40 wide at x 80, whatever the 100 × 100
        // background of the first.
        let f = try layout(.hStack(spacing: 0, [.rect(.frame(width: 20, height: 20), .background(.rect(.frame(width: 100, height: 100)), .center), id: "a"),
                                                .rect(.frame(width: 20, height: 20), id: "b")]), width: 200, height: 100)
        #expect(f["a"] == r(80, 40, 20, 20))
        #expect(f["b"] == r(100, 40, 20, 20))
    }

    /// Modifier order matters: padding then background covers the padding; background then
    /// padding covers the text only.
    @Test func backgroundFollowsTheChainOrder() throws {
        // Padded 50 × 44 centred in 200 × 100: (75, 28); text (85, 38, 30, 24).
        let outer = try layout(.t("abc", .pad(10), .background(.rect(id: "bg"), .center)), width: 200, height: 100)
        #expect(outer["bg"] == r(75, 28, 50, 44))
        let inner = try layout(.t("abc", .background(.rect(id: "bg"), .center), .pad(10)), width: 200, height: 100)
        #expect(inner["bg"] == r(85, 38, 30, 24))
    }
}

import Testing
@testable import LayoutEngine

/// Reference §2.6 and C49: `ZStack`.
@Suite struct ZStackTests {
    /// A (100 × 50) and B (50 × 100) share the alignment's guides; the stack is their box,
    /// 100 × 100, centred in 200 × 200 at (50, 50).
    @Test(arguments: [
        (Alignment.topLeading, 50.0, 50.0, 50.0, 50.0),
        (.top, 50, 50, 75, 50),
        (.leading, 50, 75, 50, 50),
        (.center, 50, 75, 75, 50),            // C49
        (.trailing, 50, 75, 100, 50),
        (.bottom, 50, 100, 75, 50),
        (.bottomTrailing, 50, 100, 100, 50),
    ])
    func childrenLineUpOnTheAlignment(alignment: Alignment, ax: Double, ay: Double, bx: Double, by: Double) throws {
        let f = try layout(.zStack(alignment, [.rect(.frame(width: 100, height: 50), id: "a"),
                                               .rect(.frame(width: 50, height: 100), id: "b")], id: "z"),
                           width: 200, height: 200)
        #expect(f["z"] == r(50, 50, 100, 100))
        #expect(f["a"] == r(ax, ay, 100, 50))
        #expect(f["b"] == r(bx, by, 50, 100))
    }

    /// Every child is proposed the stack's own proposal.
    @Test func eachChildGetsTheStacksProposal() throws {
        // The rectangle takes 300 × 200; "abc" (30 × 24) is centred on it: (135, 88).
        let f = try layout(.zStack(.center, [.rect(id: "r"), .t("abc", id: "t")]), width: 300, height: 200)
        #expect(f["r"] == r(0, 0, 300, 200))
        #expect(f["t"] == r(135, 88, 30, 24))
    }

    /// The children of the highest layout priority size the stack; the others are proposed
    /// that size.
    @Test func highestPriorityChildSizesTheStack() throws {
        // The text (priority 1) is 30 × 24; the rectangle is proposed 30 × 24. Centred: (135, 88).
        let f = try layout(.zStack(.center, [.rect(id: "r"), .t("abc", .layoutPriority(1), id: "t")], id: "z"),
                           width: 300, height: 200)
        #expect(f["z"] == r(135, 88, 30, 24))
        #expect(f["r"] == r(135, 88, 30, 24))
    }

    /// Only the highest-priority children size the stack (`_ZStackLayout`); a lower-priority
    /// child is proposed that size and may choose to be larger, drawing outside the stack.
    @Test(arguments: [
        // The text (priority 1) is 30 × 24, the stack too, centred in 300 × 200 at (135, 88).
        // The 100 × 100 square, proposed 30 × 24, stays 100 × 100, centred on the stack:
        // (150 − 50, 100 − 50) = (100, 50).
        (Alignment.center, r(135, 88, 30, 24), r(100, 50, 100, 100)),
        // Top-leading: the square's corner is the stack's, (135, 88).
        (.topLeading, r(135, 88, 30, 24), r(135, 88, 100, 100)),
        // Bottom-trailing: the square ends where the stack ends, (165 − 100, 112 − 100).
        (.bottomTrailing, r(135, 88, 30, 24), r(65, 12, 100, 100)),
    ])
    func lowerPriorityChildDoesNotSizeTheStack(alignment: Alignment, stack: Rect, square: Rect) throws {
        let f = try layout(.zStack(alignment, [.rect(.frame(width: 100, height: 100), id: "sq"),
                                               .t("abc", .layoutPriority(1), id: "t")], id: "z"),
                           width: 300, height: 200)
        #expect(f["z"] == stack)
        #expect(f["sq"] == square)
    }
}

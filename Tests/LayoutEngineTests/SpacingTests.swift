import Testing
@testable import LayoutEngine

/// Reference §2.2: the distance between stack children.
@Suite struct SpacingTests {
    /// Default spacing between two views with no text is 8; an explicit spacing replaces it.
    /// Two 20 × 20 squares in 200 wide: stack 40 + g, a at (200 − 40 − g) / 2, b at a + 20 + g.
    @Test(arguments: [
        (nil, 76.0, 104.0),   // g = 8: (200 − 48) / 2 = 76, 76 + 28 = 104
        (0, 80, 100),         // (200 − 40) / 2 = 80
        (4, 78, 102),         // (200 − 44) / 2 = 78
        (20, 70, 110),        // (200 − 60) / 2 = 70
    ] as [(Double?, Double, Double)])
    func hStackSpacing(spacing: Double?, aX: Double, bX: Double) throws {
        let f = try layout(.hStack(spacing: spacing, [.rect(.frame(width: 20, height: 20), id: "a"),
                                                      .rect(.frame(width: 20, height: 20), id: "b")]),
                           width: 200, height: 100)
        #expect(f["a"] == r(aX, 40, 20, 20))
        #expect(f["b"] == r(bX, 40, 20, 20))
    }

    /// The same rule vertically.
    @Test(arguments: [
        (nil, 76.0, 104.0),   // (200 − 48) / 2 = 76
        (0, 80, 100),
        (20, 70, 110),
    ] as [(Double?, Double, Double)])
    func vStackSpacing(spacing: Double?, aY: Double, bY: Double) throws {
        let f = try layout(.vStack(spacing: spacing, [.rect(.frame(width: 20, height: 20), id: "a"),
                                                      .rect(.frame(width: 20, height: 20), id: "b")]),
                           width: 100, height: 200)
        #expect(f["a"] == r(40, aY, 20, 20))
        #expect(f["b"] == r(40, bY, 20, 20))
    }

    /// An explicit spacing is the same between every pair.
    @Test func explicitSpacingIsUniform() throws {
        // 3 × 10 + 2 × 5 = 40 in 100: x0 = 30; then 45, 60.
        let f = try layout(.hStack(spacing: 5, [.rect(.frame(width: 10, height: 10), id: "a"),
                                                .rect(.frame(width: 10, height: 10), id: "b"),
                                                .rect(.frame(width: 10, height: 10), id: "c")]), width: 100, height: 10)
        #expect(f["a"]?.minX == 30)
        #expect(f["b"]?.minX == 45)
        #expect(f["c"]?.minX == 60)
    }

    /// A `Spacer` exports zero spacing on its major edges: no 8 beside it with the default.
    @Test func noDefaultSpacingBesideASpacer() throws {
        // Proposed 100: the squares take 20 each (the spacer's minimum 8 held back), the spacer
        // the remaining 100 − 40 = 60, with no gaps: a 0, spacer 20, b 80. Spacer y = 20 / 2.
        let f = try layout(.hStack([.rect(.frame(width: 20, height: 20), id: "a"), .spacer(id: "s"),
                                    .rect(.frame(width: 20, height: 20), id: "b")]), width: 100, height: 20)
        #expect(f["a"] == r(0, 0, 20, 20))
        #expect(f["s"] == r(20, 10, 60, 0))
        #expect(f["b"] == r(80, 0, 20, 20))
    }

    /// Explicit spacing replaces the per-pair spacing, beside a `Spacer` too.
    @Test func explicitSpacingAppliesBesideASpacer() throws {
        // 100 − 2 × 4 = 92 available; squares 20 each; spacer (sized last) 92 − 40 = 52.
        // a 0, spacer 24, b 24 + 52 + 4 = 80.
        let f = try layout(.hStack(spacing: 4, [.rect(.frame(width: 20, height: 20), id: "a"), .spacer(0, id: "s"),
                                                .rect(.frame(width: 20, height: 20), id: "b")]), width: 100, height: 20)
        #expect(f["a"] == r(0, 0, 20, 20))
        #expect(f["s"] == r(24, 10, 52, 0))
        #expect(f["b"] == r(80, 0, 20, 20))
    }

    /// A `Group` dissolves into its stack: its children are spaced as siblings.
    @Test func groupChildrenAreSpacedAsSiblings() throws {
        // Three squares with default spacing: 3 × 20 + 2 × 8 = 76 in 200: x0 = 62; 90; 118.
        let f = try layout(.hStack([.group([.rect(.frame(width: 20, height: 20), id: "a"),
                                            .rect(.frame(width: 20, height: 20), id: "b")]),
                                    .rect(.frame(width: 20, height: 20), id: "c")]), width: 200, height: 20)
        #expect(f["a"]?.minX == 62)
        #expect(f["b"]?.minX == 90)
        #expect(f["c"]?.minX == 118)
    }
}

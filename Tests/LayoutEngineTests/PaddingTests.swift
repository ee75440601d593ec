import Testing
@testable import LayoutEngine

/// Reference §2.6: `padding`.
@Suite struct PaddingTests {
    /// C44 shape: 16 on every edge (what `padding()` means); size = child + insets.
    @Test func paddingAddsInsetsAroundTheChild() throws {
        // "abc" 30 × 24 -> 62 × 56, centred in 200 × 100: (69, 22); the text at (85, 38).
        let f = try layout(.t("abc", .pad(16), id: "p"), width: 200, height: 100)
        #expect(f["p"] == r(69, 22, 62, 56))
        #expect(f["Text"] == r(85, 38, 30, 24))
    }

    /// The child is proposed the proposal less the insets, never below zero.
    @Test func proposalShrinksByTheInsetsButNotBelowZero() throws {
        // Proposed 30 × 100: the rectangle gets (max(0, 30 − 40), 100 − 40) = (0, 60); padded 40 × 100,
        // centred: x = (30 − 40) / 2 = −5; the rectangle at (15, 20).
        let f = try layout(.rect(.id("c"), .pad(20), id: "p"), width: 30, height: 100)
        #expect(f["p"] == r(-5, 0, 40, 100))
        #expect(f["c"] == r(15, 20, 0, 60))
    }

    /// Each edge set: a 20 × 20 square padded by 10 on those edges, centred in 100 × 100.
    @Test(arguments: [
        (Edge.Set.all, r(30, 30, 40, 40), r(40, 40, 20, 20)),
        (.horizontal, r(30, 40, 40, 20), r(40, 40, 20, 20)),
        (.vertical, r(40, 30, 20, 40), r(40, 40, 20, 20)),
        (.top, r(40, 35, 20, 30), r(40, 45, 20, 20)),        // 30 tall at y 35; square 10 lower
        (.bottom, r(40, 35, 20, 30), r(40, 35, 20, 20)),
        (.leading, r(35, 40, 30, 20), r(45, 40, 20, 20)),    // 30 wide at x 35; square 10 right
        (.trailing, r(35, 40, 30, 20), r(35, 40, 20, 20)),
    ])
    func edges(edges: Edge.Set, padded: Rect, square: Rect) throws {
        let f = try layout(.rect(.frame(width: 20, height: 20), .id("c"), .pad(edges, 10), id: "p"), width: 100, height: 100)
        #expect(f["p"] == padded)
        #expect(f["c"] == square)
    }

    /// With an ideal proposal the insets add to the child's ideal size.
    @Test func idealSizeIsChildIdealPlusInsets() throws {
        // Rectangle ideal 10 × 10 + 2 × 5 = 20 × 20, centred in 100 × 100.
        let f = try layout(.rect(.pad(5), .fixed, id: "p"), width: 100, height: 100)
        #expect(f["p"] == r(40, 40, 20, 20))
    }

    /// A text wraps at the padded width.
    @Test func textWrapsAtTheInsetWidth() throws {
        // Proposed 80: the text gets 60 < 70 ("aaa bbb") and wraps to 30 × 48; padded 50 × 68,
        // centred in 80 × 100: (15, 16); the text at (25, 26).
        let f = try layout(.t("aaa bbb", .pad(10), id: "p"), width: 80, height: 100)
        #expect(f["p"] == r(15, 16, 50, 68))
        #expect(f["Text"] == r(25, 26, 30, 48))
    }
}

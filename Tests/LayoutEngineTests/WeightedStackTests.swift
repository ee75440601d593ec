import Testing
@testable import LayoutEngine

/// Seed 003: `WeightedHStack`/`WeightedVStack` are a `GeometryReader` around a stack with no
/// spacing; each `weighted(w)` child is framed to w / Σw of the reader's length.
@Suite struct WeightedStackTests {
    @Test func weightedHStackSharesTheWidthByWeight() throws {
        // Weights 5, 2, 3 of 300: 150, 60, 90. The reader is 300 × 100 at (0, 0) and puts the
        // stack (300 × 24) at its top-leading corner. Texts (30 wide) centred in their frames.
        let view = ViewNode(.weightedStack(axis: .horizontal), children: [
            .t("50%", .weighted(5), id: "a"), .t("20%", .weighted(2), id: "b"), .t("30%", .weighted(3), id: "c"),
        ], id: "w")
        let f = try layout(view, width: 300, height: 100)
        #expect(f["w"] == r(0, 0, 300, 100))
        #expect(f["a"] == r(0, 0, 150, 24))
        #expect(f["b"] == r(150, 0, 60, 24))
        #expect(f["c"] == r(210, 0, 90, 24))
        #expect(f["WeightedHStack/Text[0]"] == r(60, 0, 30, 24))   // (150 − 30) / 2
        #expect(f["WeightedHStack/Text[1]"] == r(165, 0, 30, 24))  // 150 + (60 − 30) / 2
        #expect(f["WeightedHStack/Text[2]"] == r(240, 0, 30, 24))  // 210 + (90 − 30) / 2
    }

    /// The seed's vertical example: full-width frames for the first two, the text's own width
    /// for the third.
    @Test func weightedVStackSharesTheHeightByWeight() throws {
        // Weights 2, 5, 3 of 200: 40, 100, 60 at y 0, 40, 140. The third is 30 wide, centred in
        // the 300-wide stack: x 135.
        let view = ViewNode(.weightedStack(axis: .vertical), children: [
            .t("20%", .flex(minWidth: 0, maxWidth: .infinity), .weighted(2), id: "a"),
            .t("50%", .flex(minWidth: 0, maxWidth: .infinity), .weighted(5), id: "b"),
            .t("30%", .weighted(3), id: "c"),
        ])
        let f = try layout(view, width: 300, height: 200)
        #expect(f["a"] == r(0, 0, 300, 40))
        #expect(f["b"] == r(0, 40, 300, 100))
        #expect(f["c"] == r(135, 140, 30, 60))
    }

    /// `weighted` outside a weighted stack does nothing, with a warning.
    @Test func weightedOutsideAWeightedStackWarns() throws {
        let result = try layoutResult(.t("a", .weighted(1), id: "a"), container: LayoutContainer(size: Size(width: 100, height: 100)))
        #expect(result.frames.first { $0.name == "a" }?.frame == r(45, 38, 10, 24))
        #expect(result.warnings.contains { $0.contains("weighted outside") })
    }
}

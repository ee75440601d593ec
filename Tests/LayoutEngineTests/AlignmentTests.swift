import Testing
@testable import LayoutEngine

/// Reference §2.7 and §2.3 step 4: alignment in stacks, alignment guides and text baselines.
/// Texts are 20 pt: lines 24 tall, the first baseline 19 below the top; at 40 pt, 48 and 38.
@Suite struct AlignmentTests {
    /// `HStack(alignment:)`: a 20 × 40 and a 20 × 20 square; the stack is 40 × 40 at (30, 30).
    @Test(arguments: [
        (VerticalAlignment.top, 30.0),
        (.center, 40),    // 30 + (40 − 20) / 2
        (.bottom, 50),    // 30 + 40 − 20
    ])
    func hStackAlignment(alignment: VerticalAlignment, bY: Double) throws {
        let f = try layout(.hStack(spacing: 0, alignment: alignment, [.rect(.frame(width: 20, height: 40), id: "a"),
                                                                      .rect(.frame(width: 20, height: 20), id: "b")]),
                           width: 100, height: 100)
        #expect(f["a"] == r(30, 30, 20, 40))
        #expect(f["b"] == r(50, bY, 20, 20))
    }

    /// `VStack(alignment:)`: a 40 × 20 and a 20 × 20 square; the stack is 40 × 40 at (30, 30).
    @Test(arguments: [
        (HorizontalAlignment.leading, 30.0),
        (.center, 40),
        (.trailing, 50),
    ])
    func vStackAlignment(alignment: HorizontalAlignment, bX: Double) throws {
        let f = try layout(.vStack(spacing: 0, alignment: alignment, [.rect(.frame(width: 40, height: 20), id: "a"),
                                                                      .rect(.frame(width: 20, height: 20), id: "b")]),
                           width: 100, height: 100)
        #expect(f["a"] == r(30, 30, 40, 20))
        #expect(f["b"] == r(bX, 50, 20, 20))
    }

    /// `alignmentGuide` overrides the guide the stack reads: b's leading guide at 10 puts b's
    /// leading edge 10 left of a's.
    @Test func alignmentGuideShiftsTheChild() throws {
        // Guides 0 and 10: offsets −g − min(−g) = 10 and 0; width max(10 + 50, 0 + 50) = 60.
        // Stack 60 × 40 centred in 200 × 100: (70, 30). a at 80, b at 70.
        let f = try layout(.vStack(spacing: 0, alignment: .leading, [
            .rect(.frame(width: 50, height: 20), id: "a"),
            .rect(.frame(width: 50, height: 20), .alignmentGuide(.horizontal(.leading), value: 10), id: "b"),
        ], id: "s"), width: 200, height: 100)
        #expect(f["s"] == r(70, 30, 60, 40))
        #expect(f["a"] == r(80, 30, 50, 20))
        #expect(f["b"] == r(70, 50, 50, 20))
    }

    /// A frame reads its child's explicit guides too.
    @Test func frameReadsTheChildsGuide() throws {
        // The square's centre guide is set to 0 (its leading edge): it sits with its leading
        // edge on the frame's centre, x = 100 / 2 − 0 = 50.
        let f = try layout(.rect(.frame(width: 20, height: 20), .alignmentGuide(.horizontal(.center), value: 0), .id("c"),
                                 .frame(width: 100, height: 20)), width: 100, height: 20)
        #expect(f["c"] == r(50, 0, 20, 20))
    }

    /// First text baselines line up across fonts.
    @Test func firstTextBaselinesLineUp() throws {
        // Baselines 19 (20 pt) and 38 (40 pt): the small text sits 38 − 19 = 19 lower.
        // Height max(19 + 24, 0 + 48) = 48; width 10 + 20 = 30; centred in 200 × 100: (85, 26).
        let f = try layout(.hStack(spacing: 0, alignment: .firstTextBaseline, [
            .t("a", id: "s"),
            ViewNode(.text(.verbatim("b")), modifiers: [.font(.system(size: 40))], id: "l"),
        ]), width: 200, height: 100)
        #expect(f["s"] == r(85, 45, 10, 24))
        #expect(f["l"] == r(95, 26, 20, 48))
    }

    /// The last baseline of a wrapped text is on its last line.
    @Test func lastTextBaselineOfAWrappedText() throws {
        // "aaa bbb" in 30 wraps to two lines: last baseline 24 + 19 = 43; "c" has 19, so it sits
        // 24 lower. Height max(48, 24 + 24) = 48; width 30 + 10 = 40; centred in 200 × 100: (80, 26).
        let f = try layout(.hStack(spacing: 0, alignment: .lastTextBaseline, [
            .t("aaa bbb", .frame(width: 30), id: "w"), .t("c", id: "c"),
        ]), width: 200, height: 100)
        #expect(f["w"] == r(80, 26, 30, 48))
        #expect(f["c"] == r(110, 50, 10, 24))
    }

    /// A view without text has its baselines at its bottom.
    @Test func shapeBaselineIsItsBottom() throws {
        // Guides 30 (the square's bottom) and 19: the text sits 11 lower. Height max(30, 11 + 24) = 35;
        // centred in 200 × 101: y = (101 − 35) / 2 = 33; x = (200 − 30) / 2 = 85.
        let f = try layout(.hStack(spacing: 0, alignment: .firstTextBaseline, [
            .rect(.frame(width: 20, height: 30), id: "r"), .t("a", id: "t"),
        ]), width: 200, height: 101)
        #expect(f["r"] == r(85, 33, 20, 30))
        #expect(f["t"] == r(105, 44, 10, 24))
    }

    /// A stack's baselines come from its children: the first child's first baseline, the last
    /// child's last baseline, offset by where they sit.
    @Test(arguments: [
        (VerticalAlignment.lastTextBaseline, 50.0),   // VStack's last baseline 24 + 19 = 43; "c" 24 lower
        (.firstTextBaseline, 26),                     // VStack's first baseline 19 = "c"'s
    ])
    func stackBaselinesComeFromItsChildren(alignment: VerticalAlignment, cY: Double) throws {
        // The VStack is 10 × 48; with "c" the row is 20 × 48, centred in 200 × 100 at (90, 26).
        let f = try layout(.hStack(spacing: 0, alignment: alignment, [
            .vStack(spacing: 0, [.t("a"), .t("b")], id: "v"), .t("c", id: "c"),
        ]), width: 200, height: 100)
        #expect(f["v"] == r(90, 26, 10, 48))
        #expect(f["c"] == r(100, cY, 10, 24))
    }

    /// Padding moves the baseline by its top inset.
    @Test func paddingShiftsTheBaseline() throws {
        // Baselines 10 + 19 = 29 and 19: "b" sits 10 lower; both texts' tops at the same y.
        // Height max(34, 10 + 24) = 34, centred in 200 × 100: y = 33; texts at y 33 + 10 = 43.
        let f = try layout(.hStack(spacing: 0, alignment: .firstTextBaseline, [
            .t("a", .pad(.top, 10), id: "p"), .t("b", id: "b"),
        ]), width: 200, height: 100)
        #expect(f["p"] == r(90, 33, 10, 34))
        #expect(f["HStack/Text[0]"] == r(90, 43, 10, 24))
        #expect(f["b"] == r(100, 43, 10, 24))
    }
}

import Testing
@testable import LayoutEngine

/// Reference §2.6: `fixedSize(horizontal:vertical:)` proposes nil (the ideal) on the fixed axes.
@Suite struct FixedSizeTests {
    /// Fixed on both axes, a text keeps its single-line ideal and overflows a narrow parent.
    @Test(arguments: [(true, true), (true, false)])
    func fixedWidthKeepsTheIdealWidth(horizontal: Bool, vertical: Bool) throws {
        // "Hello, world" is 120 × 24 whatever the 50-wide proposal; centred: x = (50 − 120) / 2 = −35,
        // y = (100 − 24) / 2 = 38.
        let f = try layout(.t("Hello, world", .fixedSize(horizontal: horizontal, vertical: vertical), id: "f"),
                           width: 50, height: 100)
        #expect(f["f"] == r(-35, 38, 120, 24))
        #expect(f["Text"] == r(-35, 38, 120, 24))
    }

    /// Fixed vertically only: the width proposal passes through, the height is the ideal for
    /// it, so the text shows every line even in a short frame.
    @Test func fixedVerticallyShowsEveryLine() throws {
        // Proposed (40, nil): "aaa bbb ccc" wraps to 3 lines, 30 × 72, centred in the 40 × 10
        // frame at (30, 45): x = 30 + 5 = 35, y = 45 + (10 − 72) / 2 = 14.
        let e = try entries(.t("aaa bbb ccc", .fixedSize(horizontal: false, vertical: true), .frame(width: 40, height: 10)),
                            width: 100, height: 100)
        #expect(e["Text"]?.frame == r(35, 14, 30, 72))
        #expect(e["Text"]?.lines == 3)
        #expect(e["Text"]?.isTruncated == false)
    }

    /// The same text without `fixedSize` is limited by the 10-point height to one line.
    @Test func withoutFixedSizeTheHeightLimitsTheLines() throws {
        // Proposed (40, 10): one line ("aaa", 30 × 24), truncated; y = 45 + (10 − 24) / 2 = 38.
        let e = try entries(.t("aaa bbb ccc", .frame(width: 40, height: 10)), width: 100, height: 100)
        #expect(e["Text"]?.frame == r(35, 38, 30, 24))
        #expect(e["Text"]?.lines == 1)
        #expect(e["Text"]?.isTruncated == true)
    }

    /// A shape's ideal size is 10 × 10.
    @Test func fixedSizeShapeIsTenByTen() throws {
        let f = try layout(.rect(.fixed, id: "f"), width: 100, height: 100)
        #expect(f["f"] == r(45, 45, 10, 10))
    }

    /// Fixed on one axis, a shape still takes the proposal on the other.
    @Test func fixedOnOneAxisPassesTheOther() throws {
        // (nil, 100): 10 × 100, centred in 100 × 100.
        let f = try layout(.rect(.fixedSize(horizontal: true, vertical: false), id: "f"), width: 100, height: 100)
        #expect(f["f"] == r(45, 0, 10, 100))
    }
}

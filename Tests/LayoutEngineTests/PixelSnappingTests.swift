import Testing
@testable import LayoutEngine

/// Reference §2.11: both corners are rounded to the nearest pixel (ties up, towards +∞) and the
/// size is their difference.
@Suite struct PixelSnappingTests {
    @Test(arguments: [
        // x, width, scale -> x, width
        (0.25, 10.0, 2.0, 0.5, 10.0),       // 0.5 px -> 1 px; 20.5 px -> 21 px
        (0.2, 0.2, 2, 0, 0.5),              // 0.4 px -> 0; 0.8 px -> 1: a width appears
        (0, 52.5, 2, 0, 52.5),              // whole pixels at @2x
        (0, 52.5, 3, 0, 158.0 / 3),         // 157.5 px -> 158: 52.667
        (0.5, 52.5, 3, 2.0 / 3, 157.0 / 3), // 1.5 -> 2 px, 159 px: 52.333
        (-0.25, 10, 2, 0, 10),              // −0.5 px ties up to 0 (not −0); 19.5 -> 20
        (284.0 / 3, 10, 3, 284.0 / 3, 10),  // 94.667 is already a pixel at @3x
        (1.0 / 6, 1.0 / 6, 3, 1.0 / 3, 0),  // 0.5 px -> 1; 1 px stays: the width vanishes
    ] as [(Double, Double, Double, Double, Double)])
    func bothCornersToTheNearestPixel(x: Double, width: Double, scale: Double, snappedX: Double, snappedWidth: Double) {
        let snapped = Rect(x: x, y: x, width: width, height: width).snapped(toScale: scale)
        #expect(snapped == Rect(x: snappedX, y: snappedX, width: snappedWidth, height: snappedWidth))
        #expect(!(snapped.minX == 0 && snapped.minX.sign == .minus))
    }

    /// Three equal thirds of 100: exact at @3x; at @2x the edges 33.333 and 66.667 round to
    /// 33.5 and 66.5, so the widths are 33.5, 33 and 33.5.
    @Test(arguments: [
        (2.0, [r(0, 0, 33.5, 10), r(33.5, 0, 33, 10), r(66.5, 0, 33.5, 10)]),
        (3, [r(0, 0, 100.0 / 3, 10), r(100.0 / 3, 0, 100.0 / 3, 10), r(200.0 / 3, 0, 100.0 / 3, 10)]),
    ] as [(Double, [Rect])])
    func engineSnapsEveryFrame(scale: Double, expected: [Rect]) throws {
        let f = try layout(.hStack(spacing: 0, [.rect(id: "a"), .rect(id: "b"), .rect(id: "c")]),
                           width: 100, height: 10, scale: scale)
        #expect([f["a"], f["b"], f["c"]] == expected.map(Optional.some))
    }
}

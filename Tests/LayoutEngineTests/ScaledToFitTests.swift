import Testing
@testable import LayoutEngine

/// `scaledToFit()` and `scaledToFill()`: `aspectRatio(contentMode:)` with the view's own
/// ideal ratio, on images and shapes alike. The root is centred in its box.
@Suite struct ScaledToFitTests {
    static let image = ViewNode(.image(width: 100, height: 50, resizable: true), id: "v")

    @Test(arguments: [
        // A 2:1 image in 300 × 300: fit is as wide as offered, 300 × 150, centred at y 75.
        (ContentMode.fit, 300.0, 300.0, r(0, 75, 300, 150)),
        // Fill covers the box: 300 tall, so 600 wide, centred at x (300 − 600) / 2 = −150.
        (.fill, 300, 300, r(-150, 0, 600, 300)),
        // In 400 × 100 the height limits fit: 200 × 100 at x 100; fill is 400 × 200 at y −50.
        (.fit, 400, 100, r(100, 0, 200, 100)),
        (.fill, 400, 100, r(0, -50, 400, 200)),
    ])
    func image(mode: ContentMode, width: Double, height: Double, frame: Rect) throws {
        var view = Self.image
        view.modifiers = [.aspectRatio(nil, contentMode: mode)]
        let f = try layout(view, width: width, height: height)
        #expect(f["v"] == frame)
    }

    @Test(arguments: [
        // A shape's ideal size is 10 × 10, a square: fit in 300 × 200 is 200 × 200 at x 50;
        // fill is 300 × 300 at y (200 − 300) / 2 = −50.
        (ContentMode.fit, r(50, 0, 200, 200)),
        (.fill, r(0, -50, 300, 300)),
    ])
    func shape(mode: ContentMode, frame: Rect) throws {
        let f = try layout(ViewNode(.shape(.circle), modifiers: [.aspectRatio(nil, contentMode: mode)], id: "v"),
                           width: 300, height: 200)
        #expect(f["v"] == frame)
    }

    /// A fill inside a fixed frame overflows the frame, centred on it: a 2:1 image filling
    /// 100 × 100 is 200 × 100, at x (300 − 200) / 2 = 50 in a 300-wide box; the frame at 100.
    @Test func fillInAFrameOverflowsIt() throws {
        var view = Self.image
        view.modifiers = [.aspectRatio(nil, contentMode: .fill), .id("image"), .frame(width: 100, height: 100), .clipped]
        let f = try layout(view, width: 300, height: 300)
        #expect(f["image"] == r(50, 100, 200, 100))
        #expect(f["v"] == r(100, 100, 100, 100))
    }
}

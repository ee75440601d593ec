import Testing
@testable import LayoutEngine

/// `aspectRatio(_:contentMode:)`: the child is proposed the largest (fit) or smallest (fill)
/// size of the ratio around the proposal.
@Suite struct AspectRatioTests {
    @Test(arguments: [
        // ratio 2 in 300 × 300: fit 300 × 150 at y 75; fill 600 × 300 at x −150.
        (300.0, 300.0, ContentMode.fit, r(0, 75, 300, 150)),
        (300, 300, .fill, r(-150, 0, 600, 300)),
        // ratio 2 in 400 × 100: fit 200 × 100 at x 100; fill 400 × 200 at y −50.
        (400, 100, .fit, r(100, 0, 200, 100)),
        (400, 100, .fill, r(0, -50, 400, 200)),
    ])
    func fitAndFill(width: Double, height: Double, mode: ContentMode, expected: Rect) throws {
        let f = try layout(.rect(.aspectRatio(2, contentMode: mode), id: "a"), width: width, height: height)
        #expect(f["a"] == expected)
    }

    /// With no ratio, the child's ideal size gives it: a resizable 100 × 50 image has ratio 2.
    @Test func ratioFromTheIdealSize() throws {
        let view = ViewNode(.image(width: 100, height: 50, resizable: true), modifiers: [.aspectRatio(nil, contentMode: .fit)], id: "a")
        let f = try layout(view, width: 300, height: 300)
        #expect(f["a"] == r(0, 75, 300, 150))
    }

    /// A view that does not resize keeps its size whatever it is proposed.
    @Test func fixedImageKeepsItsSize() throws {
        let view = ViewNode(.image(width: 100, height: 50, resizable: false), modifiers: [.aspectRatio(1, contentMode: .fit)], id: "a")
        let f = try layout(view, width: 300, height: 300)
        #expect(f["a"] == r(100, 125, 100, 50))
    }

    /// Only a width proposed: the height follows the ratio.
    @Test func widthOnlyProposal() throws {
        // (300, nil) -> 300 × 150, centred vertically in 300: y 75.
        let f = try layout(.rect(.aspectRatio(2, contentMode: .fit), .fixedSize(horizontal: false, vertical: true), id: "a"),
                           width: 300, height: 300)
        #expect(f["a"] == r(0, 75, 300, 150))
    }
}

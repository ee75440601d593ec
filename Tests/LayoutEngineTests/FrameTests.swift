import Testing
@testable import LayoutEngine

/// Reference §2.5: `frame(width:height:alignment:)` (`_FrameLayout`).
@Suite struct FrameTests {
    /// Both lengths given: exactly that size, whatever the child chooses; the child is centred
    /// and may overflow.
    @Test func bothLengthsGiveExactlyThatSize() throws {
        // Outer 50 × 20 centred in 200 × 100: (75, 40). The inner 100 × 60 is centred on it:
        // (75 + (50 − 100)/2, 40 + (20 − 60)/2) = (50, 20).
        let f = try layout(.rect(.frame(width: 100, height: 60), .id("inner"), .frame(width: 50, height: 20), id: "outer"),
                           width: 200, height: 100)
        #expect(f["outer"] == r(75, 40, 50, 20))
        #expect(f["inner"] == r(50, 20, 100, 60))
    }

    /// One length given: the child is proposed it, and the other axis passes the proposal
    /// through and takes the child's length.
    @Test func oneLengthGivenTakesTheChildsOtherLength() throws {
        // "abc def" (70 wide) proposed (30, 100) wraps to two lines: 30 × 48. The frame is
        // 30 × 48, centred in 200 × 100: (85, 26).
        let f = try layout(.t("abc def", .frame(width: 30), id: "f"), width: 200, height: 100)
        #expect(f["f"] == r(85, 26, 30, 48))
        #expect(f["Text"] == r(85, 26, 30, 48))
    }

    /// A height alone passes the proposed width through: a rectangle fills it.
    @Test func heightAlonePassesWidthThrough() throws {
        let f = try layout(.rect(.frame(height: 20), id: "f"), width: 300, height: 100)
        #expect(f["f"] == r(0, 40, 300, 20))
    }

    /// `frame()` with no lengths is layout-neutral (C29 `noFrame`).
    @Test func frameWithNoLengthsIsNeutral() throws {
        let f = try layout(.rect(.frame(), id: "f"), width: 200, height: 200)
        #expect(f["f"] == r(0, 0, 200, 200))
    }

    /// The child sits in the frame by the frame's alignment. A 20 × 10 square in a 100 × 50
    /// frame: x ∈ {0, 40, 80}, y ∈ {0, 20, 40}.
    @Test(arguments: [
        (Alignment.topLeading, 0.0, 0.0), (.top, 40, 0), (.topTrailing, 80, 0),
        (.leading, 0, 20), (.center, 40, 20), (.trailing, 80, 20),
        (.bottomLeading, 0, 40), (.bottom, 40, 40), (.bottomTrailing, 80, 40),
    ])
    func alignmentPlacesTheChild(alignment: Alignment, x: Double, y: Double) throws {
        let f = try layout(.rect(.frame(width: 20, height: 10), .id("c"), .frame(width: 100, height: 50, alignment: alignment)),
                           width: 100, height: 50)
        #expect(f["c"] == r(x, y, 20, 10))
    }

    /// A `Text`'s own entry is the text's bounds, not the frame around it.
    @Test func textEntryIsTheTextsOwnBounds() throws {
        // Frame 100 × 50 at (50, 25) in 200 × 100; "ab" 20 × 24 centred: (90, 38).
        let f = try layout(.t("ab", .frame(width: 100, height: 50), id: "f"), width: 200, height: 100)
        #expect(f["f"] == r(50, 25, 100, 50))
        #expect(f["Text"] == r(90, 38, 20, 24))
    }

    /// A negative or non-finite length is ignored, as SwiftUI's `_FrameLayout` ignores it
    /// (logging "Invalid frame dimension (negative or non-finite)"): the width is left to the
    /// child. Two rectangles in 200 share it: (200 − 8) / 2 = 96 each.
    @Test(arguments: [Double.infinity, -10, -0.001])
    func invalidLengthsAreIgnored(width: Double) throws {
        let view = ViewNode.hStack([.rect(.frame(width: width, height: 20), id: "a"), .rect(.frame(height: 30), id: "b")])
        let result = try layoutResult(view, container: LayoutContainer(size: Size(width: 200, height: 100), scale: 2))
        let frames = Dictionary(uniqueKeysWithValues: result.frames.map { ($0.name, $0.frame) })
        #expect(frames["a"] == r(0, 40, 96, 20))
        #expect(frames["b"] == r(104, 35, 96, 30))
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.hasPrefix("HStack/Rectangle[0]: frame width ") == true)
        #expect(result.warnings.first?.contains("negative or not finite") == true)
    }

    /// A length read from a proxy is checked on every pass: a negative one is ignored too.
    @Test func negativeProxyLengthIsIgnored() throws {
        let view = ViewNode(.geometryReader, children: [
            ViewNode(.rectangle, modifiers: [.frame(width: .proxy(.horizontal, multiplier: -0.5), height: nil,
                                                    alignment: .center)], id: "r"),
        ])
        let f = try layout(view, width: 200, height: 100)
        #expect(f["r"] == r(0, 0, 200, 100))
    }
}

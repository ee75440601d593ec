import Testing
@testable import LayoutEngine

/// Reference §5.3: in a right-to-left layout HStacks start at the right, and leading/trailing
/// insets and alignments resolve to the right/left. Mirroring: x' = width − x − w.
@Suite struct RightToLeftTests {
    static let rtl = EnvironmentValues(layoutDirection: .rightToLeft)

    @Test(arguments: [
        // LTR: the 80-wide stack at x 60; a at 60, b at 110. RTL: a at 200 − 60 − 50 = 90,
        // b at 200 − 110 − 30 = 60.
        (LayoutDirection.leftToRight, 60.0, 110.0),
        (.rightToLeft, 90, 60),
    ])
    func hStackStartsAtTheLeadingSide(direction: LayoutDirection, aX: Double, bX: Double) throws {
        let f = try layout(.hStack(spacing: 0, [.rect(.frame(width: 50, height: 20), id: "a"),
                                                .rect(.frame(width: 30, height: 20), id: "b")]),
                           width: 200, height: 100, environment: EnvironmentValues(layoutDirection: direction))
        #expect(f["a"] == r(aX, 40, 50, 20))
        #expect(f["b"] == r(bX, 40, 30, 20))
    }

    /// A leading inset is on the right in RTL.
    @Test(arguments: [
        // Padded 70 × 50 centred in 200 × 100: (65, 25) either way; the square 20 in from the
        // left in LTR (85), flush left in RTL (200 − 85 − 50 = 65).
        (LayoutDirection.leftToRight, 85.0),
        (.rightToLeft, 65),
    ])
    func leadingPaddingFlips(direction: LayoutDirection, squareX: Double) throws {
        let f = try layout(.rect(.frame(width: 50, height: 50), .id("c"), .pad(.leading, 20), id: "p"),
                           width: 200, height: 100, environment: EnvironmentValues(layoutDirection: direction))
        #expect(f["p"] == r(65, 25, 70, 50))
        #expect(f["c"] == r(squareX, 25, 50, 50))
    }

    /// `.leading` alignment in a `VStack` is the right edge in RTL.
    @Test(arguments: [
        // Stack 100 × 40 at (50, 30); b (50 wide) at the left in LTR, at 200 − 50 − 50 = 100 in RTL,
        // flush with the stack's right edge (150).
        (LayoutDirection.leftToRight, 50.0),
        (.rightToLeft, 100),
    ])
    func leadingStackAlignmentFlips(direction: LayoutDirection, bX: Double) throws {
        let f = try layout(.vStack(spacing: 0, alignment: .leading, [.rect(.frame(width: 100, height: 20), id: "a"),
                                                                     .rect(.frame(width: 50, height: 20), id: "b")]),
                           width: 200, height: 100, environment: EnvironmentValues(layoutDirection: direction))
        #expect(f["a"] == r(50, 30, 100, 20))
        #expect(f["b"] == r(bX, 50, 50, 20))
    }

    /// A frame's `.leading` alignment is the right side in RTL.
    @Test func leadingFrameAlignmentFlips() throws {
        let view = ViewNode.rect(.frame(width: 20, height: 20), .id("c"), .frame(width: 100, height: 20, alignment: .leading))
        #expect(try layout(view, width: 100, height: 20)["c"] == r(0, 0, 20, 20))
        #expect(try layout(view, width: 100, height: 20, environment: Self.rtl)["c"] == r(80, 0, 20, 20))
    }

    /// The leading safe-area inset is on the right in RTL.
    @Test func leadingSafeAreaIsOnTheRight() throws {
        // Safe area: 40 leading. LTR: x 40…200; RTL: x 0…160.
        let container = LayoutContainer(size: Size(width: 200, height: 100), safeArea: EdgeInsets(leading: 40))
        let ltr = try layoutResult(.rect(id: "r"), container: container)
        let rtl = try layoutResult(.rect(id: "r"), container: container, environment: Self.rtl)
        #expect(ltr.frames.first { $0.name == "r" }?.frame == r(40, 0, 160, 100))
        #expect(rtl.frames.first { $0.name == "r" }?.frame == r(0, 0, 160, 100))
    }
}

import Testing
@testable import LayoutEngine

/// Reference §2.4 and §2.3: `Spacer`.
@Suite struct SpacerTests {
    /// With an ideal proposal a spacer is `minLength` (default 8) along its stack and 0 across.
    @Test func idealSpacerInHStackIsEightByZero() throws {
        // Stack ideal: 20 + 8 + 20 = 48 wide, 20 tall, centred in 200 × 100: (76, 40).
        // The spacer is 0 tall, centred: y = 40 + 10 = 50.
        let f = try layout(.hStack(spacing: 0, [.rect(.frame(width: 20, height: 20)), .spacer(id: "s"),
                                                .rect(.frame(width: 20, height: 20))], .fixed), width: 200, height: 100)
        #expect(f["s"] == r(96, 50, 8, 0))
    }

    /// In a `VStack` the spacer is vertical: 0 wide, `minLength` tall.
    @Test func idealSpacerInVStackIsZeroByMinLength() throws {
        // 20 + 12 + 20 = 52 tall in 100: y0 = 24; the spacer at y 44, x centred: 90 + 10 = 100.
        let f = try layout(.vStack(spacing: 0, [.rect(.frame(width: 20, height: 20)), .spacer(12, id: "s"),
                                                .rect(.frame(width: 20, height: 20))], .fixed), width: 200, height: 100)
        #expect(f["s"] == r(100, 44, 0, 12))
    }

    /// Outside a stack a spacer has no orientation: it takes the proposal on both axes, at
    /// least `minLength`.
    @Test(arguments: [
        (nil, r(0, 0, 300, 200)),           // max(300, 8) × max(200, 8)
        (250, r(0, -25, 300, 250)),         // max(300, 250) × max(200, 250), centred: y = (200 − 250) / 2
    ] as [(Double?, Rect)])
    func spacerOutsideAStackFillsBothAxes(minLength: Double?, expected: Rect) throws {
        let f = try layout(.spacer(minLength, id: "s"), width: 300, height: 200)
        #expect(f["s"] == expected)
    }

    /// A spacer has layout priority −∞: it is sized after every other child, even one that is
    /// as flexible as it is.
    @Test func spacerIsSizedAfterPriorityZeroChildren() throws {
        // The rectangle goes first with 100 − 8 (the spacer's minimum held back) = 92; the
        // spacer gets 8. (By flexibility alone the spacer's larger minimum would go first: 50/50.)
        let f = try layout(.hStack(spacing: 0, [.spacer(id: "s"), .rect(id: "r")]), width: 100, height: 50)
        #expect(f["s"] == r(0, 25, 8, 0))
        #expect(f["r"] == r(8, 0, 92, 50))
    }

    /// C14: texts keep their single-line widths; the spacer between them gets what is left.
    @Test func c14SpacerYieldsToText() throws {
        // Proposed w("AA") + w("AAAA") = 20 + 40 = 60 wide, 2 lines (48) tall. "AA" offered 60/2 = 30
        // -> 20; "AAAA" offered 40 -> 40 (fits on one line); spacer 0. Height one line (24),
        // centred: y = (48 − 24) / 2 = 12.
        let f = try layout(.hStack(spacing: 0, [.t("AA", id: "a"), .spacer(0, id: "s"), .t("AAAA", id: "b")]),
                           width: 60, height: 48)
        #expect(f["a"] == r(0, 12, 20, 24))
        #expect(f["s"] == r(20, 24, 0, 0))
        #expect(f["b"] == r(20, 12, 40, 24))
    }

    /// A spacer is never shorter than `minLength`, even when that overflows the stack.
    @Test func minLengthOverflows() throws {
        // The square takes 90; the spacer is offered 10 but keeps 20. 110 in 100: x0 = −5.
        // Stack 10 tall centred in 50: y = 20; the spacer at y 20 + 5 = 25.
        let f = try layout(.hStack(spacing: 0, [.rect(.frame(width: 90, height: 10), id: "r"), .spacer(20, id: "s")]),
                           width: 100, height: 50)
        #expect(f["r"] == r(-5, 20, 90, 10))
        #expect(f["s"] == r(85, 25, 20, 0))
    }
}

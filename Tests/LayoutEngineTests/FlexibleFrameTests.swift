import Testing
@testable import LayoutEngine

/// Reference §2.5 and C4–C12: `frame(minWidth:idealWidth:maxWidth:…)` (`_FlexFrameLayout`).
@Suite struct FlexibleFrameTests {
    typealias Dimension = FlexibleFrameLayout.Dimension

    /// C4–C12: the bounds SwiftUI stores for (min, ideal, max): min ≥ 0, ideal ≥ min,
    /// max ≥ ideal (`max(ideal ?? 0, max)`), infinities and NaN as described.
    @Test(arguments: [
        // C4, C5, C6: valid bounds are kept.
        ((10, 20, 30), (10, 20, 30)), ((15, 25, 35), (15, 25, 35)),
        ((0, 0, 0), (0, 0, 0)),
        ((100, 200, 300), (100, 200, 300)), ((50, 100, 150), (50, 100, 150)),
        // C7: a negative minimum becomes 0.
        ((-10, nil, nil), (0, nil, nil)), ((-5, nil, nil), (0, nil, nil)), ((-100, nil, nil), (0, nil, nil)),
        ((-50, nil, nil), (0, nil, nil)), ((-0.1, nil, nil), (0, nil, nil)), ((-0.001, nil, nil), (0, nil, nil)),
        // C8: an ideal below the minimum is raised to it.
        ((20, 10, nil), (20, 20, nil)), ((50, 25, nil), (50, 50, nil)), ((100, 0, nil), (100, 100, nil)),
        // C9: a maximum below the ideal is raised to it.
        ((nil, 30, 20), (nil, 30, 30)), ((nil, 100, 50), (nil, 100, 100)), ((nil, 50, 25), (nil, 50, 50)),
        // C10, C11: +∞ stays, −∞ becomes 0.
        ((.infinity, nil, nil), (.infinity, nil, nil)), ((-.infinity, nil, nil), (0, nil, nil)),
        // All nil stays nil.
        ((nil, nil, nil), (nil, nil, nil)),
        // Without an ideal, the maximum is compared with 0, not with the minimum.
        ((50, nil, 20), (50, nil, 20)),
        // A raised ideal raises the maximum in turn: ideal max(20, 10) = 20, max max(20, 15) = 20.
        ((20, 10, 15), (20, 20, 20)),
    ] as [((Double?, Double?, Double?), (Double?, Double?, Double?))])
    func normalisation(input: (Double?, Double?, Double?), expected: (Double?, Double?, Double?)) {
        let d = Dimension(min: input.0, ideal: input.1, max: input.2)
        #expect(d.min == expected.0)
        #expect(d.ideal == expected.1)
        #expect(d.max == expected.2)
    }

    /// C12: a NaN minimum stays NaN.
    @Test func nanMinimumStaysNaN() throws {
        let d = Dimension(min: .nan, ideal: nil, max: nil)
        #expect(try #require(d.min).isNaN)
        #expect(d.ideal == nil)
        #expect(d.max == nil)
    }

    /// The frame's width, and its child's frame, for bounds on the width only (container 300 × 100
    /// unless `containerWidth` says otherwise; the text is 24 tall, the rectangle 100).
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var view: ViewNode
        var containerWidth: Double = 300
        var frame: Rect
        var child: Rect
        var testDescription: String { name }
    }

    static let sizingCases: [Case] = [
        // Both bounds with a proposal: the proposal clamped, without asking the child.
        Case(name: "min and max, clamped down", view: .rect(.id("c"), .flex(minWidth: 50, maxWidth: 100), id: "f"),
             frame: r(100, 0, 100, 100), child: r(100, 0, 100, 100)),
        // 30 clamped up to 50; centred in 30: (30 − 50) / 2 = −10.
        Case(name: "min and max, clamped up", view: .rect(.id("c"), .flex(minWidth: 50, maxWidth: 100), id: "f"),
             containerWidth: 30, frame: r(-10, 0, 50, 100), child: r(-10, 0, 50, 100)),
        // 0…∞ takes 300 whatever the child; "abc" (30) centred: x = 135, y = (100 − 24) / 2 = 38.
        Case(name: "min 0 max infinity", view: .t("abc", .id("c"), .flex(minWidth: 0, maxWidth: .infinity), id: "f"),
             frame: r(0, 38, 300, 24), child: r(135, 38, 30, 24)),
        // Only min, smaller child: max(min(300, 30), 150) = 150 at x 75; "abc" at 75 + 60 = 135.
        Case(name: "min only, small child", view: .t("abc", .id("c"), .flex(minWidth: 150), id: "f"),
             frame: r(75, 38, 150, 24), child: r(135, 38, 30, 24)),
        // Only min, wider child (20 characters, 200): max(min(300, 200), 150) = 200 at x 50.
        Case(name: "min only, wide child", view: .t("abcdefghijklmnopqrst", .id("c"), .flex(minWidth: 150), id: "f"),
             frame: r(50, 38, 200, 24), child: r(50, 38, 200, 24)),
        // Only max: min(max(100, 100), 100) = 100.
        Case(name: "max only, rectangle", view: .rect(.id("c"), .flex(maxWidth: 100), id: "f"),
             frame: r(100, 0, 100, 100), child: r(100, 0, 100, 100)),
        // C46: only max ∞, fixed-size text (120) in 300: min(max(300, 120), ∞) = 300.
        Case(name: "max infinity, proposal wider than child",
             view: .t("Hello, world", .fixed, .id("c"), .flex(maxWidth: .infinity), id: "f"),
             frame: r(0, 38, 300, 24), child: r(90, 38, 120, 24)),
        // C46: in 100 the frame is the text's 120 and overflows: x = (100 − 120) / 2 = −10.
        Case(name: "max infinity, proposal narrower than child",
             view: .t("Hello, world", .fixed, .id("c"), .flex(maxWidth: .infinity), id: "f"),
             containerWidth: 100, frame: r(-10, 38, 120, 24), child: r(-10, 38, 120, 24)),
        // A proposal overrides the ideal: the rectangle is proposed 300.
        Case(name: "ideal ignored with a proposal", view: .rect(.id("c"), .flex(idealWidth: 78), id: "f"),
             frame: r(0, 0, 300, 100), child: r(0, 0, 300, 100)),
        // An unspecified proposal takes the ideal: 78 wide, centred (300 − 78) / 2 = 111.
        Case(name: "ideal with no proposal",
             view: .rect(.id("c"), .flex(idealWidth: 78), .fixedSize(horizontal: true, vertical: false), id: "f"),
             frame: r(111, 0, 78, 100), child: r(111, 0, 78, 100)),
        // No proposal and no ideal, min 30: the rectangle's ideal 10 -> max(min(∞, 10), 30) = 30.
        // The frame places its child at its own size (SwiftUI's `_FlexFrameLayout` placement),
        // so the rectangle fills it. Centred: (300 − 30) / 2 = 135.
        Case(name: "min with no proposal",
             view: .rect(.id("c"), .flex(minWidth: 30), .fixedSize(horizontal: true, vertical: false), id: "f"),
             frame: r(135, 0, 30, 100), child: r(135, 0, 30, 100)),
        // Contradictory bounds min 50 > max 20 (as SwiftUI stores them): the child is proposed
        // min(max(300, 50), 20) = 20 and the frame takes the child's 20 (OpenSwiftUI `sizeThatFits`).
        Case(name: "min above max", view: .rect(.id("c"), .flex(minWidth: 50, maxWidth: 20), id: "f"),
             frame: r(140, 0, 20, 100), child: r(140, 0, 20, 100)),
    ]

    @Test(arguments: sizingCases)
    func sizing(_ c: Case) throws {
        let f = try layout(c.view, width: c.containerWidth, height: 100)
        #expect(f["f"] == c.frame)
        #expect(f["c"] == c.child)
    }

    /// The frame's alignment places the child: a text at the leading edge of a full-width frame.
    @Test func alignmentInAFlexibleFrame() throws {
        let f = try layout(.t("abc", .id("c"), .flex(maxWidth: .infinity, alignment: .leading)), width: 300, height: 100)
        #expect(f["c"] == r(0, 38, 30, 24))
    }

    /// Both axes at once: C3, `Color.red.frame(maxWidth: .infinity).frame(width: 200, height: 200)`.
    @Test func c3MaxWidthInfinityFillsAFixedParent() throws {
        let f = try layout(ViewNode(.color, modifiers: [.flex(maxWidth: .infinity), .id("c"), .frame(width: 200, height: 200)]),
                           width: 200, height: 200)
        #expect(f["c"] == r(0, 0, 200, 200))
    }
}

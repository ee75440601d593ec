import Testing
@testable import LayoutEngine

/// Reference §2.8: `ViewThatFits` shows the first child whose ideal size fits on the
/// constrained axes, else the last one; the others are not laid out.
@Suite struct ViewThatFitsTests {
    static func longOrShort(_ axes: Axis.Set = .both) -> ViewNode {
        // Ideal widths: 14 characters = 140; 5 characters = 50.
        ViewNode(.viewThatFits(in: axes), children: [.t("long text here", id: "long"), .t("short", id: "short")])
    }

    @Test(arguments: [
        (200.0, "long", r(30, 38, 140, 24)),    // 140 ≤ 200: centred, (200 − 140) / 2 = 30
        (100, "short", r(25, 38, 50, 24)),      // 140 > 100; 50 fits: (100 − 50) / 2 = 25
    ])
    func firstChildThatFitsIsShown(width: Double, shown: String, frame: Rect) throws {
        let f = try layout(Self.longOrShort(), width: width, height: 100)
        #expect(f[shown] == frame)
        #expect(f.count == 3)   // the ViewThatFits, the chosen text's path and its id
        #expect(f[shown == "long" ? "short" : "long"] == nil)
    }

    /// When nothing fits, the last child is shown.
    @Test func lastChildWhenNoneFits() throws {
        // 300 and 250 are both wider than 200: the 250 one, centred: x = (200 − 250) / 2 = −25.
        let view = ViewNode(.viewThatFits(in: .both), children: [.rect(.frame(width: 300, height: 10), id: "a"),
                                                                  .rect(.frame(width: 250, height: 10), id: "b")])
        let f = try layout(view, width: 200, height: 100)
        #expect(f["a"] == nil)
        #expect(f["b"] == r(-25, 45, 250, 10))
    }

    /// Only the constrained axes are checked.
    @Test(arguments: [
        (Axis.Set.horizontal, "tall"),   // width 50 ≤ 100 fits; the height is not checked
        (.vertical, "square"),           // height 500 > 100
        (.both, "square"),
    ])
    func onlyConstrainedAxesAreChecked(axes: Axis.Set, shown: String) throws {
        let view = ViewNode(.viewThatFits(in: axes), children: [.rect(.frame(width: 50, height: 500), id: "tall"),
                                                                 .rect(.frame(width: 50, height: 50), id: "square")])
        let f = try layout(view, width: 100, height: 100)
        #expect(f[shown] != nil)
        #expect(f[shown == "tall" ? "square" : "tall"] == nil)
    }

    /// The chosen child is proposed the whole proposal, not its ideal size.
    @Test func chosenChildGetsTheProposal() throws {
        // The rectangle's ideal 10 × 10 fits; it then takes 100 × 80.
        let f = try layout(ViewNode(.viewThatFits(in: .both), children: [.rect(id: "r")]), width: 100, height: 80)
        #expect(f["r"] == r(0, 0, 100, 80))
    }
}

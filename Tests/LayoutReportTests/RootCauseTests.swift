import LayoutEngine
@testable import LayoutReport
import LayoutRunner
import Testing

@Suite struct RootCauseTests {
    static func frame(_ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, lines: Int? = nil) -> BaselineFrame {
        BaselineFrame(name: name, rect: Rect(x: x, y: y, width: w, height: h), lines: lines)
    }

    static func causes(_ expected: [BaselineFrame], _ actual: [BaselineFrame]) -> [String] {
        RootCause.causes(of: FrameComparison(tolerance: 0).compare(expected: expected, actual: actual).differences)
            .map { "\($0.difference.name) +\($0.followers)" }
    }

    @Test func aTextThatGrewIsTheCauseItsStacksAndSiblingsFollow() {
        // Text[0] wraps to two lines: its HStack and the VStack grow, Text[1] and the Button move.
        let expected = [Self.frame("VStack", 0, 0, 300, 100), Self.frame("VStack/HStack", 0, 0, 300, 20),
                        Self.frame("VStack/HStack/Text[0]", 0, 0, 150, 20, lines: 1), Self.frame("VStack/HStack/Text[1]", 150, 0, 150, 20, lines: 1),
                        Self.frame("VStack/Button", 0, 30, 300, 44), Self.frame("VStack/Button/background/Color", 0, 30, 300, 44),
                        Self.frame("#name", 0, 0, 150, 20)]
        let actual = [Self.frame("VStack", 0, 0, 300, 120), Self.frame("VStack/HStack", 0, 0, 300, 40),
                      Self.frame("VStack/HStack/Text[0]", 0, 0, 150, 40, lines: 2), Self.frame("VStack/HStack/Text[1]", 150, 10, 150, 20, lines: 1),
                      Self.frame("VStack/Button", 0, 50, 300, 44), Self.frame("VStack/Button/background/Color", 0, 50, 300, 44),
                      Self.frame("#name", 0, 0, 150, 40)]
        #expect(Self.causes(expected, actual) == ["VStack/HStack/Text[0] +6"])
    }

    @Test func aBackgroundFollowsItsOwner() {
        let expected = [Self.frame("Button", 0, 0, 80, 20), Self.frame("Button/Text", 0, 0, 80, 20, lines: 1),
                        Self.frame("Button/background/Color", 0, 0, 80, 20)]
        let actual = [Self.frame("Button", 0, 0, 120, 20), Self.frame("Button/Text", 0, 0, 120, 20, lines: 1),
                      Self.frame("Button/background/Color", 0, 0, 120, 20)]
        #expect(Self.causes(expected, actual) == ["Button/Text +2"])
    }

    @Test func twoIndependentChangesAreTwoCauses() {
        let expected = [Self.frame("VStack", 0, 0, 300, 40), Self.frame("VStack/Text[0]", 0, 0, 100, 20), Self.frame("VStack/Text[1]", 0, 20, 100, 20)]
        let actual = [Self.frame("VStack", 0, 0, 300, 40), Self.frame("VStack/Text[0]", 0, 0, 120, 20), Self.frame("VStack/Text[1]", 0, 20, 90, 20)]
        #expect(Self.causes(expected, actual) == ["VStack/Text[0] +0", "VStack/Text[1] +0"])
    }

    @Test func whenEverythingOnlyMovedTheOutermostMovedViewIsTheCause() {
        let expected = [Self.frame("VStack", 0, 0, 300, 40), Self.frame("VStack/Text", 0, 0, 100, 20)]
        let actual = [Self.frame("VStack", 0, 10, 300, 40), Self.frame("VStack/Text", 0, 10, 100, 20)]
        #expect(Self.causes(expected, actual) == ["VStack +1"])
    }

    @Test func anAddedSubtreeIsOneCauseAtItsTop() {
        let expected = [Self.frame("VStack", 0, 0, 300, 20), Self.frame("VStack/Text[0]", 0, 0, 100, 20)]
        let actual = [Self.frame("VStack", 0, 0, 300, 40), Self.frame("VStack/Text[0]", 0, 0, 100, 20),
                      Self.frame("VStack/HStack", 0, 20, 300, 20), Self.frame("VStack/HStack/Text", 0, 20, 50, 20)]
        #expect(Self.causes(expected, actual) == ["VStack/HStack +2"])
    }
}

@Suite struct RootCausePathTests {
    @Test(arguments: [("VStack/Button/background/Color", "VStack/Button"), ("A/overlay[1]/Text", "A"),
                      ("VStack/Text", nil), ("background/Color", nil), ("A/backgroundish/B/overlay/C", "A/backgroundish/B")])
    func slotOwners(path: String, owner: String?) {
        #expect(RootCause.slotOwner(of: path).map(String.init) == owner)
    }

    @Test(arguments: [("VStack/HStack/Text", "VStack/HStack/Image", 2), ("VStack/HStack[1]", "VStack/HStack[10]", 1),
                      ("VStack", "VStack", 1), ("A/B", "A", 1), ("A", "B", 0), ("AB/C", "A/C", 0)])
    func sharedComponents(a: String, b: String, count: Int) {
        #expect(RootCause.sharedComponents(a, b) == count)
        #expect(RootCause.sharedComponents(b, a) == count)
    }
}

import Testing
@testable import LayoutEngine

/// Spec §3 (`preference` and `{"state": key}`): published values feed state, and the tree is
/// laid out again until no state changes.
@Suite struct PreferenceStateTests {
    /// Seed 000: two buttons publish their label widths (max) and take the widest as their frame
    /// width. Pass 1 publishes 200; pass 2 reads 200 and publishes 200 again: settled in 2.
    @Test func buttonWidthSyncSettlesInTwoPasses() throws {
        let buttons = ViewNode.group([.button(.t("Log in")), .button(.t("I forgot my password"))],
                                     .preference(key: "buttonWidth", dimension: .horizontal, reduce: .max),
                                     .frame(width: .state("buttonWidth"), height: nil, alignment: .center),
                                     .pad(16), .background(.rect(), .center), .id("btn"))
        let result = try layoutResult(.vStack([buttons]), container: LayoutContainer(size: Size(width: 400, height: 300)))
        #expect(result.passes == 2)
        let f = Dictionary(uniqueKeysWithValues: result.frames.map { ($0.name, $0.frame) })
        // Each button: 200 + 32 = 232 wide, 24 + 32 = 56 tall; the VStack 232 × (56 + 8 + 56) = 120,
        // centred in 400 × 300: (84, 90).
        #expect(f["btn[0]"] == r(84, 90, 232, 56))
        #expect(f["btn[1]"] == r(84, 154, 232, 56))
        // "Log in" (60) centred in its 200-wide frame at x 100: 170.
        #expect(f["VStack/Group/Button[0]/Text"] == r(170, 106, 60, 24))
        #expect(f["VStack/Group/Button[1]/Text"] == r(100, 170, 200, 24))
    }

    /// A layout whose published value feeds a larger value back never settles: an error, not frames.
    @Test(arguments: [8, 3])
    func layoutThatNeverSettlesThrows(maximumPasses: Int) {
        // Pass 1: no state, the rectangle fills 298 + 2 = 300, published 300. Pass 2: frame 300,
        // padded 302 ... every pass publishes 2 more.
        let view = ViewNode.rect(.frame(width: .state("w"), height: nil, alignment: .center), .pad(.horizontal, 1),
                                 .preference(key: "w", dimension: .horizontal, reduce: .max))
        #expect(throws: LayoutError.didNotSettle(passes: maximumPasses, keys: ["w"])) {
            try layoutResult(view, container: LayoutContainer(size: Size(width: 300, height: 100)), maximumPasses: maximumPasses)
        }
    }

    /// State that is never published stays unset: the frame is neutral and one pass suffices.
    @Test func unpublishedStateIsNil() throws {
        let view = ViewNode.rect(.frame(width: .state("never"), height: nil, alignment: .center), id: "r")
        let result = try layoutResult(view, container: LayoutContainer(size: Size(width: 300, height: 100)))
        #expect(result.passes == 1)
        #expect(result.frames.first { $0.name == "r" }?.frame == r(0, 0, 300, 100))
    }

    /// A published value that does not change the layout settles in one pass more than it takes
    /// to publish it: pass 1 publishes 300, pass 2 publishes 300 again.
    @Test func stableValueSettlesInTwoPasses() throws {
        let view = ViewNode.rect(.preference(key: "w", dimension: .horizontal, reduce: .max),
                                 .frame(width: .state("w"), height: nil, alignment: .center), id: "r")
        let result = try layoutResult(view, container: LayoutContainer(size: Size(width: 300, height: 100)))
        #expect(result.passes == 2)
        #expect(result.frames.first { $0.name == "r" }?.frame == r(0, 0, 300, 100))
    }
}

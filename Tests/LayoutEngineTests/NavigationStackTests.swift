import Testing
@testable import LayoutEngine

/// `NavigationStack`: a 44-pt bar (with 52 more for a large title, 8 of it below the title)
/// over content that fills what is left, and a 44-pt bottom bar when an item asks for one.
/// Texts here are 24 tall (`t`); the container is 300 × 600, no safe area.
@Suite struct NavigationStackTests {
    static func stack(_ mode: TitleDisplayMode, items: [ToolbarItem] = []) -> ViewNode {
        var modifiers: [Modifier] = [.navigationTitle(.verbatim("Title")), .navigationBarTitleDisplayMode(mode)]
        if !items.isEmpty { modifiers.append(.toolbar(items)) }
        return ViewNode(.navigationStack, children: [ViewNode(.rectangle, modifiers: modifiers, id: "content")])
    }

    /// The content is below the bar: 44 inline, 44 + 52 = 96 large (and automatic, at the root).
    @Test(arguments: [
        (TitleDisplayMode.inline, r(0, 44, 300, 556)),
        (.large, r(0, 96, 300, 504)),
        (.automatic, r(0, 96, 300, 504)),
    ])
    func contentIsBelowTheBar(mode: TitleDisplayMode, content: Rect) throws {
        let f = try layout(Self.stack(mode), width: 300, height: 600)
        #expect(f["content"] == content)
        #expect(f["NavigationStack"] == r(0, 0, 300, 600))
    }

    /// Toolbar items sit 16 from the bar's ends, centred in its 44; a bottom-bar item is
    /// centred in a 44 bar at the bottom, and the content ends above it.
    @Test func toolbarItems() throws {
        let items = [ToolbarItem(placement: .topBarLeading, content: .t("ab", id: "lead")),
                     ToolbarItem(placement: .topBarTrailing, content: .t("abc", id: "trail")),
                     ToolbarItem(placement: .bottomBar, content: .t("abcd", id: "bottom"))]
        let f = try layout(Self.stack(.inline, items: items), width: 300, height: 600)
        // Centred in 44: y (44 − 24) / 2 = 10. Leading at 16; trailing ends at 300 − 16 = 284.
        #expect(f["lead"] == r(16, 10, 20, 24))
        #expect(f["trail"] == r(254, 10, 30, 24))
        // The bottom bar is 556 to 600: the item at 556 + 10, centred across: (300 − 40) / 2.
        #expect(f["bottom"] == r(130, 566, 40, 24))
        #expect(f["content"] == r(0, 44, 300, 512))
    }

    @Test func constants() {
        #expect(NavigationBarConstants.barHeight == 44)
        #expect(NavigationBarConstants.largeTitleHeight == 52)
        #expect(NavigationBarConstants.largeTitleBottomPadding == 8)
        #expect(NavigationBarConstants.edgePadding == 16)
    }
}

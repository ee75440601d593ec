import Testing
@testable import LayoutEngine

/// `TabView`: the selected tab's content in the space the bar leaves; the bar at the bottom
/// (49 tall, down through the safe area), in a compact height 32 with icons beside titles, or
/// on an iPad in a regular width at the top (44), titles only. Titles are 10 pt at the bottom
/// (5 wide a character, 12 tall a line with the fixed measurer), 12 pt beside the icon.
@Suite struct TabViewTests {
    static func tab(_ title: String, image: Bool = true, _ content: ViewNode) -> ViewNode {
        ViewNode(Tab(label: TabItemLabel(title: .verbatim(title), hasImage: image)), children: [content])
    }

    /// Three tabs titled "Map" (15 wide), "Inbox" (25) and "Top" (15), each a colour.
    static func tabs(_ selection: TabView.Selection = .index(0)) -> ViewNode {
        ViewNode(TabView(selection: selection), children: [
            tab("Map", ViewNode(.color, id: "a")), tab("Inbox", ViewNode(.color, id: "b")),
            tab("Top", ViewNode(.color, id: "c")),
        ], id: "tabs")
    }

    /// The lengths the frames below follow from, by name: each is sourced in
    /// `docs/swiftui-constants.md` and pinned in `constants()`.
    static let bar = TabBarConstants.barHeight
    static let compactBar = TabBarConstants.compactBarHeight
    static let topBar = TabBarConstants.topBarHeight
    static let padding = TabBarConstants.itemPadding
    static let icon = TabBarConstants.iconSize
    static let compactIcon = TabBarConstants.compactIconSize

    /// The iPhone 16 in portrait: 393 × 852, 59 above and 34 below the safe area.
    static let phone = LayoutContainer(size: Size(width: 393, height: 852), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34),
                                       idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)

    static func frames(_ view: ViewNode, in container: LayoutContainer,
                       size: DynamicTypeSize = .large) throws -> (frames: [String: Rect], warnings: [String]) {
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        let result = try engine.layout(view, in: container, environment: EnvironmentValues(dynamicTypeSize: size))
        var frames: [String: Rect] = [:]
        for entry in result.frames { frames[entry.name] = entry.frame }
        return (frames, result.warnings)
    }

    /// The strings a layout reports are those of the bar it placed: the view has a bar for
    /// each placement, and a baseline keeps one string per path, so the titles of the bars not
    /// laid out made every `record` see the strings changed (three titles at each path).
    @Test func onlyThePlacedBarsTitlesAreReported() throws {
        var engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        engine.reportsTexts = true
        let result = try engine.layout(Self.tabs(), in: Self.phone, environment: EnvironmentValues())
        let titles = result.texts.filter { $0.path.hasPrefix("TabView/tabBar/") }
        #expect(titles.map(\.path) == ["TabView/tabBar/item[0]/Text", "TabView/tabBar/item[1]/Text", "TabView/tabBar/item[2]/Text"])
        #expect(titles.map(\.string) == ["Map", "Inbox", "Top"])
        #expect(Set(result.texts.map(\.path)).count == result.texts.count, "one string per path")
    }

    /// The bottom bar on a phone: the view fills the safe area (0, 59, 393, 759); the bar's own
    /// 49 end at 59 + 759 = 818, so it starts at 769 and reaches down to 852 (83 tall); the
    /// content has the rest, 759 − 49 = 710. Items are 393 / 3 = 131 wide; an icon is 5 below
    /// the bar's top, centred: x (131 − 31) / 2 = 50; its title under it, at 774 + 28 = 802,
    /// centred on the icon: "Map" at 50 + (31 − 15) / 2 = 58, "Inbox" at 131 + 50 + 3 = 184.
    @Test func bottomBarOnAPhone() throws {
        let (bar, padding, icon) = (Self.bar, Self.padding, Self.icon)
        let f = try Self.frames(Self.tabs(), in: Self.phone).frames
        #expect(f["tabs"] == r(0, 59, 393, 759))
        #expect(f["a"] == r(0, 59, 393, 759 - bar))
        #expect(f["TabView/tabBar"] == r(0, 818 - bar, 393, 852 - 818 + bar))
        #expect(f["TabView/tabBar/item[0]"] == r(0, 818 - bar, 131, bar))
        #expect(f["TabView/tabBar/item[2]"] == r(262, 818 - bar, 131, bar))
        #expect(f["TabView/tabBar/item[0]/icon"] == r((131 - icon.width) / 2, 818 - bar + padding, icon.width, icon.height))
        #expect(f["TabView/tabBar/item[0]/Text"] == r(58, 818 - bar + padding + icon.height, 15, 12))
        #expect(f["TabView/tabBar/item[1]/Text"] == r(184, 818 - bar + padding + icon.height, 25, 12))
    }

    /// Only the selected tab is laid out, by position or by a `Tab`'s value; one that names no
    /// tab shows the first, with a warning.
    @Test(arguments: [
        (TabView.Selection.index(1), "b", nil as String?),
        (.index(7), "a", "TabView: selection 7 names no tab (there are 3); showing the first"),
        (.value("top"), "c", nil),
        (.value("nowhere"), "a", "TabView: selection \"nowhere\" is no Tab's value; showing the first"),
    ])
    func selection(_ selection: TabView.Selection, shown: String, warning: String?) throws {
        var view = Self.tabs(selection)
        view.children[2].content = ViewContent(Tab(label: TabItemLabel(title: .verbatim("Top"), hasImage: true), value: "top"))
        let (f, warnings) = try Self.frames(view, in: Self.phone)
        #expect(f[shown] == r(0, 59, 393, 710))
        #expect(Set(["a", "b", "c"]).filter { f[$0] != nil } == [shown])
        #expect(warnings.filter { $0.contains("selection") } == (warning.map { [$0] } ?? []))
    }

    /// A compact height (a phone turned): an 800 × 400 box with 50 on each side and 20 below.
    /// The view is 700 × 380 at x 50; the bar's 32 start at 380 − 32 = 348 and reach to 400
    /// (52 tall). Two items of 350; in each, the 23 × 20 icon, 5, and "Maps" (4 × 6 = 24 wide
    /// at 12 pt) make 52, padded 62, centred: 50 + (350 − 62) / 2 + 5 = 199; vertically the
    /// padded 30 in 32: 348 + 1 + 5 = 354. The title follows at 199 + 23 + 5 = 227.
    @Test func compactHeight() throws {
        let box = LayoutContainer(size: Size(width: 800, height: 400), scale: 1,
                                  safeArea: EdgeInsets(top: 0, leading: 50, bottom: 20, trailing: 50), idiom: .phone,
                                  horizontalSizeClass: .compact, verticalSizeClass: .compact)
        let view = ViewNode(TabView(), children: [Self.tab("Maps", ViewNode(.color, id: "a")), Self.tab("Maps", ViewNode(.color))])
        let (bar, icon) = (Self.compactBar, Self.compactIcon)
        let f = try Self.frames(view, in: box).frames
        #expect(f["a"] == r(50, 0, 700, 380 - bar))
        #expect(f["TabView/tabBar"] == r(50, 380 - bar, 700, 400 - 380 + bar))
        #expect(f["TabView/tabBar/item[1]"] == r(400, 380 - bar, 350, bar))
        #expect(f["TabView/tabBar/item[0]/icon"] == r(199, 354, icon.width, icon.height))
        #expect(f["TabView/tabBar/item[0]/Text"]?.minX == 227)
        #expect(f["TabView/tabBar/item[0]/Text"]?.width == 24)
    }

    /// An iPad in a regular width: the bar at the top of the safe area, 44 tall, the content
    /// below it (24 + 44 = 68, 956 − 44 = 912 tall), titles only (no icon frames), side by side
    /// with the default spacing, centred: body text is 8.5 a character, so "Map" and "Top"
    /// are 25.5 and "Inbox" 42.5; 25.5 + 8 + 42.5 + 8 + 25.5 = 109.5, from (800 − 109.5) / 2.
    /// In a compact width (Split View) the same iPad has the bottom bar: 49 from 1000 − 20 −
    /// 49 = 931, down to 1000.
    @Test(arguments: [UserInterfaceSizeClass.regular, .compact])
    func iPad(width: UserInterfaceSizeClass) throws {
        let box = LayoutContainer(size: Size(width: 800, height: 1000), scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20),
                                  idiom: .pad, horizontalSizeClass: width, verticalSizeClass: .regular)
        let f = try Self.frames(Self.tabs(), in: box).frames
        if width == .regular {
            #expect(f["TabView/tabBar"] == r(0, 24, 800, Self.topBar))
            #expect(f["a"] == r(0, 24 + Self.topBar, 800, 956 - Self.topBar))
            #expect(f["TabView/tabBar/item[0]/icon"] == nil)
            // 345.25, snapped to the half-point grid of @2x: 345.5.
            #expect(f["TabView/tabBar/item[0]/Text"]?.minX == 345.5)
        } else {
            #expect(f["TabView/tabBar"] == r(0, 980 - Self.bar, 800, 20 + Self.bar))
            #expect(f["a"] == r(0, 24, 800, 956 - Self.bar))
            #expect(f["TabView/tabBar/item[0]/icon"] != nil)
        }
    }

    /// iPadOS 18: a tab whose content is a `NavigationStack` shares its navigation bar's row
    /// with the top tab bar. The stack takes the whole safe area from 24; its bar's row is the
    /// tab bar's (24, 44 tall), so its content starts at 24 + 44 = 68, not 24 + 44 + 44 = 112,
    /// and a large title sits below the shared row (68 + 52 = 120 for the content). The inline
    /// title is in the row with the tabs. A Mac window lays out alike; in a compact width the
    /// bar goes to the bottom and the stack's own bar is at the top of the safe area.
    @Test(arguments: [(UserInterfaceIdiom.pad, UserInterfaceSizeClass.regular, TitleDisplayMode.inline),
                      (.pad, .regular, .large), (.mac, .regular, .inline), (.pad, .compact, .inline)])
    func navigationStackSharesTheTopRow(idiom: UserInterfaceIdiom, width: UserInterfaceSizeClass,
                                        mode: TitleDisplayMode) throws {
        let inbox = ViewNode(.navigationStack, children: [
            ViewNode(.color, modifiers: [.navigationTitle(.verbatim("Inbox")), .navigationBarTitleDisplayMode(mode)], id: "b"),
        ])
        let view = ViewNode(TabView(selection: .index(1)), children: [
            Self.tab("Map", ViewNode(.color, id: "a")), Self.tab("Inbox", inbox), Self.tab("Top", ViewNode(.color, id: "c")),
        ])
        let box = LayoutContainer(size: Size(width: 800, height: 1000), scale: 2,
                                  safeArea: idiom == .mac ? .zero : EdgeInsets(top: 24, bottom: 20),
                                  idiom: idiom, horizontalSizeClass: width, verticalSizeClass: .regular)
        let top = idiom == .mac ? 0.0 : 24
        let (bar, row, largeTitle) = (Self.bar, Self.topBar, NavigationBarConstants.largeTitleHeight)
        let f = try Self.frames(view, in: box).frames
        let stack = try #require(f["TabView/Tab[1]/NavigationStack"])
        #expect(stack.minY == top)
        let title = try #require(f["TabView/Tab[1]/NavigationStack/navigationBar/Text"])
        if width == .compact {
            #expect(f["TabView/tabBar"]?.minY == 980 - bar)
            #expect(f["b"]?.minY == top + NavigationBarConstants.barHeight)
            return
        }
        #expect(f["TabView/tabBar"] == r(0, top, 800, row))
        let tabTitle = try #require(f["TabView/tabBar/item[1]/Text"])
        if mode == .inline {
            // Down to the safe area's bottom: 1000 − 20 on the iPad, 1000 in the window.
            let bottom = idiom == .mac ? 1000.0 : 980
            #expect(f["b"] == r(0, top + row, 800, bottom - top - row))
            // The inline title and the tabs' titles in one row.
            #expect(title.minY == tabTitle.minY)
        } else {
            #expect(f["b"]?.minY == top + row + largeTitle)
            #expect(title.minY >= top + row)
        }
    }

    /// A box that names no device has the phone's bottom bar; without a safe area the bar is
    /// its own 49: 400 − 49 = 351.
    @Test func aBoxIsAPhone() throws {
        let box = LayoutContainer(size: Size(width: 300, height: 400), scale: 1)
        let f = try Self.frames(Self.tabs(), in: box).frames
        #expect(f["TabView/tabBar"] == r(0, 400 - Self.bar, 300, Self.bar))
        #expect(f["a"] == r(0, 0, 300, 400 - Self.bar))
    }

    /// Content that ignores the safe area grows under the bar and on through the screen's
    /// safe area: the whole 393 × 852.
    @Test func contentIgnoringTheSafeAreaGoesUnderTheBar() throws {
        let view = ViewNode(TabView(), children: [Self.tab("Map", ViewNode(.color, modifiers: [.ignoresSafeArea(.all), .id("a")]))])
        let f = try Self.frames(view, in: Self.phone).frames
        #expect(f["a"] == r(0, 0, 393, 852))
    }

    /// Titles in the bottom bar do not follow Dynamic Type: 12 tall at accessibility3 too.
    @Test func titlesAreFixed() throws {
        let f = try Self.frames(Self.tabs(), in: Self.phone, size: .accessibility3).frames
        #expect(f["TabView/tabBar/item[0]/Text"] == r(58, 818 - Self.bar + Self.padding + Self.icon.height, 15, 12))
    }

    /// A `tabItem` gives a tab's item; a tab with none has an empty item, and a `Tab` outside
    /// a `TabView` is its content.
    @Test func tabItemsAndLooseTabs() throws {
        let view = ViewNode(TabView(), children: [
            ViewNode(.color, modifiers: [.tabItem(TabItemLabel(title: .verbatim("Map"), hasImage: false))], id: "a"),
            ViewNode(.color),
        ])
        let f = try Self.frames(view, in: Self.phone).frames
        // No icon: the title is 5 below the bar's top, at x (196.5 − 15) / 2 = 90.75, which
        // snaps to the @3x grid at 272 / 3; the second item's 196.5 snaps to 590 / 3.
        #expect(f["TabView/tabBar/item[0]/Text"] == r(272.0 / 3, 818 - Self.bar + Self.padding, 15, 12))
        #expect(f["TabView/tabBar/item[0]/icon"] == nil)
        #expect(f["TabView/tabBar/item[1]"] == r(590.0 / 3, 818 - Self.bar, 393 - 590.0 / 3, Self.bar))
        let loose = try Self.frames(Self.tab("Map", ViewNode(.color, id: "x")), in: Self.phone).frames
        #expect(loose["x"] == r(0, 59, 393, 759))
    }

    /// The tab bar's constants, by name, with the values their sources give
    /// (`docs/swiftui-constants.md`, "Tab bars"): react-navigation's UIKit imitation
    /// (`TABBAR_HEIGHT_UIKIT` 49, `TABBAR_HEIGHT_UIKIT_COMPACT` 32, `ICON_SIZE_WIDE`/`_TALL`
    /// 31 × 28 and 23 × 20 compact, padding 5, label font 10 and 12 beside the icon, with
    /// `marginStart: 5`), and iPadOS 18's top bar in the navigation bar's 44-pt row.
    @Test func constants() {
        #expect(TabBarConstants.barHeight == 49)
        #expect(TabBarConstants.compactBarHeight == 32)
        #expect(TabBarConstants.topBarHeight == 44)
        #expect(TabBarConstants.topBarHeight == NavigationBarConstants.barHeight)
        #expect(TabBarConstants.itemPadding == 5)
        #expect(TabBarConstants.iconSize == Size(width: 31, height: 28))
        #expect(TabBarConstants.compactIconSize == Size(width: 23, height: 20))
        #expect(TabBarConstants.titleSize == 10)
        #expect(TabBarConstants.compactTitleSize == 12)
        #expect(TabBarConstants.compactIconSpacing == 5)
    }

    @Test func sizeIsNoLargerThanAStack() {
        #expect(MemoryLayout<TabViewLayout>.size <= MemoryLayout<StackLayout>.size)
    }
}

import LayoutEngine
@testable import LayoutFixtures
import Testing

/// How a `TabView`, its `Tab`s and `tabItem`s are read, and what is wrong with them.
@Suite struct TabViewReadingTests {
    @Test(arguments: [
        (#"{"type": "TabView", "selection": -1}"#,
         #"Fixtures/test.json:1:63: view.selection: a TabView's selection is a tab's position (0, 1, …) or a Tab's value (a string)"#),
        (#"{"type": "TabView", "selection": 1.5}"#,
         #"Fixtures/test.json:1:63: view.selection: a TabView's selection is a tab's position (0, 1, …) or a Tab's value (a string)"#),
        (#"{"type": "Tab", "verbatim": "a", "systemImage": "house", "image": "logo"}"#,
         #"Fixtures/test.json:1:96: view.image: a Tab has either "systemImage" or "image", not both"#),
        (#"{"type": "Tab", "role": "home"}"#,
         #"Fixtures/test.json:1:54: view.role: expected one of "search", found the string "home""#),
    ])
    func rejected(view: String, message: String) {
        let found = loadError { () throws(FixtureError) in
            try ScenarioLoader.load(text: #"{"scenario": "test", "view": "# + view + "}", file: "Fixtures/test.json")
        }
        #expect(found == message)
    }

    /// A `Label` in a `tabItem` is read as the bar item: both a title and an icon, or an
    /// error at the key that is wrong.
    @Test func labelNeedsATitle() {
        let found = loadError { () throws(FixtureError) in
            try ScenarioLoader.load(text: #"{"scenario": "test", "view": {"type": "Color", "modifiers": [{"tabItem": {"type": "Label", "systemImage": "house"}}]}}"#,
                                    file: "Fixtures/test.json")
        }
        #expect(found?.contains(#"a Label needs "key" (a localized title) or "verbatim""#) == true)
    }

    /// A `ForEach` can make the tabs: each `Tab` takes its row's item as its title.
    @Test func tabsFromAForEach() throws {
        let view = try loadView(#"{"type": "TabView", "children": [{"type": "ForEach", "items": ["Home", "Search"], "content": {"type": "Tab", "verbatim": {"item": true}, "children": [{"type": "Color"}]}}]}"#)
        let rows = try #require(view.children.first?.children)
        #expect(rows.map(\.content) == [ViewContent(Tab(label: TabItemLabel(title: .verbatim("Home"), hasImage: false))),
                                        ViewContent(Tab(label: TabItemLabel(title: .verbatim("Search"), hasImage: false)))])
    }
}

/// A kind that is a `TabItemPart` gives a `tabItem` view its title and icon.
@Suite struct TabItemPartTests {
    @Test func aKindInATabItemGivesItsTitleAndIcon() {
        let part = ViewNode(Tab(label: TabItemLabel(title: .verbatim("Inbox"), hasImage: true)))
        let view = ViewNode(.hStack(alignment: .center, spacing: nil), children: [part])
        #expect(TabItemLabel(view: view) == TabItemLabel(title: .verbatim("Inbox"), hasImage: true))
    }
}

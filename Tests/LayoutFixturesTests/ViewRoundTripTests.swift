import LayoutEngine
@testable import LayoutFixtures
import Testing

typealias ViewExample = RoundTripExample<ViewNode>

@Suite("Views of spec section 2")
struct ViewRoundTripTests {
    static let text = ViewNode(.text(.verbatim("a")))

    static let examples: [ViewExample] = [
        // Text
        ViewExample(#"{"type": "Text", "key": "login"}"#, ViewNode(.text(.key("login")))),
        ViewExample(#"{"type": "Text", "verbatim": "Log in", "lineLimit": 2, "multilineTextAlignment": "center"}"#,
                    ViewNode(.text(.verbatim("Log in"), lineLimit: 2, multilineTextAlignment: .center))),
        ViewExample(#"{"type": "Text", "key": "k", "lineLimit": null, "multilineTextAlignment": "trailing"}"#,
                    ViewNode(.text(.key("k"), lineLimit: nil, multilineTextAlignment: .trailing))),
        // Text concatenation: runs flattened, a nested text's modifiers after its runs' own.
        ViewExample(#"{"type": "Text", "runs": [{"type": "Text", "key": "name"}, {"type": "Text", "verbatim": " · 2h", "modifiers": [{"bold": true}, {"foregroundStyle": "secondary"}]}], "lineLimit": 1}"#,
                    ViewNode(.text(.concatenation([StyledText(.key("name")),
                                                   StyledText(.verbatim(" · 2h"), modifiers: [.bold(), .layoutNeutral("foregroundStyle")])]),
                                   lineLimit: 1))),
        ViewExample(#"{"type": "Text", "runs": [{"type": "Text", "runs": [{"type": "Text", "verbatim": "a", "modifiers": [{"italic": true}]}, {"type": "Text", "key": "b"}], "modifiers": [{"font": "headline"}]}, {"type": "Text", "key": "%lld new", "args": [3]}]}"#,
                    ViewNode(.text(.concatenation([
                        StyledText(.verbatim("a"), modifiers: [.italic(true), .font(.style(.headline))]),
                        StyledText(.key("b"), modifiers: [.font(.style(.headline))]),
                        StyledText(.formatted(LocalizedText(key: "%lld new", arguments: [.integer(3)]))),
                    ])))),
        // Image
        ViewExample(#"{"type": "Image", "width": 24, "height": 16}"#, ViewNode(.image(width: 24, height: 16, resizable: false))),
        ViewExample(#"{"type": "Image", "width": 24, "height": 16, "resizable": true}"#,
                    ViewNode(.image(width: 24, height: 16, resizable: true))),
        // Shapes, Spacer, Divider
        ViewExample(#"{"type": "Rectangle"}"#, ViewNode(.rectangle)),
        ViewExample(#"{"type": "RoundedRectangle", "cornerRadius": 12, "style": "continuous"}"#, ViewNode(.shape(.roundedRectangle))),
        ViewExample(#"{"type": "RoundedRectangle", "cornerSize": {"width": 8, "height": 6}}"#, ViewNode(.shape(.roundedRectangle))),
        ViewExample(#"{"type": "Capsule", "style": "circular"}"#, ViewNode(.shape(.capsule))),
        ViewExample(#"{"type": "Circle"}"#, ViewNode(.shape(.circle))),
        ViewExample(#"{"type": "Ellipse"}"#, ViewNode(.shape(.ellipse))),
        ViewExample(#"{"type": "Color"}"#, ViewNode(.color)),
        ViewExample(#"{"type": "Spacer"}"#, ViewNode(.spacer(minLength: nil))),
        ViewExample(#"{"type": "Spacer", "minLength": 0}"#, ViewNode(.spacer(minLength: 0))),
        ViewExample(#"{"type": "Divider"}"#, ViewNode(.divider)),
        // Stacks
        ViewExample(#"{"type": "HStack"}"#, ViewNode(.hStack(alignment: .center, spacing: nil))),
        ViewExample(#"{"type": "HStack", "alignment": "firstTextBaseline", "spacing": 4, "children": [{"type": "Text", "verbatim": "a"}]}"#,
                    ViewNode(.hStack(alignment: .firstTextBaseline, spacing: 4), children: [text])),
        ViewExample(#"{"type": "HStack", "alignment": "lastTextBaseline", "spacing": null}"#,
                    ViewNode(.hStack(alignment: .lastTextBaseline, spacing: nil))),
        ViewExample(#"{"type": "VStack", "alignment": "leading", "spacing": 0}"#, ViewNode(.vStack(alignment: .leading, spacing: 0))),
        ViewExample(#"{"type": "VStack"}"#, ViewNode(.vStack(alignment: .center, spacing: nil))),
        ViewExample(#"{"type": "ZStack"}"#, ViewNode(.zStack(alignment: .center))),
        ViewExample(#"{"type": "ZStack", "alignment": "bottomTrailing"}"#, ViewNode(.zStack(alignment: .bottomTrailing))),
        ViewExample(#"{"type": "ZStack", "alignment": "topLeading"}"#, ViewNode(.zStack(alignment: .topLeading))),
        // Group, Button, GeometryReader
        ViewExample(#"{"type": "Group", "children": [{"type": "Text", "verbatim": "a"}], "modifiers": [{"padding": 8}]}"#,
                    ViewNode(.group, children: [text], modifiers: [.padding(EdgeInsets(all: 8))])),
        ViewExample(#"{"type": "Button", "children": [{"type": "Text", "verbatim": "a"}], "id": "login"}"#,
                    ViewNode(.button, children: [text], id: "login")),
        ViewExample(#"{"type": "Toggle", "isOn": true, "children": [{"type": "Text", "verbatim": "a"}]}"#,
                    ViewNode(Toggle(isOn: true), children: [text])),
        ViewExample(#"{"type": "Toggle"}"#, ViewNode(Toggle(isOn: false))),
        // TabView and Tab
        ViewExample(#"{"type": "TabView", "children": [{"type": "Text", "verbatim": "a"}]}"#,
                    ViewNode(TabView(selection: .index(0)), children: [text])),
        ViewExample(#"{"type": "TabView", "selection": 2}"#, ViewNode(TabView(selection: .index(2)))),
        ViewExample(#"{"type": "TabView", "selection": "inbox"}"#, ViewNode(TabView(selection: .value("inbox")))),
        ViewExample(#"{"type": "Tab", "verbatim": "Inbox", "systemImage": "tray", "value": "inbox", "children": [{"type": "Text", "verbatim": "a"}]}"#,
                    ViewNode(Tab(label: TabItemLabel(title: .verbatim("Inbox"), hasImage: true), value: "inbox"), children: [text])),
        ViewExample(#"{"type": "Tab", "key": "Search", "role": "search"}"#,
                    ViewNode(Tab(label: TabItemLabel(title: .key("Search"), hasImage: false)))),
        ViewExample(#"{"type": "ProgressView", "value": 0.4, "children": [{"type": "Text", "verbatim": "a"}]}"#,
                    ViewNode(ProgressView(isLinear: true), children: [text])),
        ViewExample(#"{"type": "ProgressView"}"#, ViewNode(ProgressView(isLinear: false))),
        ViewExample(#"{"type": "TextField", "key": "Email", "text": ""}"#,
                    ViewNode(TextField(shown: .key("Email")))),
        ViewExample(#"{"type": "TextField", "key": "Email", "text": "", "prompt": "you@example.com"}"#,
                    ViewNode(TextField(shown: .verbatim("you@example.com")))),
        ViewExample(#"{"type": "TextField", "key": "Bio", "text": "Hi", "axis": "vertical", "modifiers": [{"lineLimit": 3}]}"#,
                    ViewNode(TextField(shown: .verbatim("Hi"), axis: .vertical), modifiers: [.lineLimit(3)])),
        ViewExample(#"{"type": "NavigationLink", "children": [{"type": "Text", "verbatim": "a"}]}"#,
                    ViewNode(NavigationLink(), children: [text])),
        ViewExample(#"{"type": "NavigationLink", "destination": {"type": "Color"}, "children": [{"type": "Text", "verbatim": "a"}]}"#,
                    ViewNode(NavigationLink(), children: [text])),
        ViewExample(#"{"type": "LabeledContent", "key": "Version", "value": "1.4.2"}"#,
                    ViewNode(LabeledContent(label: ViewNode(.text(.key("Version"))), value: "1.4.2"))),
        ViewExample(#"{"type": "LabeledContent", "label": {"type": "Text", "verbatim": "a"}, "children": [{"type": "Color"}]}"#,
                    ViewNode(LabeledContent(label: text), children: [ViewNode(.color)])),
        ViewExample(#"{"type": "SecureField", "verbatim": "Password", "text": "abc"}"#,
                    ViewNode(SecureField(shown: .verbatim("\u{2022}\u{2022}\u{2022}")))),
        ViewExample(#"{"type": "If", "condition": {"dynamicTypeSize": ">=accessibility1"}, "then": {"type": "Text", "verbatim": "a"}, "else": {"type": "Color"}}"#,
                    ViewNode(.conditional(ViewCondition(dynamicTypeSize: .greaterOrEqual, .accessibility1)),
                             children: [text, ViewNode(.color)])),
        ViewExample(#"{"type": "If", "condition": {"dynamicTypeSize": "==large"}, "then": {"type": "Text", "verbatim": "a"}}"#,
                    ViewNode(.conditional(ViewCondition(dynamicTypeSize: .equal, .large)), children: [text])),
        ViewExample(#"{"type": "Stepper", "value": 2, "in": [1, 10], "step": 1, "children": [{"type": "Text", "verbatim": "a"}]}"#,
                    ViewNode(Stepper(), children: [text])),
        ViewExample(#"{"type": "GeometryReader", "children": [{"type": "Color"}]}"#,
                    ViewNode(.geometryReader, children: [ViewNode(.color)])),
        // Lazy grids
        ViewExample(#"""
            {"type": "LazyVGrid", "spacing": 12, "columns": [
              {"fixed": 80},
              {"flexible": {"minimum": 10, "maximum": 80}, "spacing": 4, "alignment": "leading"},
              {"adaptive": {"minimum": 100}}
            ]}
            """#, ViewNode(.lazyVGrid(columns: [
                GridItem(.fixed(80)),
                GridItem(.flexible(minimum: 10, maximum: 80), spacing: 4, alignment: .leading),
                GridItem(.adaptive(minimum: 100, maximum: .infinity)),
            ], spacing: 12))),
        ViewExample(#"{"type": "LazyVGrid", "columns": [{"flexible": {}}, {"flexible": {"maximum": "infinity"}}]}"#,
                    ViewNode(.lazyVGrid(columns: [GridItem(.flexible(minimum: 10, maximum: .infinity)),
                                                  GridItem(.flexible(minimum: 10, maximum: .infinity))], spacing: nil))),
        ViewExample(#"{"type": "LazyHGrid", "rows": [{"adaptive": {"minimum": 40, "maximum": 60}, "alignment": "bottom"}]}"#,
                    ViewNode(.lazyHGrid(rows: [GridItem(.adaptive(minimum: 40, maximum: 60), alignment: .bottom)], spacing: nil))),
        // Grid
        ViewExample(#"{"type": "Grid", "horizontalSpacing": 4, "verticalSpacing": 2, "alignment": "leading", "children": [{"type": "GridRow", "children": [{"type": "Color"}]}]}"#,
                    ViewNode(.grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2),
                             children: [ViewNode(.gridRow(alignment: nil), children: [ViewNode(.color)])])),
        ViewExample(#"{"type": "Grid"}"#, ViewNode(.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil))),
        ViewExample(#"{"type": "GridRow", "alignment": "bottom"}"#, ViewNode(.gridRow(alignment: .bottom))),
        // ViewThatFits
        ViewExample(#"{"type": "ViewThatFits"}"#, ViewNode(.viewThatFits(in: .both))),
        ViewExample(#"{"type": "ViewThatFits", "in": "horizontal"}"#, ViewNode(.viewThatFits(in: .horizontal))),
        ViewExample(#"{"type": "ViewThatFits", "in": "vertical"}"#, ViewNode(.viewThatFits(in: .vertical))),
        ViewExample(#"{"type": "ViewThatFits", "in": "both"}"#, ViewNode(.viewThatFits(in: .both))),
        ViewExample(#"{"type": "ViewThatFits", "in": ["horizontal", "vertical"]}"#, ViewNode(.viewThatFits(in: .both))),
        // Weighted stacks
        ViewExample(#"{"type": "WeightedHStack", "children": [{"type": "Color", "modifiers": [{"weighted": 2}]}, {"type": "Color", "modifiers": [{"weighted": 1}]}]}"#,
                    ViewNode(.weightedStack(axis: .horizontal), children: [ViewNode(.color, modifiers: [.weighted(2)]),
                                                                           ViewNode(.color, modifiers: [.weighted(1)])])),
        ViewExample(#"{"type": "WeightedVStack", "children": [{"type": "Color", "modifiers": [{"weighted": 0.5}]}]}"#,
                    ViewNode(.weightedStack(axis: .vertical), children: [ViewNode(.color, modifiers: [.weighted(0.5)])])),
        // Lazy stacks, ScrollView
        ViewExample(#"{"type": "LazyVStack", "alignment": "leading", "spacing": 4}"#, ViewNode(.lazyVStack(alignment: .leading, spacing: 4))),
        ViewExample(#"{"type": "LazyHStack", "alignment": "top"}"#, ViewNode(.lazyHStack(alignment: .top, spacing: nil))),
        ViewExample(#"{"type": "ScrollView", "children": [{"type": "Color"}]}"#,
                    ViewNode(.scrollView(axes: .vertical), children: [ViewNode(.color)])),
        ViewExample(#"{"type": "ScrollView", "axes": "horizontal", "showsIndicators": false}"#, ViewNode(.scrollView(axes: .horizontal))),
        ViewExample(#"{"type": "ScrollView", "axes": ["horizontal", "vertical"]}"#, ViewNode(.scrollView(axes: .both))),
        // NavigationStack
        ViewExample(#"{"type": "NavigationStack", "children": [{"type": "Color"}]}"#,
                    ViewNode(.navigationStack, children: [ViewNode(.color)])),
        // List, Form, Section
        ViewExample(#"{"type": "List", "children": [{"type": "Section", "header": {"type": "Text", "verbatim": "a"}, "children": [{"type": "Color"}]}], "modifiers": [{"listStyle": "insetGrouped"}]}"#,
                    ViewNode(.list, children: [ViewNode(.section(header: text, footer: nil), children: [ViewNode(.color)])],
                             modifiers: [.listStyle(.insetGrouped)])),
        ViewExample(#"{"type": "Form", "children": [{"type": "Section", "footer": {"type": "Text", "verbatim": "a"}}]}"#,
                    ViewNode(.form, children: [ViewNode(.section(header: nil, footer: text))])),
        ViewExample(#"{"type": "Section"}"#, ViewNode(.section(header: nil, footer: nil))),
        // ForEach: the content read once per row, the item or position standing in for {"item": true}
        ViewExample(#"{"type": "ForEach", "items": ["Inbox", "Drafts"], "content": {"type": "Text", "verbatim": {"item": true}, "id": "row"}}"#,
                    ViewNode(.forEach, children: [ViewNode(.text(.verbatim("Inbox")), id: "row[0]"),
                                                  ViewNode(.text(.verbatim("Drafts")), id: "row[1]")])),
        ViewExample(#"{"type": "ForEach", "count": 2, "content": {"type": "Text", "key": {"index": true}}, "modifiers": [{"padding": 4}]}"#,
                    ViewNode(.forEach, children: [ViewNode(.text(.key("0"))), ViewNode(.text(.key("1")))],
                             modifiers: [.padding(EdgeInsets(all: 4))])),
        ViewExample(#"{"type": "ForEach", "count": 0, "content": {"type": "Color"}}"#, ViewNode(.forEach)),
        // Nested: the inner item wins; ids carry every row's position, outermost first.
        ViewExample(#"{"type": "ForEach", "items": ["a"], "content": {"type": "ForEach", "items": ["b", "c"], "content": {"type": "Color", "modifiers": [{"id": "cell"}]}}}"#,
                    ViewNode(.forEach, children: [ViewNode(.forEach, children: [
                        ViewNode(.color, modifiers: [.id("cell[0][0]")]), ViewNode(.color, modifiers: [.id("cell[0][1]")]),
                    ])])),
        // FlexibleStack
        ViewExample(#"{"type": "FlexibleStack"}"#, ViewNode(.flexibleStack(hStackAlignment: .center, vStackAlignment: .center))),
        ViewExample(#"{"type": "FlexibleStack", "hStackAlignment": "top", "vStackAlignment": "leading", "children": [{"type": "Text", "verbatim": "a"}, {"type": "Spacer", "when": "horizontal"}, {"type": "Spacer", "when": "vertical", "id": "gap"}]}"#,
                    ViewNode(.flexibleStack(hStackAlignment: .top, vStackAlignment: .leading), children: [
                        text, ViewNode(.spacer(minLength: nil), onlyOnAxis: .horizontal),
                        ViewNode(.spacer(minLength: nil), id: "gap", onlyOnAxis: .vertical),
                    ])),
    ] + ControlViewExamples.all

    @Test(arguments: examples)
    func reads(_ example: ViewExample) throws {
        #expect(try loadView(example.json) == example.value)
    }

    /// Every view type of the spec's table has an example above.
    @Test func everyTypeIsCovered() throws {
        let types = Set(try Self.examples.map { try loadView($0.json).content.typeName })
        #expect(types == Set(ViewReader.ViewType.names))
    }

    @Test func scenarioFields() throws {
        let scenario = try ScenarioLoader.load(text: """
            {
              "scenario": "seeds/login-buttons",
              "summary": "Log in / forgot password buttons share the widest button's width",
              "tolerance": 0.5,
              "view": {"type": "VStack", "children": [{"type": "Text", "key": "login"}]}
            }
            """, file: "Fixtures/seeds/login.json")
        #expect(scenario.name == "seeds/login-buttons")
        #expect(scenario.summary == "Log in / forgot password buttons share the widest button's width")
        #expect(scenario.tolerance == 0.5)
        #expect(scenario.file == "Fixtures/seeds/login.json")
        #expect(scenario.view == ViewNode(.vStack(alignment: .center, spacing: nil), children: [ViewNode(.text(.key("login")))]))
        #expect(scenario.strings == StringTable())
    }

    @Test func defaultsWhenLeftOut() throws {
        let scenario = try ScenarioLoader.load(text: #"{"scenario": "s", "view": {"type": "Color"}}"#, file: "s.json")
        #expect(scenario.summary == nil)
        #expect(scenario.tolerance == 0)
        #expect(scenario.matrix == Matrix())
        #expect(scenario.definitionHash.count == 64)
        #expect(scenario.definitionHash.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }
}

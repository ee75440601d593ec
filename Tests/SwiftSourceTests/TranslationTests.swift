import LayoutFixtures
import Testing

/// Each construct the Swift front end understands reads into the same view as its JSON
/// transcription in the fixture format.
@Suite struct TranslationTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var name: String
        var swift: String
        var json: String
        var view = #""type": "V""#
        var matrix: String?
        var testDescription: String { name }
    }

    static let examples: [Example] = [
        Example(name: "body and a localized Text",
                swift: #"struct V: View { var body: some View { Text("Hello") } }"#,
                json: #"{"type": "Text", "key": "Hello"}"#),
        Example(name: "Text(verbatim:)",
                swift: #"struct V: View { var body: some View { Text(verbatim: "Hi") } }"#,
                json: #"{"type": "Text", "verbatim": "Hi"}"#),
        Example(name: "Text of a String property is verbatim",
                swift: #"struct V: View { private var title = "Hi"; var body: some View { Text(title) } }"#,
                json: #"{"type": "Text", "verbatim": "Hi"}"#),
        Example(name: "a LocalizedStringKey parameter passes a key",
                swift: """
                    struct V: View {
                        var body: some View { label("Sound") }
                        func label(_ text: LocalizedStringKey) -> some View { Text(text) }
                    }
                    """,
                json: #"{"type": "Text", "key": "Sound"}"#),
        Example(name: "interpolation is the catalog's format key with its arguments",
                swift: #"struct V: View { let count = 5; let price = 1.5; let name = "Al"; var body: some View { Text("\(name): \(count) posts, \(price) km, 100%") } }"#,
                json: #"{"type": "Text", "key": "%@: %lld posts, %lf km, 100%%", "args": ["Al", 5, 1.5]}"#),
        Example(name: "a matrix value by the property's name",
                swift: #"struct V: View { let count: Int; var body: some View { Text("\(count) new posts") } }"#,
                json: #"{"type": "Text", "key": "%lld new posts", "args": [{"value": "count"}]}"#,
                matrix: #"{"values": {"count": [1, 2]}}"#),
        Example(name: "computed views and @ViewBuilder helpers",
                swift: """
                    struct V: View {
                        var body: some View { VStack { header; footer() } }
                        private var header: some View { Text("A") }
                        @ViewBuilder private func footer() -> some View { Text("B"); Divider() }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "Text", "key": "A"}, {"type": "Text", "key": "B"}, {"type": "Divider"}]}"#),
        Example(name: "a custom view inlined with its memberwise arguments and defaults",
                swift: """
                    struct Badge: View {
                        let title: String
                        var size: CGFloat = 20
                        var body: some View { Text(title).frame(width: size * 2) }
                    }
                    struct V: View { var body: some View { HStack { Badge(title: "New"); Badge(title: "Old", size: 5) } } }
                    """,
                json: #"{"type": "HStack", "children": [{"type": "Text", "verbatim": "New", "modifiers": [{"frame": {"width": 40}}]}, {"type": "Text", "verbatim": "Old", "modifiers": [{"frame": {"width": 10}}]}]}"#),
        Example(name: "a custom container's trailing closure is its content",
                swift: """
                    struct Card<Content: View>: View {
                        @ViewBuilder let content: Content
                        var body: some View { VStack(alignment: .leading, spacing: 4) { content }.padding(12) }
                    }
                    struct V: View { var body: some View { Card { Text("x"); Text("y") } } }
                    """,
                json: #"{"type": "VStack", "alignment": "leading", "spacing": 4, "children": [{"type": "Text", "key": "x"}, {"type": "Text", "key": "y"}], "modifiers": [{"padding": 12}]}"#),
        Example(name: "an explicit init of self.x = y assignments",
                swift: """
                    struct Tag: View {
                        let text: String
                        init(_ text: String) { self.text = text }
                        var body: some View { Text(verbatim: text) }
                    }
                    struct V: View { var body: some View { Tag("t") } }
                    """,
                json: #"{"type": "Text", "verbatim": "t"}"#),
        Example(name: "ForEach over an array literal",
                swift: #"struct V: View { var body: some View { VStack { ForEach(["A", "B"], id: \.self) { Text($0) } } } }"#,
                json: #"{"type": "VStack", "children": [{"type": "ForEach", "rows": [{"type": "Text", "verbatim": "A"}, {"type": "Text", "verbatim": "B"}]}]}"#),
        Example(name: "ForEach over a range",
                swift: #"struct V: View { var body: some View { ForEach(0..<2) { i in Text("Row \(i)") } } }"#,
                json: #"{"type": "ForEach", "rows": [{"type": "Text", "key": "Row %lld", "args": [0]}, {"type": "Text", "key": "Row %lld", "args": [1]}]}"#),
        Example(name: "ForEach over Array(repeating:count:), ids per row",
                swift: #"struct V: View { var body: some View { ForEach(Array(repeating: "x", count: 2), id: \.self) { Text(verbatim: $0).id("cell") } } }"#,
                json: #"{"type": "ForEach", "count": 2, "content": {"type": "Text", "verbatim": "x", "id": "cell"}}"#),
        Example(name: "ForEach over an enum's allCases",
                swift: """
                    enum Size: String, CaseIterable { case small = "S", large = "L" }
                    struct V: View { var body: some View { ForEach(Size.allCases, id: \\.self) { size in Text(verbatim: size.rawValue) } } }
                    """,
                json: #"{"type": "ForEach", "items": ["S", "L"], "content": {"type": "Text", "verbatim": {"item": true}}}"#),
        Example(name: "if on dynamicTypeSize.isAccessibilitySize is the format's If",
                swift: """
                    struct V: View {
                        @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                        var body: some View {
                            if dynamicTypeSize.isAccessibilitySize { VStack { Text("a") } } else { HStack { Text("a") } }
                        }
                    }
                    """,
                json: #"{"type": "If", "condition": {"dynamicTypeSize": ">=accessibility1"}, "then": {"type": "VStack", "children": [{"type": "Text", "key": "a"}]}, "else": {"type": "HStack", "children": [{"type": "Text", "key": "a"}]}}"#),
        Example(name: "a negated size comparison and sizeCategory's names",
                swift: """
                    struct V: View {
                        @Environment(\\.sizeCategory) var sizeCategory
                        var body: some View { if !(sizeCategory >= .extraExtraLarge) { Text("small") } }
                    }
                    """,
                json: #"{"type": "If", "condition": {"dynamicTypeSize": "<xxLarge"}, "then": {"type": "Text", "key": "small"}}"#),
        Example(name: "if and switch on literal properties are decided when read",
                swift: """
                    struct V: View {
                        var compact = false
                        let mode = 2
                        var body: some View {
                            if compact { Text("c") } else { Text("wide") }
                            switch mode { case 1: Text("one") case 2, 3: Text("two") default: Text("other") }
                        }
                    }
                    """,
                json: #"{"type": "Group", "children": [{"type": "Text", "key": "wide"}, {"type": "Text", "key": "two"}]}"#),
        Example(name: "@ScaledMetric is the format's scaled length",
                swift: #"struct V: View { @ScaledMetric(relativeTo: .title) var size = 24; var body: some View { Color.red.frame(width: size, height: size) } }"#,
                json: #"{"type": "Color", "modifiers": [{"frame": {"width": {"scaled": 24, "relativeTo": "title"}, "height": {"scaled": 24, "relativeTo": "title"}}}]}"#),
        Example(name: "@State set by onPreferenceChange is the format's state, the GeometryReader background its preference",
                swift: """
                    struct K: PreferenceKey { static var defaultValue: CGFloat = 0; static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = min(value, nextValue()) } }
                    struct V: View {
                        @State private var width: CGFloat?
                        var body: some View {
                            VStack {
                                Text("a").background(GeometryReader { proxy in Color.clear.preference(key: K.self, value: proxy.size.height) }).frame(width: width)
                            }
                            .onPreferenceChange(K.self) { value in width = value }
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "Text", "key": "a", "modifiers": [{"preference": {"key": "K", "value": "height", "reduce": "min"}}, {"frame": {"width": {"state": "K"}}}]}]}"#),
        Example(name: "frame(maxWidth: .infinity) and friends",
                swift: #"struct V: View { var body: some View { Text("a").frame(minWidth: 0, maxWidth: .infinity, alignment: .leading).frame(height: 44).fixedSize(horizontal: false, vertical: true).layoutPriority(1) } }"#,
                json: #"{"type": "Text", "key": "a", "modifiers": [{"frame": {"minWidth": 0, "maxWidth": "infinity", "alignment": "leading"}}, {"frame": {"height": 44}}, {"fixedSize": {"horizontal": false, "vertical": true}}, {"layoutPriority": 1}]}"#),
        Example(name: "padding, font and line limit spellings",
                swift: #"struct V: View { var body: some View { Text("a").padding().padding(.horizontal).padding(.bottom, 8).padding(4).padding([.top, .leading], 2).font(.headline.weight(.bold)).font(.system(size: 13)).font(.title2).lineLimit(2...4).lineLimit(nil) } }"#,
                json: #"{"type": "Text", "key": "a", "modifiers": [{"padding": true}, {"padding": {"edges": "horizontal"}}, {"padding": {"edges": "bottom", "length": 8}}, {"padding": 4}, {"padding": {"edges": ["top", "leading"], "length": 2}}, {"font": {"style": "headline", "weight": "bold"}}, {"font": {"size": 13}}, {"font": "title2"}, {"lineLimit": {"min": 2, "max": 4}}, {"lineLimit": null}]}"#),
        Example(name: "actions and gestures are not read",
                swift: #"struct V: View { @State var n = 0; var body: some View { Button { n += 1 } label: { Text("Go") }.onTapGesture { n = 2 }.foregroundColor(.red) } }"#,
                json: #"{"type": "Button", "children": [{"type": "Text", "key": "Go"}], "modifiers": [{"onTapGesture": true}, {"foregroundColor": true}]}"#),
        Example(name: "a property the scenario's arguments give",
                swift: #"struct V: View { let user: User; let rows: [String]; var body: some View { VStack { Text(user.name); ForEach(rows, id: \.self) { Text($0) } } } }"#,
                json: #"{"type": "VStack", "children": [{"type": "Text", "verbatim": "Al"}, {"type": "ForEach", "items": ["a"], "content": {"type": "Text", "verbatim": {"item": true}}}]}"#,
                view: #""type": "V", "arguments": {"user": {"name": "Al"}, "rows": ["a"]}"#),
        Example(name: "a #Preview by name",
                swift: """
                    struct V: View { var name = "x"; var body: some View { Text(verbatim: name) } }
                    #Preview("Long name") { V(name: "Wolfeschlegelsteinhausenberger") }
                    #Preview { V() }
                    """,
                json: #"{"type": "Text", "verbatim": "Wolfeschlegelsteinhausenberger"}"#,
                view: #""preview": "Long name""#),
        Example(name: "a PreviewProvider by its name",
                swift: """
                    struct V: View { var body: some View { Text("p") } }
                    struct V_Previews: PreviewProvider { static var previews: some View { V().previewDisplayName("x") } }
                    """,
                json: #"{"type": "Text", "key": "p"}"#,
                view: #""preview": "V_Previews""#),
        Example(name: "images, resizable and scaledToFit",
                swift: #"struct V: View { var body: some View { Image(systemName: "star").resizable().scaledToFit() } }"#,
                json: #"{"type": "Image", "width": 10, "height": 12, "resizable": true, "modifiers": [{"scaledToFit": true}]}"#,
                view: #""type": "V", "images": {"star": {"width": 10, "height": 12}}"#),
        Example(name: "containers, lists and navigation",
                swift: """
                    struct V: View {
                        var body: some View {
                            NavigationStack {
                                List {
                                    Section("Account") { Toggle("Wi-Fi", isOn: .constant(true)); TextField("Email", text: .constant("")) }
                                }
                                .listStyle(.plain)
                                .navigationTitle("Settings")
                                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
                            }
                        }
                    }
                    """,
                json: #"{"type": "NavigationStack", "children": [{"type": "List", "children": [{"type": "Section", "header": {"type": "Text", "key": "Account"}, "children": [{"type": "Toggle", "isOn": true, "children": [{"type": "Text", "key": "Wi-Fi"}]}, {"type": "TextField", "key": "Email"}]}], "modifiers": [{"listStyle": "plain"}, {"navigationTitle": "Settings"}, {"toolbar": [{"placement": "topBarTrailing", "content": {"type": "Button", "children": [{"type": "Text", "key": "Edit"}]}}]}]}]}"#),
        Example(name: "a View extension is a modifier, with self the view it modifies",
                swift: """
                    extension View { func card() -> some View { self.padding(8).background(Color.gray) } }
                    struct V: View { var body: some View { Text("a").card() } }
                    """,
                json: #"{"type": "Text", "key": "a", "modifiers": [{"padding": 8}, {"background": {"type": "Color"}}]}"#),
    ]

    @Test(arguments: examples)
    func readsAsItsJSON(_ example: Example) throws {
        let swift = try SwiftScenario.load(example.swift, view: example.view, matrix: example.matrix)
        let json = try SwiftScenario.json(example.json, matrix: example.matrix)
        #expect(swift.view == json.view)
    }

    /// `layout --format text` shows each view with its source line.
    @Test func outlineNamesSourceLines() throws {
        let swift = try SwiftScenario.load("struct V: View {\n  var body: some View {\n    VStack {\n      Text(\"a\")\n        .padding()\n    }\n  }\n}\n")
        #expect(swift.swiftOutline == ["VStack  V.swift:3", "  Text .padding  V.swift:4"])
    }

    /// Editing the Swift changes the scenario's definition hash, as editing JSON does.
    @Test func definitionHashFollowsTheSwift() throws {
        let a = try SwiftScenario.load(#"struct V: View { var body: some View { Text("a") } }"#)
        let b = try SwiftScenario.load(#"struct V: View { var body: some View { Text("a")  } }"#)
        #expect(a.view == b.view)
        #expect(a.definitionHash != b.definitionHash)
    }
}

extension TranslationTests {
    static let environmentExamples: [Example] = [
        Example(name: "multilineTextAlignment anywhere in a chain sets every Text inside",
                swift: #"struct V: View { var body: some View { VStack { Text("a").multilineTextAlignment(.leading); Text("b").lineLimit(2) }.multilineTextAlignment(.center) } }"#,
                json: #"{"type": "VStack", "children": [{"type": "Text", "key": "a", "multilineTextAlignment": "leading"}, {"type": "Text", "key": "b", "multilineTextAlignment": "center", "modifiers": [{"lineLimit": 2}]}]}"#),
        Example(name: "an empty array initialiser, an explicit init skipped for the scenario's own view",
                swift: #"struct V: View { @State private var rows = [String](); let title: String; init(title: String) { self.title = title + "!" }; var body: some View { VStack { Text(verbatim: title); ForEach(rows, id: \.self) { Text($0) } } } }"#,
                json: #"{"type": "VStack", "children": [{"type": "Text", "verbatim": "T"}, {"type": "ForEach", "count": 0, "content": {"type": "Text", "verbatim": "x"}}]}"#,
                view: #""type": "V", "arguments": {"title": "T"}"#),
    ]

    static let stringExamples: [Example] = [
        Example(name: "NSLocalizedString and String(localized:) are localized keys",
                swift: #"struct V: View { var body: some View { VStack { Text(NSLocalizedString("Inbox", comment: "")); Text(String(localized: "Sent")) } } }"#,
                json: #"{"type": "VStack", "children": [{"type": "Text", "key": "Inbox"}, {"type": "Text", "key": "Sent"}]}"#),
    ]

    @Test(arguments: stringExamples)
    func stringsReadAsTheirJSON(_ example: Example) throws {
        try readsAsItsJSON(example)
    }

    static let switchExamples: [Example] = [
        Example(name: "a switch on the Dynamic Type size is nested Ifs, cases in order",
                swift: """
                    struct V: View {
                        @Environment(\\.dynamicTypeSize) var size
                        var body: some View {
                            switch size {
                            case .accessibility1...: Text("big")
                            case .xxLarge, .xxxLarge: Text("large")
                            default: Text("small")
                            }
                        }
                    }
                    """,
                json: #"{"type": "If", "condition": {"dynamicTypeSize": ">=accessibility1"}, "then": {"type": "Text", "key": "big"}, "else": {"type": "If", "condition": {"dynamicTypeSize": "==xxLarge"}, "then": {"type": "Text", "key": "large"}, "else": {"type": "If", "condition": {"dynamicTypeSize": "==xxxLarge"}, "then": {"type": "Text", "key": "large"}, "else": {"type": "Text", "key": "small"}}}}"#),
    ]

    @Test(arguments: switchExamples)
    func switchReadsAsItsJSON(_ example: Example) throws {
        try readsAsItsJSON(example)
    }

    @Test(arguments: environmentExamples)
    func environmentReadsAsItsJSON(_ example: Example) throws {
        try readsAsItsJSON(example)
    }
}

extension TranslationTests {
    static let styleExamples: [Example] = [
        Example(name: "a frame with no length known is no frame",
                swift: #"struct V: View { var width: CGFloat?; var body: some View { Text("a").frame(width: width, alignment: .leading).frame(height: 9) } }"#,
                json: #"{"type": "Text", "key": "a", "modifiers": [{"frame": {"height": 9}}]}"#),
        Example(name: "a ViewModifier applied with .modifier is its body, content the modified view",
                swift: """
                    struct Card: ViewModifier {
                        var inset: CGFloat = 8
                        func body(content: Content) -> some View { content.padding(inset).background(Color.blue) }
                    }
                    struct V: View { var body: some View { VStack { Text("a").modifier(Card(inset: 4)); Text("b").modifier(Card()) } } }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "Text", "key": "a", "modifiers": [{"padding": 4}, {"background": {"type": "Color"}}]}, {"type": "Text", "key": "b", "modifiers": [{"padding": 8}, {"background": {"type": "Color"}}]}]}"#),
        Example(name: "a View extension returning modifier(X(…)), its closures not read",
                swift: """
                    struct SizeReader: ViewModifier {
                        let onChange: (CGSize) -> Void
                        func body(content: Content) -> some View {
                            content.background(GeometryReader { geometry in
                                Color.clear
                                    .onAppear { onChange(geometry.size) }
                                    .onChange(of: geometry.size) { _, newValue in onChange(newValue) }
                            })
                        }
                    }
                    extension View {
                        func readSize(onChange: @escaping (CGSize) -> Void) -> some View { modifier(SizeReader(onChange: onChange)) }
                    }
                    struct V: View { var body: some View { Text("a").readSize { size in print(size) }.padding() } }
                    """,
                json: #"{"type": "Text", "key": "a", "modifiers": [{"background": {"type": "GeometryReader", "children": [{"type": "Color", "modifiers": [{"onAppear": true}, {"onChange": true}]}]}}, {"padding": true}]}"#),
        Example(name: "a ButtonStyle lays the label out through makeBody, isPressed false",
                swift: """
                    struct Pill: ButtonStyle {
                        let isSelected: Bool
                        var width: CGFloat?
                        func makeBody(configuration: Configuration) -> some View {
                            configuration.label
                                .padding(isSelected ? 12 : 4)
                                .frame(width: width)
                                .scaleEffect(configuration.isPressed ? 0.95 : 1.0)
                        }
                    }
                    struct V: View {
                        var body: some View {
                            HStack {
                                Button("a") {}.buttonStyle(Pill(isSelected: true))
                                Button(action: {}) { Text("b") }.padding(2).buttonStyle(Pill(isSelected: false, width: 60))
                            }
                        }
                    }
                    """,
                json: #"{"type": "HStack", "children": [{"type": "Button", "children": [{"type": "Text", "key": "a", "modifiers": [{"padding": 12}, {"scaleEffect": true}]}]}, {"type": "Button", "children": [{"type": "Text", "key": "b", "modifiers": [{"padding": 4}, {"frame": {"width": 60}}, {"scaleEffect": true}]}], "modifiers": [{"padding": 2}]}]}"#),
        Example(name: "a ButtonStyle reaches every button inside, the nearest style winning",
                swift: """
                    struct Wide: ButtonStyle {
                        var inset: CGFloat = 10
                        func makeBody(configuration: Configuration) -> some View { configuration.label.padding(inset) }
                    }
                    struct V: View {
                        var body: some View {
                            VStack {
                                Button("a") {}
                                Button("b") {}.buttonStyle(Wide(inset: 1))
                                Button("c") {}.buttonStyle(.plain)
                            }
                            .buttonStyle(Wide())
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "Button", "children": [{"type": "Text", "key": "a", "modifiers": [{"padding": 10}]}]}, {"type": "Button", "children": [{"type": "Text", "key": "b", "modifiers": [{"padding": 1}]}]}, {"type": "Button", "children": [{"type": "Text", "key": "c"}], "modifiers": [{"buttonStyle": "plain"}]}]}"#),
    ]

    @Test(arguments: styleExamples)
    func modifiersAndStylesReadAsTheirJSON(_ example: Example) throws {
        try readsAsItsJSON(example)
    }
}

import LayoutFixtures
import StrictJSON
import SwiftSource
import Testing

/// `@State` set to literals in `onAppear`, and `Text + Text`.
@Suite struct AppearAndConcatenationTests {
    typealias Example = TranslationTests.Example

    static let appearing: [Example] = [
        Example(name: "a literal assigned in onAppear is the state's value; other statements are actions",
                swift: """
                    struct V: View {
                        @State private var count = 0
                        @State private var width: CGFloat = 10
                        @State private var title = "Loading"
                        @State private var rows: [String] = []
                        var body: some View {
                            VStack {
                                Text("\\(count) posts").frame(width: width)
                                Text(verbatim: title)
                                ForEach(rows, id: \\.self) { Text(verbatim: $0) }
                            }
                            .onAppear {
                                count = 5
                                load()
                                self.width = 120
                                title = makeTitle()
                                rows = ["a", "b"]
                                count = 7
                            }
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "Text", "key": "%lld posts", "args": [7], "modifiers": [{"frame": {"width": 120}}]}, {"type": "Text", "verbatim": "Loading"}, {"type": "ForEach", "items": ["a", "b"], "content": {"type": "Text", "verbatim": {"item": true}}}], "modifiers": [{"onAppear": true}]}"#),
        Example(name: "onAppear sets only @State, and a nested view's onAppear its own state",
                swift: """
                    struct Row: View {
                        @State private var expanded = false
                        var body: some View {
                            VStack {
                                if expanded { Text("open") } else { Text("closed") }
                                marker
                            }
                        }
                        var marker: some View { Color.clear.onAppear { expanded = true } }
                    }
                    struct V: View {
                        @State private var expanded = false
                        var body: some View { Row().onAppear { expanded = false } }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "Text", "key": "open"}, {"type": "Color", "modifiers": [{"onAppear": true}]}], "modifiers": [{"onAppear": true}]}"#),
    ]

    @Test(arguments: appearing)
    func appearingStateReadsAsItsJSON(_ example: Example) throws {
        try TranslationTests().readsAsItsJSON(example)
    }

    struct Concatenation: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        var json: String
        var testDescription: String { name }
    }

    static let concatenations: [Concatenation] = [
        Concatenation(name: "two Texts, the second bold",
                      body: #"Text("a") + Text("b").bold()"#,
                      json: #"{"type": "Text", "runs": [{"type": "Text", "key": "a"}, {"type": "Text", "key": "b", "modifiers": [{"bold": true}]}]}"#),
        Concatenation(name: "nested + flattened, a concatenation's own modifiers carried onto its runs, the whole one's kept",
                      body: #"(Text("a") + Text(verbatim: "b")).italic() + (Text("c").foregroundColor(.red) + Text("\(3) d")).font(.title)"#,
                      json: #"{"type": "Text", "runs": [{"type": "Text", "key": "a", "modifiers": [{"italic": true}]}, {"type": "Text", "verbatim": "b", "modifiers": [{"italic": true}]}, {"type": "Text", "key": "c", "modifiers": [{"foregroundColor": true}, {"font": "title"}]}, {"type": "Text", "key": "%lld d", "args": [3], "modifiers": [{"font": "title"}]}]}"#),
        Concatenation(name: "modifiers of the whole Text stay on it",
                      body: #"(Text("a") + Text("b")).lineLimit(1).padding().multilineTextAlignment(.center)"#,
                      json: #"{"type": "Text", "runs": [{"type": "Text", "key": "a"}, {"type": "Text", "key": "b"}], "multilineTextAlignment": "center", "modifiers": [{"lineLimit": 1}, {"padding": true}]}"#),
    ]

    /// The translated JSON; `SwiftLayoutTests` lays one out.
    @Test(arguments: concatenations)
    func concatenationTranslatesToRuns(_ example: Concatenation) throws {
        let source = "struct V: View { var body: some View { \(example.body) } }"
        let translation = try SwiftSourceTranslator.translate(source: source, file: "V.swift", selection: .type("V", arguments: [:]))
        #expect(JSONOutput(translation.view) == JSONOutput(try JSONParser.parse(example.json)))
    }
}

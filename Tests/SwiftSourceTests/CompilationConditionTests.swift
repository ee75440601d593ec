import LayoutEngine
import LayoutFixtures
import LayoutText
import SwiftSource
import Testing

/// `#if` and `#available`, decided for iOS on a device at the engine's iOS version, and a
/// settings screen written by hand in the idioms of a real app's source (Ice Cubes' settings:
/// platform `#if`s in modifier chains, availability checks, bound toggles and pickers).
@Suite struct CompilationConditionTests {
    typealias Example = TranslationTests.Example

    static let examples: [Example] = [
        Example(name: "#if in a view builder and in a modifier chain: the iOS clause",
                swift: """
                    struct V: View {
                        var body: some View {
                            VStack {
                                #if os(macOS)
                                Text("mac")
                                #elseif !targetEnvironment(macCatalyst) && canImport(UIKit)
                                Text("iOS")
                                #endif
                            }
                            #if !os(visionOS)
                            .padding(8)
                            .font(.title)
                            #else
                            .padding(40)
                            #endif
                            #if os(visionOS)
                            .frame(width: 100)
                            #endif
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "Text", "key": "iOS"}], "modifiers": [{"padding": 8}, {"font": "title"}]}"#),
        Example(name: "#available: the engine's iOS version has iOS 17's API, not iOS 26's",
                swift: """
                    struct V: View {
                        var body: some View {
                            if #available(iOS 26.0, *) { Text("glass") } else { Text("plain") }
                            if #available(iOS 17, macOS 14, *) { Text("new") }
                            if #unavailable(iOS 16) { Text("old") }
                        }
                    }
                    """,
                json: #"{"type": "Group", "children": [{"type": "Text", "key": "plain"}, {"type": "Text", "key": "new"}]}"#),
        Example(name: "a settings screen as a real app writes it",
                swift: """
                    import SwiftUI

                    enum AvatarPosition: String, CaseIterable { case leading, top }

                    struct DisplaySettingsView: View {
                        @Environment(\\.dismiss) private var dismiss
                        @State private var isCompact = false
                        @State private var avatarPosition = AvatarPosition.top
                        @State private var fontSize: Double = 1
                        @State private var user: User?

                        var body: some View {
                            NavigationStack {
                                Form {
                                    Section("settings.display.section.display") {
                                        Toggle("settings.display.compact", isOn: $isCompact)
                                        Picker("settings.display.avatar.position", selection: $avatarPosition) {
                                            ForEach(AvatarPosition.allCases, id: \\.rawValue) { position in
                                                Text(verbatim: position.rawValue).tag(position)
                                            }
                                        }
                                        Slider(value: $fontSize, in: 0.5...1.5, step: 0.1) { Text("settings.display.font.scaling") }
                                        Text(verbatim: user?.name ?? "Anonymous")
                                    }
                                    #if !os(visionOS)
                                    .listRowBackground(Color.gray)
                                    #endif
                                    Section {
                                        Label("settings.display.restore", systemImage: "arrow.counterclockwise")
                                            .listRowInsets(.init(top: 0, leading: 20, bottom: 0, trailing: 20))
                                    }
                                }
                                .formStyle(.grouped)
                                .navigationTitle("settings.display.navigation-title")
                                .toolbar {
                                    ToolbarItem(placement: .navigationBarTrailing) {
                                        Button("action.done") { dismiss() }.buttonStyle(.borderedProminent)
                                    }
                                }
                                .onAppear { isCompact = true }
                            }
                        }
                    }
                    """,
                json: #"{"type": "NavigationStack", "children": [{"type": "Form", "children": [{"type": "Section", "header": {"type": "Text", "key": "settings.display.section.display"}, "children": [{"type": "Toggle", "isOn": true, "children": [{"type": "Text", "key": "settings.display.compact"}]}, {"type": "Picker", "key": "settings.display.avatar.position", "selection": 1, "children": [{"type": "ForEach", "items": ["leading", "top"], "content": {"type": "Text", "verbatim": {"item": true}, "modifiers": [{"tag": true}]}}]}, {"type": "Slider", "value": 1, "in": [0.5, 1.5], "step": 0.1, "children": [{"type": "Text", "key": "settings.display.font.scaling"}]}, {"type": "Text", "verbatim": "Anonymous"}]}, {"type": "Section", "children": [{"type": "Label", "key": "settings.display.restore", "systemImage": "arrow.counterclockwise", "modifiers": [{"listRowInsets": {"top": 0, "leading": 20, "bottom": 0, "trailing": 20}}]}]}], "modifiers": [{"navigationTitle": "settings.display.navigation-title"}, {"toolbar": [{"placement": "topBarTrailing", "content": {"type": "Button", "children": [{"type": "Text", "key": "action.done"}], "modifiers": [{"buttonStyle": "borderedProminent"}]}}]}, {"onAppear": true}]}]}"#,
                view: #""type": "DisplaySettingsView""#),
    ]

    @Test(arguments: examples)
    func readsAsItsJSON(_ example: Example) throws {
        try TranslationTests().readsAsItsJSON(example)
    }

    /// The real-looking screen lays out in every case of a small matrix, its bordered button
    /// in the navigation bar.
    @Test func settingsScreenLaysOut() throws {
        let scenario = try SwiftScenario.load(Self.examples[2].swift, view: #""type": "DisplaySettingsView""#,
                                              matrix: #"{"containers": ["iPhone16"], "sizeCategories": ["large", "accessibility3"]}"#)
        let engine = LayoutEngine(measurer: try HarfBuzzTextMeasurer())
        let view = try engine.prepare(scenario.view)
        #expect(scenario.matrix.cases.count == 2)
        for layoutCase in scenario.matrix.cases {
            let layout = try engine.layout(view, in: layoutCase.container.container, environment: scenario.environment(for: layoutCase))
            #expect(Array(layout.frames).count > 10, "\(layoutCase.key)")
        }
    }
}

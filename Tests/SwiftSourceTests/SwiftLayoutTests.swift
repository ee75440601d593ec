import LayoutEngine
import LayoutFixtures
import LayoutText
import Testing

/// Swift views laid out, not only translated: a concatenation with a bold run, and an `if` on
/// the size class, each against what the JSON front end lays out.
@Suite struct SwiftLayoutTests {
    static func frames(_ scenario: Scenario) throws -> [String: [Rect]] {
        let engine = LayoutEngine(measurer: try HarfBuzzTextMeasurer())
        let view = try engine.prepare(scenario.view)
        var byCase: [String: [Rect]] = [:]
        for layoutCase in scenario.matrix.cases {
            let layout = try engine.layout(view, in: layoutCase.container.container, environment: scenario.environment(for: layoutCase))
            byCase[layoutCase.container.name] = Array(layout.frames).map(\.frame)
        }
        return byCase
    }

    static func names(_ scenario: Scenario, in container: String) throws -> [String] {
        let engine = LayoutEngine(measurer: try HarfBuzzTextMeasurer())
        let view = try engine.prepare(scenario.view)
        let layoutCase = try #require(scenario.matrix.cases.first { $0.container.name == container })
        let layout = try engine.layout(view, in: layoutCase.container.container, environment: scenario.environment(for: layoutCase))
        return Array(layout.frames).map(\.name)
    }

    /// `Text("a") + Text("b").bold()` lays out as its JSON runs do, and wider than the same
    /// letters unbolded (a bold "b" is wider than a regular one).
    @Test func concatenationLaysOutAsItsRuns() throws {
        let matrix = #"{"containers": ["iPhone16"], "sizeCategories": ["large"]}"#
        let swift = try SwiftScenario.load(#"struct V: View { var body: some View { Text("Hello ") + Text("world").bold() } }"#, matrix: matrix)
        let json = try SwiftScenario.json(#"{"type": "Text", "runs": [{"type": "Text", "key": "Hello "}, {"type": "Text", "key": "world", "modifiers": [{"bold": true}]}]}"#, matrix: matrix)
        let plain = try SwiftScenario.load(#"struct V: View { var body: some View { Text("Hello ") + Text("world") } }"#, matrix: matrix)
        let (got, want, regular) = (try Self.frames(swift), try Self.frames(json), try Self.frames(plain))
        #expect(got == want)
        let text = try #require(got["iPhone16"]?.first), unbolded = try #require(regular["iPhone16"]?.first)
        #expect(text.width > unbolded.width)
        #expect(text.height == unbolded.height)
    }

    /// `if horizontalSizeClass == .compact { VStack } else { HStack }`: the VStack on an
    /// iPhone (compact wide), the HStack on an iPad (regular), as the JSON `If` lays out.
    @Test func sizeClassChoosesTheBranch() throws {
        let source = """
            struct V: View {
                @Environment(\\.horizontalSizeClass) var horizontalSizeClass
                var body: some View {
                    if horizontalSizeClass == .compact { VStack { Text("a"); Text("b") } } else { HStack { Text("a"); Text("b") } }
                }
            }
            """
        let matrix = #"{"containers": ["iPhone16", "iPad10"], "sizeCategories": ["large"]}"#
        let swift = try SwiftScenario.load(source, matrix: matrix)
        let json = try SwiftScenario.json(#"{"type": "If", "condition": {"horizontalSizeClass": "compact"}, "then": {"type": "VStack", "children": [{"type": "Text", "key": "a"}, {"type": "Text", "key": "b"}]}, "else": {"type": "HStack", "children": [{"type": "Text", "key": "a"}, {"type": "Text", "key": "b"}]}}"#, matrix: matrix)
        #expect(try Self.frames(swift) == (try Self.frames(json)))
        #expect(try Self.names(swift, in: "iPhone16").contains("If/VStack"))
        #expect(try Self.names(swift, in: "iPad10").contains("If/HStack"))
    }
}

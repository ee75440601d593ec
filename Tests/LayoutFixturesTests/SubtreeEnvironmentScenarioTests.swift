import LayoutEngine
@testable import LayoutFixtures
import Testing

/// A scenario's cases carry what subtrees and conditions read: the case's locale and idiom,
/// and the strings of the locales `environment` gives subtrees. Laid out with the
/// fixed-advance measurer in a 20-pt font: 10 pt a character.
@Suite struct SubtreeEnvironmentScenarioTests {
    static let scenario = #"""
        {"scenario": "s",
         "strings": {"en": {"hello": "Hello"}, "de": {"hello": "Guten Tag"}},
         "matrix": {"containers": ["iPhone16", "iPadMini"], "locales": ["en", "de"]},
         "view": {"type": "VStack", "modifiers": [{"font": {"size": 20}}], "children": [
           {"type": "Text", "key": "hello", "id": "case"},
           {"type": "Text", "key": "hello", "id": "german", "modifiers": [{"environment": {"locale": "de"}}]},
           {"type": "If", "condition": {"idiom": "pad"}, "then": {"type": "Text", "verbatim": "pad", "id": "pad"}},
           {"type": "If", "condition": {"locale": "de"}, "then": {"type": "Text", "verbatim": "de", "id": "de"}}]}}
        """#

    /// Each case: the case's own string, the subtree's German one ("Guten Tag", 90 wide) in
    /// every locale, and the branches its idiom and locale choose.
    @Test(arguments: [
        ("iPhone16/en/large/base", 50.0, false, false),
        ("iPhone16/de/large/base", 90, false, true),
        ("iPadMini/en/large/base", 50, true, false),
        ("iPadMini/de/large/base", 90, true, true),
    ])
    func casesCarryTheirFacts(_ key: String, caseWidth: Double, pad: Bool, german: Bool) throws {
        let scenario = try ScenarioLoader.load(text: Self.scenario, file: "s.json")
        let layoutCase = try #require(scenario.matrix.cases.first { $0.key == key })
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        let prepared = try engine.prepare(scenario.view)
        let result = try engine.layout(prepared, in: layoutCase.container.container,
                                       environment: scenario.environment(for: layoutCase))
        let frames = Dictionary(result.frames.map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
        #expect(frames["case"]?.width == caseWidth)
        #expect(frames["german"]?.width == 90)
        #expect((frames["pad"] != nil) == pad)
        #expect((frames["de"] != nil) == german)
    }
}

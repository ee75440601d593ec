import LayoutEngine
import LayoutFixtures
@testable import LayoutRunner
import Testing

/// A lane's strings cache gives each case the strings it would resolve alone, when scenarios
/// share a catalog (and so its merged strings) and when they do not.
@Suite("Case strings")
struct CaseStringsTests {
    static let catalog = #"""
        {
          "sourceLanguage": "en",
          "strings": {
            "title": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Settings"}},
              "de": {"stringUnit": {"state": "translated", "value": "Einstellungen"}},
              "de-AT": {"stringUnit": {"state": "translated", "value": "Einstellungen (AT)"}}}},
            "count": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%lld items"}},
              "de": {"stringUnit": {"state": "translated", "value": "%lld Artikel"}}}},
            "device": {"localizations": {
              "en": {"variations": {"device": {
                "iphone": {"stringUnit": {"state": "translated", "value": "Tap here"}},
                "other": {"stringUnit": {"state": "translated", "value": "Click here"}}}}}}}
          }
        }
        """#

    static func scenario(_ name: String, strings: String, keys: [String]) -> String {
        let texts = keys.map { #"{"type": "Text", "key": "\#($0)"}"# }.joined(separator: ", ")
        return #"""
            {"scenario": "\#(name)", "strings": "\#(strings)",
             "matrix": {"containers": ["iPhoneSE3", "iPadMini"], "locales": ["en", "de", "de-AT", "fr"],
                        "stringSets": ["base", "accented", "double"]},
             "view": {"type": "VStack", "children": [\#(texts)]}}
            """#
    }

    @Test func eachCaseGetsTheStringsItResolvesAlone() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/strings/App.xcstrings", Self.catalog)
        try sandbox.write("Fixtures/strings/Other.xcstrings", Self.catalog.replacingOccurrences(of: "Einstellungen", with: "Optionen"))
        try sandbox.write("Fixtures/a.json", Self.scenario("a", strings: "strings/App.xcstrings", keys: ["title", "device"]))
        try sandbox.write("Fixtures/b.json", Self.scenario("b", strings: "strings/App.xcstrings", keys: ["count", "title"]))
        try sandbox.write("Fixtures/c.json", Self.scenario("c", strings: "strings/Other.xcstrings", keys: ["title"]))
        let scenarios = try FixtureCatalog.load(directory: sandbox.root + "/Fixtures").scenarios
        #expect(scenarios.count == 3)
        #expect(scenarios[0].stringsDigest == scenarios[1].stringsDigest && scenarios[0].stringsDigest != scenarios[2].stringsDigest)
        var strings = CaseStrings()
        var compared = 0
        for (index, scenario) in scenarios.enumerated() {
            for layoutCase in scenario.matrix.cases {
                let cached = strings.environment(for: layoutCase, of: scenario, at: index)
                let alone = scenario.environment(for: layoutCase)
                #expect(cached.localizedStrings == alone.localizedStrings, "\(scenario.name) \(layoutCase.key)")
                compared += 1
            }
        }
        #expect(compared == 3 * 24)
        // Merged once per catalog, locale, set and device: a and b share theirs.
        #expect(strings.mergedTables == 2 * 4 * 3 * 2)
        // What the cases show differs by catalog, set, locale and device, so sharing is tested.
        let c = scenarios[2], a = scenarios[0]
        let germanCase = try #require(c.matrix.cases.first { $0.locale == "de" && $0.stringSet == .base })
        #expect(strings.environment(for: germanCase, of: c, at: 2).localizedStrings["title"] == "Optionen")
        #expect(strings.environment(for: germanCase, of: a, at: 0).localizedStrings["title"] == "Einstellungen")
    }
}

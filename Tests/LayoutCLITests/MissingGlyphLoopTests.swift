import Foundation
import StrictJSON
import Testing
import TestSupport

/// `missingGlyph` through the commands, with the pinned fonts: a Phoenician letter (U+10900),
/// which no pinned face covers, is a finding in `layout`, `record` and `run`, named with its
/// code point, script and the case's locale, counted in the run's summary, and fails the run
/// under a strict policy until it is approved.
@Suite(.serialized) struct MissingGlyphLoopTests {
    static func scenario(lints: String) -> String {
        """
        {
          "scenario": "demo/glyphs",
          "lints": \(lints),
          "matrix": {"containers": [{"name": "box", "width": 300, "height": 200, "scale": 3}], "locales": ["en", "th"]},
          "view": {"type": "VStack", "children": [
            {"type": "Text", "verbatim": "Inscription \u{10900}", "id": "old"},
            {"type": "Text", "verbatim": "ไม่สามารถสร้างโฟลเดอร์ได้", "id": "thai"}]}
        }
        """
    }

    @Test func layoutNamesTheCodePointTheScriptAndTheLocale() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("glyphs.json", Self.scenario(lints: #""warn""#))
        let json = layoutreg("layout", folder.path + "/glyphs.json", "--locale", "th")
        #expect(json.code == 0, "\(json.err)")
        let findings = try #require(JSONParser.parse(json.out).object?["findings"]?.array)
        #expect(findings.count == 1, "\(json.out)")
        #expect(json.out.contains(#""kind":"missingGlyph""#) && json.out.contains("U+10900 Phnx in th"), "\(json.out)")
        #expect(!json.out.contains("Thai in th"), "the Thai sentence is covered: \(json.out)")
    }

    @Test func recordApprovesItAndAStrictRunFailsWithoutTheApproval() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        try folder.write("Fixtures/glyphs.json", Self.scenario(lints: #"{"missingGlyph": "fail"}"#))

        let recorded = layoutreg(["record", "--db", db], in: folder.path)
        #expect(recorded.code == 0, "\(recorded.err)")
        #expect(recorded.out.contains("Lint findings approved with the baselines: 2, 2 of them new"), "\(recorded.out)")
        let baseline = try #require(folder.read("Fixtures/Baselines/demo/glyphs.baseline"))
        #expect(baseline.contains("! missingGlyph\t"), "\(baseline)")

        let passing = layoutreg(["run", "--db", db], in: folder.path)
        #expect(passing.code == 0, "\(passing.out)")
        #expect(passing.out.contains("missingGlyph in demo/glyphs: 2 findings in 2 cases"), "\(passing.out)")

        let unapproved = baseline.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("! missingGlyph") }.joined(separator: "\n")
        try folder.write("Fixtures/Baselines/demo/glyphs.baseline", unapproved)
        let failing = layoutreg(["run", "--db", db], in: folder.path)
        #expect(failing.code == 1, "\(failing.out)")
        #expect(failing.out.contains("lint missingGlyph at fail, not in the baseline"), "\(failing.out)")
        #expect(failing.out.contains("U+10900 Phnx in en") && failing.out.contains("U+10900 Phnx in th"), "\(failing.out)")

        let warned = layoutreg(["run", "--db", db, "--lints", "warn"], in: folder.path)
        #expect(warned.code == 0, "\(warned.out)")
    }
}

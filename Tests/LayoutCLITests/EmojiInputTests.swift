import Foundation
import Testing
import TestSupport

/// Strings that once aborted the process inside the line breaker (exit 134, no run recorded)
/// go through every command that lays out.
@Suite struct EmojiInputTests {
    static let scenario = """
        {"scenario": "demo/emoji", "matrix": {"containers": ["iPhoneSE3"], "locales": ["en", "ar"]},
         "view": {"type": "VStack", "children": [
           {"type": "Text", "verbatim": "Made in 🇯🇵", "id": "flag"},
           {"type": "Text", "verbatim": "👨‍👩‍👧 👍🏽 1️⃣ 🏴󠁧󠁢󠁳󠁣󠁴󠁿", "id": "sequences"},
           {"type": "Text", "verbatim": "🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵",
            "modifiers": [{"frame": {"width": 50}}]}]}}
        """

    @Test func layoutRecordAndRunTakeFlagsAndSequences() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Fixtures/emoji.json", Self.scenario)
        let db = folder.path + "/history.sqlite"
        let layout = layoutreg(["layout", "Fixtures/emoji.json", "--format", "text"], in: folder.path)
        #expect(layout.code == 0, "\(layout.err)")
        #expect(layout.out.contains("#flag"))
        #expect(layoutreg(["record", "--db", db], in: folder.path).code == 0)
        let run = layoutreg(["run", "--db", db], in: folder.path)
        #expect(run.code == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("2 cases: 2 passed"))
    }
}

import Testing
import TestSupport

/// `run` tells what the strings did; `--strict-strings` fails a run whose strings warned.
@Suite struct StrictStringsTests {
    static let scenario = #"""
        {"scenario": "demo/inbox",
         "strings": "Inbox.xcstrings",
         "matrix": {"containers": [{"name": "box", "width": 300, "height": 100}], "locales": ["en", "de"]},
         "view": {"type": "HStack", "children": [{"type": "Text", "key": "Inbox"}, {"type": "Text", "key": "More"}]}}
        """#

    static let catalog = #"""
        {"sourceLanguage": "en", "strings": {
          "Inbox": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Posteingang"}}}},
          "More": {}}}
        """#

    @Test(arguments: [
        ([String](), Int32(0)),
        (["--strict-strings"], Int32(1)),
    ])
    func missingTranslation(_ extra: [String], _ code: Int32) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Fixtures/inbox.json", Self.scenario)
        try folder.write("Fixtures/Inbox.xcstrings", Self.catalog)
        let db = folder.path + "/history.sqlite"
        #expect(layoutreg(["record", "--db", db], in: folder.path).code == 0)
        let run = layoutreg(["run", "--db", db] + extra, in: folder.path)
        #expect(run.code == code, "\(run.out)\(run.err)")
        #expect(run.out.contains(#"demo/inbox: strings: key "More" has no "de" string; showing the "en" one (1 of 2 cases, e.g. box/de/large/base)"#),
                "\(run.out)")
        #expect(run.err.contains("--strict-strings: the strings of 1 case gave warnings") == !extra.isEmpty)
    }
}

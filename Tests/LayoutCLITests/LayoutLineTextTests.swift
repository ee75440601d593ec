import Foundation
import StrictJSON
import Testing
import TestSupport

/// `layout` tells each `Text`'s laid-out lines: `"lineText"` in JSON where the text wrapped or
/// was cut, and a quoted row per line under the text in the text format.
@Suite struct LayoutLineTextTests {
    static let scenario = """
        {
          "scenario": "demo/lines",
          "strings": {"en": {"long": "I forgot my password and my user name", "short": "OK"}},
          "matrix": {"containers": [{"name": "narrow", "width": 120, "height": 400, "scale": 2}], "locales": ["en"]},
          "view": {"type": "VStack", "children": [
            {"type": "Text", "key": "long"},
            {"type": "Text", "key": "short"},
            {"type": "Text", "key": "long", "lineLimit": 1}
          ]}
        }
        """

    func frames(_ folder: TemporaryDirectory) throws -> [String: JSONObject] {
        let run = layoutreg("layout", folder.path + "/lines.json")
        #expect(run.code == 0, "\(run.err)")
        var byPath: [String: JSONObject] = [:]
        for frame in try #require(try JSONParser.parse(run.out).object?["frames"]?.array) {
            if let object = frame.object, let path = object["path"]?.stringValue { byPath[path] = object }
        }
        return byPath
    }

    @Test func jsonGivesTheLinesOfAWrappedOrCutTextAndNoneForOneWholeLine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("lines.json", Self.scenario)
        let frames = try frames(folder)
        let wrapped = try #require(frames["VStack/Text[0]"])
        let lines = try #require(wrapped["lineText"]?.array).compactMap(\.stringValue)
        #expect(lines.count == wrapped["lines"]?.doubleValue.map(Int.init))
        #expect(lines.count >= 3, "\(lines)")
        // Broken at spaces, nothing lost: the lines joined are the string.
        #expect(lines.joined(separator: " ") == "I forgot my password and my user name")
        #expect(frames["VStack/Text[1]"]?["text"]?.stringValue == "OK")
        #expect(frames["VStack/Text[1]"]?["lineText"] == nil)
        let cut = try #require(frames["VStack/Text[2]"]?["lineText"]?.array).compactMap(\.stringValue)
        #expect(cut.count == 1)
        #expect(cut[0].hasSuffix("…") && cut[0].count < 20, "\(cut)")
        #expect("I forgot my password".hasPrefix(String(cut[0].dropLast())))
    }

    /// A concatenation shows its runs joined, each localized on its own, in `text` and in its
    /// lines, which break over the joined string (here inside the bold run).
    @Test func concatenationShowsTheJoinedStringAndItsLines() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("lines.json", """
            {
              "scenario": "demo/runs",
              "strings": {"en": {"by": "Posted by"}},
              "matrix": {"containers": [{"name": "narrow", "width": 150, "height": 400, "scale": 2}], "locales": ["en"]},
              "view": {"type": "Text", "runs": [
                {"type": "Text", "key": "by"},
                {"type": "Text", "verbatim": " Anna Smith", "modifiers": [{"bold": true}]}
              ]}
            }
            """)
        let text = try #require(try frames(folder)["Text"])
        #expect(text["text"]?.stringValue == "Posted by Anna Smith")
        // In 150 pt, "Posted by" + bold "Anna" fits a line and the rest of the bold run does not.
        #expect(text["lineText"]?.array?.compactMap(\.stringValue) == ["Posted by Anna", "Smith"])
    }

    @Test func textFormatQuotesEachLineUnderItsText() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("lines.json", Self.scenario)
        let lines = try #require(try frames(folder)["VStack/Text[0]"]?["lineText"]?.array).compactMap(\.stringValue)
        let run = layoutreg("layout", folder.path + "/lines.json", "--format", "text")
        #expect(run.code == 0)
        let rows = run.out.split(separator: "\n").map(String.init)
        let first = try #require(rows.firstIndex { $0.hasPrefix("  Text[0] ") })
        #expect(rows[(first + 1)...(first + lines.count)].map { $0.trimmingCharacters(in: .whitespaces) }
                == lines.map { "\"\($0)\"" })
        #expect(rows.contains("      \"OK\""), "\(run.out)")
    }
}

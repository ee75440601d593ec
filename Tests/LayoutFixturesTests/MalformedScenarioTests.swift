import Foundation
import LayoutFixtures
import Testing
import TestSupport

/// A scenario file that must not load, the files beside it, and the exact message it gives.
struct MalformedScenario: Sendable, CustomTestStringConvertible {
    let name: String
    /// The text of `case.json`.
    let scenario: String
    /// Other files, by path relative to the scenario's folder.
    let files: [String: String]
    /// The whole message, with the temporary folder written `$TMP`.
    let message: String

    init(_ name: String, _ scenario: String, files: [String: String] = [:], _ message: String) {
        self.name = name
        self.scenario = scenario
        self.files = files
        self.message = message
    }

    var testDescription: String { name }
}

/// Every table's scenarios fail to load with their exact message; the tables live beside this
/// file by what they check (`MalformedScenarioTests+Views.swift`, `+Modifiers`, `+Matrices`, `+Strings`).
@Suite("Malformed scenarios")
struct MalformedScenarioTests {
    @Test(arguments: syntaxAndStructure + views + modifiers + matrices + strings)
    func rejected(_ malformed: MalformedScenario) throws {
        try withTemporaryDirectory { directory in
            for (path, text) in malformed.files { try directory.write(path, text) }
            let file = try directory.write("case.json", malformed.scenario)
            let message = try #require(loadError { () throws(FixtureError) in try ScenarioLoader.load(file: file) })
            let printed = message.replacingOccurrences(of: directory.path, with: "$TMP")
            #expect(printed == malformed.message)
            let location = try #require(Self.location(of: printed), "no file:line:column: prefix in \(printed)")
            #expect(location.file.hasPrefix("$TMP/"))
            #expect(location.line >= 1 && location.column >= 1)
        }
    }

    /// Loading from memory names the file it is given, at the same place.
    @Test func inMemoryTextNamesTheGivenFile() {
        let text = """
        {
          "scenario": "bad/spacing",
          "view": {"type": "HStack", "spacing": "wide"}
        }
        """
        let message = loadError { () throws(FixtureError) in try ScenarioLoader.load(text: text, file: "Fixtures/a.json") }
        #expect(message == #"Fixtures/a.json:3:41: view.spacing: expected a number, found the string "wide""#)
    }

    @Test func missingScenarioFileIsNamed() {
        let message = loadError { () throws(FixtureError) in try ScenarioLoader.load(file: "/nonexistent/x.json") }
        #expect(message == "/nonexistent/x.json: cannot read the file")
    }

    /// `file:line:column: ` at the start of a message.
    static func location(of message: String) -> (file: String, line: Int, column: Int)? {
        let parts = message.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, !parts[0].isEmpty, let line = Int(parts[1]), let column = Int(parts[2]),
              parts[3].hasPrefix(" ") else { return nil }
        return (String(parts[0]), line, column)
    }

    static let syntaxAndStructure: [MalformedScenario] = [
        MalformedScenario("invalid JSON: trailing comma", """
            {
              "scenario": "bad/syntax",
              "view": {"type": "Text", "verbatim": "a",}
            }
            """, #"$TMP/case.json:3:44: view: expected a string key after ',', found '}' (trailing commas are not allowed)"#),
        MalformedScenario("invalid JSON: duplicate key", """
            {
              "scenario": "bad/dup",
              "view": {"type": "Color"},
              "view": {"type": "Text"}
            }
            """, #"$TMP/case.json:4:3: view: duplicate key "view" (first at line 3, column 3)"#),
        MalformedScenario("not an object", "[1]\n", "$TMP/case.json:1:1: expected an object, found an array"),
        MalformedScenario("missing scenario", """
            {
              "view": {"type": "Text", "verbatim": "a"}
            }
            """, #"$TMP/case.json:1:1: missing required key "scenario""#),
        MalformedScenario("empty scenario name", #"{"scenario": "", "view": {"type": "Color"}}"#,
                          "$TMP/case.json:1:2: scenario: the scenario name is empty"),
        MalformedScenario("missing view", """
            {
              "scenario": "bad/no-view"
            }
            """, #"$TMP/case.json:1:1: missing required key "view""#),
        MalformedScenario("misspelt view key", """
            {
              "scenario": "bad/veiw",
              "veiw": {"type": "Color"}
            }
            """, #"$TMP/case.json:3:3: unknown key "veiw" (did you mean "view"?); allowed keys: "lints", "matrix", "scenario", "strings", "summary", "tolerance", "view""#),
        MalformedScenario("unknown top-level key", """
            {
              "scenario": "bad/top-key",
              "sumary": "typo",
              "view": {"type": "Text", "verbatim": "a"}
            }
            """, #"$TMP/case.json:3:3: unknown key "sumary" (did you mean "summary"?); allowed keys: "lints", "matrix", "scenario", "strings", "summary", "tolerance", "view""#),
        MalformedScenario("negative tolerance", """
            {
              "scenario": "bad/tolerance",
              "tolerance": -1,
              "view": {"type": "Color"}
            }
            """, "$TMP/case.json:3:16: tolerance: expected a number from 0.0 to 1000.0, found -1"),
    ]
}

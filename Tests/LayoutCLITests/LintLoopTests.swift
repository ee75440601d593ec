import Foundation
@testable import LayoutStore
import StrictJSON
import Testing
import TestSupport

/// Lints as a user meets them: a truncation found at `fail` fails the run until `record`
/// approves it (and says so), a warning never changes the exit status, bad policy names are
/// usage errors at their place in the file.
@Suite(.serialized) struct LintLoopTests {
    /// A title cut to one line at accessibility3, and a small button.
    static func scenario(lints: String) -> String {
        """
        {
          "scenario": "demo/lints",
          "lints": \(lints),
          "matrix": {"containers": [{"name": "box", "width": 200, "height": 400, "scale": 2}],
                     "sizeCategories": ["large", "accessibility3"]},
          "view": {"type": "VStack", "children": [
            {"type": "Text", "verbatim": "Hello there, friend", "lineLimit": 1, "id": "title"},
            {"type": "Button", "children": [{"type": "Text", "verbatim": "Go"}], "id": "go", "allow": ["tapTarget"]}]}
        }
        """
    }

    @Test func aNewFindingAtFailFailsUntilRecordApprovesItAndNamesIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        try folder.write("Fixtures/lints.json", Self.scenario(lints: #"{"truncated": "fail"}"#))

        // The frames are approved with the findings of the day, which are named.
        let recorded = layoutreg(["record", "--db", db], in: folder.path)
        #expect(recorded.code == 0, "\(recorded.err)")
        #expect(recorded.out.contains("Lint findings approved with the baselines: 1, 1 of them new"))
        #expect(recorded.out.contains("new truncated demo/lints/box/en/accessibility3/base VStack/Text #title: needs 2 lines, has 1"))
        let baseline = try #require(folder.read("Fixtures/Baselines/demo/lints.baseline"))
        #expect(baseline.contains("! truncated\tVStack/Text\tneeds 2 lines, has 1\n"))

        // A record that does not look for findings keeps the approved ones.
        let blind = layoutreg(["record", "--db", db, "--lints", "off"], in: folder.path)
        #expect(blind.code == 0, "\(blind.err)")
        #expect(blind.out.contains("nothing to record"))
        #expect(folder.read("Fixtures/Baselines/demo/lints.baseline") == baseline)

        let passing = layoutreg(["run", "--db", db], in: folder.path)
        #expect(passing.code == 0, "\(passing.out)")
        #expect(passing.out.contains("truncated in demo/lints: 1 finding in 1 case"))

        // Without its approval the same finding fails the case, exit 1, and JUnit says so.
        try folder.write("Fixtures/Baselines/demo/lints.baseline", baseline.replacingOccurrences(
            of: "! truncated\tVStack/Text\tneeds 2 lines, has 1\n", with: ""))
        let junit = folder.path + "/junit.xml"
        let failing = layoutreg(["run", "--db", db, "--junit", junit], in: folder.path)
        #expect(failing.code == 1)
        #expect(failing.out.contains("FAIL  demo/lints/box/en/accessibility3/base"))
        #expect(failing.out.contains("lint truncated at fail, not in the baseline: VStack/Text #title: needs 2 lines, has 1"))
        let xml = try #require(folder.read("junit.xml"))
        #expect(xml.contains(#"<failure message="1 lint finding fails">"#))

        // The same finding as a warning changes nothing of the exit status; JUnit has it as output.
        let warned = layoutreg(["run", "--db", db, "--lints", "warn", "--junit", junit], in: folder.path)
        #expect(warned.code == 0, "\(warned.out)")
        #expect(try #require(folder.read("junit.xml")).contains("<system-out>lint truncated (warn): VStack/Text #title: needs 2 lines, has 1</system-out>"))

        // The store has the findings of the latest run and their count.
        let store = try LayoutStore(path: db)
        #expect(try store.serialized { try $0.rows("SELECT kind, path, view_id, severity, approval FROM latest_findings") }
                == [["truncated", "VStack/Text", "title", "warn", "new"]])
        #expect(try store.serialized { try $0.rows("SELECT findings, new_findings FROM run_summary ORDER BY id DESC LIMIT 1") }
                == [["1", "1"]])
    }

    @Test func layoutPrintsFindingsAsJSONAndText() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("lints.json", Self.scenario(lints: #""warn""#))
        let file = folder.path + "/lints.json"
        let json = layoutreg("layout", file, "--size-category", "accessibility3")
        #expect(json.code == 0, "\(json.err)")
        let findings = try #require(JSONParser.parse(json.out).object?["findings"]?.array)
        #expect(findings.count == 1)
        #expect(json.out.contains(#"{"kind":"truncated","path":"VStack/Text","id":"title","detail":"needs 2 lines, has 1","severity":"warn"}"#))
        let text = layoutreg("layout", file, "--size-category", "accessibility3", "--format", "text", "--lints", "fail")
        #expect(text.out.contains("findings:\n  fail truncated VStack/Text #title: needs 2 lines, has 1\n"))
        let off = layoutreg("layout", file, "--size-category", "accessibility3", "--lints", "off")
        #expect(off.out.contains(#""findings":[]"#))
    }

    @Test(arguments: [
        (#"{"truncatd": "fail"}"#, #"6:1: lints.truncatd: unknown lint kind "truncatd" (did you mean "truncated"?); expected one of "truncated", "clipped", "overflow", "overlap", "tapTarget", "fixedFont""#),
        (#""strict""#, #"3:12: lints: unknown lint severity "strict" (the closest is "warn"); expected one of "off", "warn", "fail""#),
        (#"{"overlap": "error"}"#, #"3:24: lints.overlap: unknown lint severity "error" (the closest is "warn"); expected one of "off", "warn", "fail""#),
    ])
    func badPolicyNamesAreUsageErrorsAtTheirPlace(lints: String, message: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("lints.json", Self.scenario(lints: lints).replacingOccurrences(of: "{\"truncatd\"", with: "{\n\n\n\"truncatd\""))
        let run = layoutreg("layout", folder.path + "/lints.json")
        #expect(run.code == 2)
        #expect(run.err.contains(message), "\(run.err)")
    }

    @Test func aBadAllowAndABadFlagAreUsageErrors() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("lints.json", Self.scenario(lints: #""warn""#).replacingOccurrences(of: #""allow": ["tapTarget"]"#,
                                                                                              with: #""allow": ["tapTargets"]"#))
        let bad = layoutreg("layout", folder.path + "/lints.json")
        #expect(bad.code == 2)
        #expect(bad.err.contains(#"allow[0]: unknown lint kind "tapTargets" (did you mean "tapTarget"?)"#), "\(bad.err)")
        let flag = layoutreg("run", "--lints", "loud", "--fixtures", folder.path)
        #expect(flag.code == 2)
        #expect(flag.err.contains(#"--lints expects off, warn or fail, got "loud""#))
    }
}

private extension Connection {
    /// Every row of `sql`, each column as text ("NULL" for NULL), as the sqlite3 shell shows it.
    func rows(_ sql: String) throws -> [[String]] {
        try withStatement(sql) { statement in
            var rows: [[String]] = []
            while try statement.step() {
                rows.append((0..<statement.columnCount).map { statement.optionalString($0) ?? "NULL" })
            }
            return rows
        }
    }
}

import Foundation
import LayoutStore
import Testing
import TestSupport

/// The loop as a user drives it: record, run, change a view, run again, approve, history.
@Suite(.serialized) struct RegressionLoopTests {
    static let scenario = """
        {
          "scenario": "demo/buttons",
          "strings": "strings/Demo.xcstrings",
          "matrix": {"containers": ["iPhoneSE3", "iPadMini"], "locales": ["en", "de", "ar"],
                     "sizeCategories": ["large", "accessibility3"], "stringSets": ["base", "double"]},
          "view": {"type": "VStack", "children": [{"type": "Group", "children": [
              {"type": "Button", "children": [{"type": "Text", "key": "Log in"}], "id": "login"},
              {"type": "Button", "children": [{"type": "Text", "key": "I forgot my password"}], "id": "forgot"}],
            "modifiers": [{"preference": {"key": "w", "value": "width"}}, {"frame": {"width": {"state": "w"}}},
                          {"padding": true}, {"background": {"type": "Color"}}]},
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 100, "height": 10}}], "id": "bar"}]}
        }
        """

    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Log in": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Anmelden"}},
                                       "ar": {"stringUnit": {"state": "translated", "value": "تسجيل الدخول"}}}},
          "I forgot my password": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "Ich habe mein Passwort vergessen"}},
              "ar": {"stringUnit": {"state": "translated", "value": "نسيت كلمة المرور"}}}}}}
        """

    func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Fixtures/buttons.json", Self.scenario)
        try folder.write("Fixtures/strings/Demo.xcstrings", Self.catalog)
        return folder
    }

    @Test func recordRunChangeApproveAndHistory() throws {
        let folder = try project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"

        let recorded = layoutreg(["record", "--db", db, "--note", "first approval"], in: folder.path)
        #expect(recorded.code == 0, "\(recorded.err)")
        #expect(recorded.out.contains("recorded: 24 new, 0 changed, 0 unchanged, 0 removed"))
        #expect(folder.read("Fixtures/Baselines/demo/buttons.baseline")?.contains("== iPhoneSE3/ar/accessibility3/double") == true)

        let passing = layoutreg(["run", "--db", db], in: folder.path)
        #expect(passing.code == 0, "\(passing.out)\(passing.err)")
        #expect(passing.out.contains("24 cases: 24 passed, 0 failed, 0 new, 0 errors"))

        // One view's frame changes: the run fails and names it.
        try folder.write("Fixtures/buttons.json", Self.scenario.replacingOccurrences(of: "\"width\": 100", with: "\"width\": 120"))
        let failing = layoutreg(["run", "--db", db], in: folder.path)
        #expect(failing.code == 1)
        #expect(failing.out.contains("FAIL  demo/buttons/iPhoneSE3/en/large/base (largest difference 20.0 pt)"))
        #expect(failing.out.contains("#bar: expected (137.5, "))
        // All 24 cases fail for one cause: one group, one command that approves it.
        #expect(failing.out.hasPrefix("demo/buttons: 24 cases did not pass\n  cause VStack/Rectangle in 24 cases"), "\(failing.out)")
        #expect(failing.out.contains("approve: layoutreg record --mode failed --filter 'demo/buttons/*/*/*/*'"))

        // Both runs are in the history the sqlite3 shell reads.
        let store = try LayoutStore(path: db)
        let runs = try store.runSummaries(last: 10)
        #expect(runs.map(\.counts.passed) == [0, 24])
        #expect(runs.map(\.counts.failed) == [24, 0])

        let approved = layoutreg(["record", "--db", db, "--mode", "failed"], in: folder.path)
        #expect(approved.code == 0)
        #expect(approved.out.contains("recorded: 0 new, 24 changed, 0 unchanged, 0 removed"))
        #expect(layoutreg(["run", "--db", db], in: folder.path).code == 0)

        let history = layoutreg(["history", "--db", db, "--last", "2"], in: folder.path)
        #expect(history.code == 0)
        #expect(history.out.split(separator: "\n").count == 3)
        let caseHistory = layoutreg(["history", "--db", db, "--scenario", "demo/buttons", "--case", "iPadMini/ar/large/double"],
                                    in: folder.path)
        #expect(caseHistory.out.split(separator: "\n").map { $0.contains(" pass") || $0.contains(" fail") } == [true, true, true])
    }

    /// `run --incremental` skips what passed with the same inputs, says so, and the history
    /// explains each skip; it needs the database.
    @Test func anIncrementalRunSkipsUnchangedCasesAndTheHistoryExplainsThem() throws {
        let folder = try project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        #expect(layoutreg(["record", "--db", db], in: folder.path).code == 0)
        let first = layoutreg(["run", "--db", db, "--incremental"], in: folder.path)
        #expect(first.code == 0, "\(first.out)\(first.err)")
        #expect(first.out.contains("24 cases: 24 passed, 0 failed, 0 new, 0 errors in"))
        let second = layoutreg(["run", "--db", db, "--incremental"], in: folder.path)
        #expect(second.code == 0)
        #expect(second.out.contains("24 cases: 0 passed, 0 failed, 0 new, 0 errors, 24 unchanged (skipped) in"), "\(second.out)")
        let history = layoutreg(["history", "--db", db, "--scenario", "demo/buttons", "--case", "iPadMini/ar/large/double"],
                                in: folder.path)
        let lines = history.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains("unchanged (skipped): inputs ") == true, "\(history.out)")
        #expect(lines.first?.contains("as in run 1, where it passed") == true)
        #expect(layoutreg(["history", "--db", db], in: folder.path).out.contains("+24 unchanged (skipped)"))

        let refused = layoutreg(["run", "--no-store", "--incremental"], in: folder.path)
        #expect(refused.code == 2)
        #expect(refused.err.contains("--incremental"))
    }

    /// The cases `run --incremental` skipped are test cases of its JUnit file, each
    /// `<skipped message="unchanged"/>`, and cases of its JSON, with status `skipped`.
    @Test func skippedCasesAreInJUnitAndJSON() throws {
        let folder = try project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        #expect(layoutreg(["record", "--db", db], in: folder.path).code == 0)
        #expect(layoutreg(["run", "--db", db, "--incremental"], in: folder.path).code == 0)
        let second = layoutreg(["run", "--db", db, "--incremental", "--format", "json", "--junit", "report.xml"], in: folder.path)
        #expect(second.code == 0, "\(second.err)")
        #expect(second.out.contains(#""cases":24,"pass":0,"fail":0,"new":0,"error":0,"skipped":24"#), "\(second.out)")
        #expect(second.out.contains(#"{"scenario":"demo/buttons","case":"iPadMini/ar/large/double","status":"skipped","#
                                    + #""reason":"unchanged","passedRun":1}"#), "\(second.out)")
        #expect(second.out.components(separatedBy: #""status":"skipped""#).count - 1 == 24)
        let xml = try #require(folder.read("report.xml"))
        #expect(xml.contains(#"<testsuites name="layoutreg" tests="24" failures="0" errors="0" skipped="24">"#), "\(xml)")
        #expect(xml.contains(#"<testcase classname="demo/buttons" name="iPadMini/ar/large/double">"#
                             + "\n" + #"      <skipped message="unchanged"/>"#), "\(xml)")
        #expect(xml.components(separatedBy: "<skipped message=\"unchanged\"/>").count - 1 == 24)
    }

    /// One German string grows: dozens of frames move in every German case, and the console
    /// names the one view that changed first, in a screenful, with one command to approve it.
    @Test func aChangedGermanStringPrintsItsRootCauseFirstInUnderThirtyLines() throws {
        let folder = try project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        #expect(layoutreg(["record", "--db", db], in: folder.path).code == 0)
        try folder.write("Fixtures/strings/Demo.xcstrings", Self.catalog.replacingOccurrences(
            of: "\"Anmelden\"", with: "\"Jetzt sicher anmelden und weitermachen\""))

        let json = layoutreg(["run", "--db", db, "--format", "json"], in: folder.path)
        #expect(json.code == 1)
        // The diff is long: every German case, many frames each.
        let differences = json.out.components(separatedBy: "\"kind\":").count - 1
        #expect(differences >= 60, "\(differences) differing frames")

        let failing = layoutreg(["run", "--db", db], in: folder.path)
        #expect(failing.code == 1)
        let lines = failing.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 30, "\(failing.out)")
        #expect(lines.prefix(2) == ["demo/buttons: 8 cases did not pass",
                                    "  cause VStack/Group/Button[0]/Text in 8 cases, 7 frames followed in iPhoneSE3/de/large/base"],
                "\(failing.out)")
        #expect(failing.out.contains("approve: layoutreg record --mode failed --filter 'demo/buttons/*/de/*/*'"))
        #expect(failing.out.components(separatedBy: "approve:").count == 2)
    }

    /// `diff` reads the baseline files at a git revision and says what a record changed.
    @Test func diffSummarisesTheBaselineChangesSinceARevision() throws {
        let folder = try project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        #expect(layoutreg(["record", "--db", db], in: folder.path).code == 0)
        let git = { (arguments: [String]) -> Int32 in
            let process = envProcess(["git", "-C", folder.path, "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments)
            process.standardOutput = FileHandle.nullDevice
            try? process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        #expect(git(["init", "-q"]) == 0)
        #expect(git(["add", "Fixtures"]) == 0)
        #expect(git(["commit", "-qm", "baselines"]) == 0)
        let same = layoutreg(["diff"], in: folder.path)
        #expect(same.code == 0, "\(same.err)")
        #expect(same.out == "0 scenarios with changed baselines, 1 unchanged, against HEAD\n")

        try folder.write("Fixtures/strings/Demo.xcstrings", Self.catalog.replacingOccurrences(
            of: "\"Anmelden\"", with: "\"Jetzt sicher anmelden und weitermachen\""))
        #expect(layoutreg(["record", "--db", db, "--mode", "failed"], in: folder.path).code == 0)
        let changed = layoutreg(["diff", "HEAD", "--report", "diff-report"], in: folder.path)
        #expect(changed.code == 1, "\(changed.err)")
        #expect(changed.out.hasPrefix("demo/buttons: 8 changed, 0 added, 0 removed; "), "\(changed.out)")
        #expect(changed.out.contains("  cause VStack/Group/Button[0]/Text in 8 cases\n"))
        #expect(folder.read("diff-report/index.html")?.contains("data-status=\"changed\"") == true)
        #expect(layoutreg(["diff", "no-such-revision"], in: folder.path).code == 2)
    }

    @Test func runWithoutBaselinesFailsAndNeverWritesThem() throws {
        let folder = try project()
        defer { folder.remove() }
        let run = layoutreg(["run", "--db", folder.path + "/x.sqlite"], in: folder.path)
        #expect(run.code == 1)
        #expect(run.out.contains("24 new"))
        #expect(folder.read("Fixtures/Baselines/demo/buttons.baseline") == nil)
        #expect(try LayoutStore(path: folder.path + "/x.sqlite").currentBaselines().isEmpty)
    }

    /// Bad input exits 2 with a message naming the problem, and the database is untouched.
    @Test(arguments: [
        ("malformed JSON", "Fixtures/buttons.json", "{\"scenario\": \"demo/buttons\",, }", "buttons.json:1:29: expected a string key"),
        ("unknown preset", "Fixtures/buttons.json",
         scenario.replacingOccurrences(of: "\"iPadMini\"", with: "\"iPad Minnie\""), "unknown device preset \"iPad Minnie\""),
        ("missing strings file", "Fixtures/buttons.json",
         scenario.replacingOccurrences(of: "strings/Demo.xcstrings", with: "strings/Missing.xcstrings"),
         "strings file not found: strings/Missing.xcstrings"),
    ])
    func badFixturesExitTwoAndLeaveTheDatabaseAlone(name: String, file: String, text: String, message: String) throws {
        let folder = try project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        #expect(layoutreg(["record", "--db", db], in: folder.path).code == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        try folder.write(file, text)
        for command in ["run", "record"] {
            let run = layoutreg([command, "--db", db], in: folder.path)
            #expect(run.code == 2, "\(name): \(run.err)")
            #expect(run.err.contains(message), "\(name): \(run.err)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }

    @Test func aFileThatIsNotADatabaseIsRefusedUnchanged() throws {
        let folder = try project()
        defer { folder.remove() }
        try folder.write("notes.sqlite", "these are my notes, not a database\n")
        let run = layoutreg(["run", "--db", folder.path + "/notes.sqlite"], in: folder.path)
        #expect(run.code == 2)
        #expect(run.err.contains("notes.sqlite"), "\(run.err)")
        #expect(run.err.contains("not a database"), "\(run.err)")
        #expect(folder.read("notes.sqlite") == "these are my notes, not a database\n")
    }

    @Test func aDatabaseFromANewerLayoutregIsRefused() throws {
        let folder = try project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        #expect(layoutreg(["record", "--db", db], in: folder.path).code == 0)
        try sqlite3(db, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', 'later')")
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let run = layoutreg(["run", "--db", db], in: folder.path)
        #expect(run.code == 2)
        #expect(run.err.contains("newer than this layoutreg"), "\(run.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }

    @Test func listShowsScenariosCasesAndBaselines() throws {
        let folder = try project()
        defer { folder.remove() }
        #expect(layoutreg(["list"], in: folder.path).out.contains("1 scenarios, 24 cases, 0 with baselines"))
        #expect(layoutreg(["record", "--db", folder.path + "/x.sqlite", "--filter", "/en/"], in: folder.path).code == 0)
        #expect(layoutreg(["list"], in: folder.path).out.contains("1 scenarios, 24 cases, 8 with baselines"))
        let cases = layoutreg(["list", "--cases"], in: folder.path).out
        #expect(cases.contains("demo/buttons/iPhoneSE3/de/large/base  (no baseline)"))
        #expect(cases.contains("demo/buttons/iPhoneSE3/en/large/base\n"))
        // list finds a file's cases without reading their frames, but a file of the wrong shape is an error.
        let file = "Fixtures/Baselines/demo/buttons.baseline"
        let text = try #require(folder.read(file))
        let firstCase = try #require(text.range(of: "\n== ")).lowerBound
        try folder.write(file, text + text[firstCase...].dropFirst())
        let broken = layoutreg(["list"], in: folder.path)
        #expect(broken.code == 2)
        #expect(broken.err.contains("buttons.baseline:"), "\(broken.err)")
        #expect(layoutreg(["list", "--presets"]).out.contains("iPhoneSE3                 375×667 @2x  safe area top 20, bottom 0  phone compact×regular"))
        #expect(layoutreg(["list", "--presets"]).out.contains("iPhone16-landscape        852×393 @3x  safe area top 0, bottom 21, leading 59, trailing 59  phone compact×compact"))
    }

    @Test func historyWithoutADatabaseSaysSoAndCreatesNothing() throws {
        let folder = try project()
        defer { folder.remove() }
        let run = layoutreg(["history", "--db", folder.path + "/none.sqlite"], in: folder.path)
        #expect(run.code == 2)
        #expect(run.err.contains("no database at \(folder.path)/none.sqlite"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/none.sqlite"))
    }
}

/// Runs SQL through the sqlite3 shell (installed by scripts/setup.sh), as a user would.
func sqlite3(_ database: String, _ sql: String) throws {
    let process = envProcess(["sqlite3", database, sql])
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
}

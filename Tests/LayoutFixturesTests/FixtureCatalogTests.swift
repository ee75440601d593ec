import Foundation
@testable import LayoutFixtures
import Testing
import TestSupport

@Suite("Fixture catalog")
struct FixtureCatalogTests {
    static func scenario(_ name: String, strings: String? = nil) -> String {
        let stringsLine = strings.map { #""strings": ""# + $0 + #"", "# } ?? ""
        return #"{"scenario": ""# + name + #"", "# + stringsLine + #""view": {"type": "Text", "key": "login"}}"#
    }

    @Test func discoversJSONInSubfoldersSorted() throws {
        try withTemporaryDirectory { directory in
            try directory.write("seeds/login.json", Self.scenario("seeds/login"))
            try directory.write("a.json", Self.scenario("a"))
            try directory.write("seeds/deep/grid.json", Self.scenario("seeds/grid"))
            try directory.write("seeds-old.json", Self.scenario("seeds-old"))
            try directory.write("b/notes.txt", "not a scenario")
            try directory.write("b/Login.xcstrings", #"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#)
            // Inside a .lproj folder nothing is a scenario, not even a broken JSON file.
            try directory.write("Strings/de.lproj/Login.strings", #""login" = "Anmelden";"#)
            try directory.write("Strings/de.lproj/meta.json", "{ not json")

            let expected = ["a.json", "seeds-old.json", "seeds/deep/grid.json", "seeds/login.json"]
            #expect(FixtureCatalog.scenarioFiles(in: directory.path) == expected.map { directory.path + "/" + $0 })
            #expect(FixtureCatalog.scenarioFiles(in: directory.path + "/") == expected.map { directory.path + "/" + $0 })

            let catalog = try FixtureCatalog.load(directory: directory.path)
            #expect(catalog.directory == directory.path)
            #expect(catalog.scenarios.map(\.name) == ["a", "seeds-old", "seeds/grid", "seeds/login"])
            #expect(catalog.scenarios.map(\.file) == expected.map { directory.path + "/" + $0 })
        }
    }

    @Test func duplicateNamesNameBothFiles() throws {
        try withTemporaryDirectory { directory in
            try directory.write("one/login.json", Self.scenario("seeds/login"))
            try directory.write("two/login.json", Self.scenario("seeds/login"))
            let message = Self.error { () throws(FixtureError) in _ = try FixtureCatalog.load(directory: directory.path) }
            #expect(message?.replacingOccurrences(of: directory.path, with: "$TMP")
                    == #"$TMP/two/login.json:1:2: scenario: scenario "seeds/login" is also defined in $TMP/one/login.json; names must be unique"#)
        }
    }

    @Test func firstBadFileIsTheError() throws {
        try withTemporaryDirectory { directory in
            try directory.write("a.json", Self.scenario("a"))
            try directory.write("b.json", #"{"scenario": "b", "view": {"type": "Txt"}}"#)
            let message = Self.error { () throws(FixtureError) in _ = try FixtureCatalog.load(directory: directory.path) }
            #expect(message?.hasPrefix(directory.path + "/b.json:1:36: view.type: unknown view type \"Txt\" (did you mean \"Text\"?)") == true)
        }
    }

    /// A run's filter loads only the scenarios it selects: the others are read for their name
    /// and matrix, so a view that would not load is not read, and names are still checked.
    @Test func aSelectionLoadsOnlyTheScenariosItSelects() throws {
        try withTemporaryDirectory { directory in
            try directory.write("a.json", Self.scenario("a"))
            try directory.write("b.json", #"{"scenario": "b", "view": {"type": "Txt"}}"#)
            try directory.write("c.json", Self.scenario("c"))
            let catalog = try FixtureCatalog.load(directory: directory.path, selecting: { name, _ in name == "c" })
            #expect(catalog.scenarios.map(\.name) == ["c"])
            #expect(catalog.unselectedCount == 2)
            #expect(catalog.scenarios == (try FixtureCatalog.load(directory: directory.path, selecting: { name, _ in name != "b" })
                .scenarios.filter { $0.name == "c" }))
            // Selected, the broken view is the error it always was.
            let message = Self.error { () throws(FixtureError) in
                _ = try FixtureCatalog.load(directory: directory.path, selecting: { name, _ in name == "b" })
            }
            #expect(message?.hasPrefix(directory.path + "/b.json:1:36: view.type: unknown view type") == true)
            try directory.write("d.json", Self.scenario("a"))
            let duplicate = Self.error { () throws(FixtureError) in
                _ = try FixtureCatalog.load(directory: directory.path, selecting: { name, _ in name == "c" })
            }
            #expect(duplicate?.contains("scenario \"a\" is also defined in \(directory.path)/a.json") == true)
        }
    }

    @Test func missingFolder() {
        let message = Self.error { () throws(FixtureError) in _ = try FixtureCatalog.load(directory: "/nonexistent/Fixtures") }
        #expect(message == "/nonexistent/Fixtures: no such fixtures folder")
    }

    /// The package's own `Fixtures/` folder loads: the seeds follow the format this loader reads.
    @Test func shippedFixturesLoad() throws {
        let package = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let catalog = try FixtureCatalog.load(directory: package.appendingPathComponent("Fixtures").path)
        #expect(!catalog.scenarios.isEmpty)
    }

    /// Files read on several threads (`--jobs`) give the catalog and the errors one thread
    /// gives: scenarios, problems and the first error in path order.
    @Test(arguments: [2, 3, 8])
    func filesReadOnSeveralThreadsGiveTheSameCatalog(threads: Int) throws {
        try withTemporaryDirectory { directory in
            for i in 0..<12 { try directory.write("s\(i / 4)/\(i).json", Self.scenario("s\(i)")) }
            try directory.write("s1/bad.json", #"{"scenario": "bad", "view": {"type": "Txt"}}"#)
            try directory.write("s2/again.json", Self.scenario("s3"))
            try directory.write("s2/worse.json", "{ not json")
            let one = try FixtureCatalog.load(directory: directory.path, collectingProblems: true)
            let many = try FixtureCatalog.load(directory: directory.path, collectingProblems: true, threads: threads)
            #expect(one.scenarios.count == 12)
            #expect(many.scenarios.map(\.name) == one.scenarios.map(\.name))
            #expect(many.scenarios.map(\.definitionHash) == one.scenarios.map(\.definitionHash))
            #expect(one.problems.count == 3)
            #expect(many.problems.map { "\($0.file) \($0.error)" } == one.problems.map { "\($0.file) \($0.error)" })
            let first = Self.error { () throws(FixtureError) in _ = try FixtureCatalog.load(directory: directory.path) }
            #expect(first?.hasPrefix(directory.path + "/s1/bad.json:") == true)
            #expect(Self.error { () throws(FixtureError) in _ = try FixtureCatalog.load(directory: directory.path, threads: threads) } == first)
        }
    }

    @Test func emptyFolderHasNoScenarios() throws {
        try withTemporaryDirectory { directory in
            let catalog = try FixtureCatalog.load(directory: directory.path)
            #expect(catalog.scenarios.isEmpty)
        }
    }

    // MARK: definitionHash

    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "login" : {
              "comment" : "The main button",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Anmelden" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Log in" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    /// Loads `login.json` with `Login.xcstrings` beside it, after `change` edits the folder.
    static func hash(in directory: TemporaryDirectory, _ change: (TemporaryDirectory) throws -> Void = { _ in }) throws -> String {
        try change(directory)
        return try ScenarioLoader.load(file: directory.path + "/login.json").definitionHash
    }

    static func setUp(_ directory: TemporaryDirectory) throws {
        try directory.write("login.json", scenario("login", strings: "Login.xcstrings"))
        try directory.write("Login.xcstrings", catalog)
    }

    /// The strings' part of a definition is what printing them by reflection gave, byte for
    /// byte, so that no stored hash changes: quotes, backslashes, control characters, text
    /// that is not ASCII, empty tables.
    @Test(arguments: [
        [:],
        ["en": [:]],
        ["de": ["login": "Anmelden"], "en": ["login": "Log in", "forgot": "I forgot"]],
        ["fr": ["q": "l'été « ici »", "b": "a\\b \"c\"", "n": "1\n2\t3\r\u{0}\u{1B}\u{7F}\u{85}\u{A0}"],
         "ar": ["t": "تسجيل\u{200F}", "e": "🇩🇪 👩‍👩‍👧 e\u{301}"], "": ["": ""]],
    ] as [[String: [String: String]]])
    func theStringsPartIsWhatReflectionPrinted(locales: [String: [String: String]]) {
        let reflected = String(describing: locales.sorted { $0.key < $1.key }.map {
            ($0.key, $0.value.sorted { $0.key < $1.key }.map { [$0.key, $0.value] })
        })
        #expect(Array(ScenarioLoader.describing(locales).utf8) == Array(reflected.utf8))
    }

    /// Plain ASCII is quoted without asking Swift: every ASCII character, alone and in text,
    /// is quoted as `debugDescription` quotes it.
    @Test func quotingIsSwiftsForEveryASCIICharacter() {
        for byte in UInt8(0)..<128 {
            let character = String(UnicodeScalar(byte))
            for text in [character, "a" + character + "b", "key." + character] {
                #expect(ScenarioLoader.quoted(text) == text.debugDescription, "byte \(byte)")
            }
        }
        #expect(ScenarioLoader.quoted("") == "".debugDescription)
    }

    /// Text that is not ASCII is quoted as `debugDescription` quotes it: every scalar of the
    /// planes catalogs use (the whole BMP, emoji, tags), alone, first, last and inside.
    @Test func quotingIsSwiftsForEveryScalar() {
        let planes: [ClosedRange<UInt32>] = [0x80...0xFFFF, 0x1F000...0x1FAFF, 0xE0000...0xE007F]
        var differ: [String] = []
        for v in planes.joined() {
            guard let scalar = Unicode.Scalar(v) else { continue }
            let s = String(scalar)
            for text in [s, s + "a", "a" + s, "a" + s + "b", s + s, "é" + s, s + "ب"] where ScenarioLoader.quoted(text) != text.debugDescription {
                differ.append(String(v, radix: 16))
            }
        }
        #expect(differ.isEmpty, "scalars quoted otherwise: \(differ.prefix(20))")
    }

    @Test func hashIsStableWhenNothingChanges() throws {
        try withTemporaryDirectory { directory in
            try Self.setUp(directory)
            let first = try Self.hash(in: directory)
            #expect(first.count == 64)
            #expect(try Self.hash(in: directory) == first)
            // Rewriting the same bytes is no change.
            #expect(try Self.hash(in: directory) { try Self.setUp($0) } == first)
            // Neither is a comment or state in the catalog, which do not change any text.
            #expect(try Self.hash(in: directory) {
                try $0.write("Login.xcstrings", Self.catalog.replacingOccurrences(of: "The main button", with: "The button")
                    .replacingOccurrences(of: "\"translated\"", with: "\"needs_review\""))
            } == first)
        }
    }

    @Test func hashDoesNotDependOnWhereTheFileIs() throws {
        let first = try withTemporaryDirectory { directory in
            try Self.setUp(directory)
            return try Self.hash(in: directory)
        }
        let second = try withTemporaryDirectory { directory in
            try Self.setUp(directory)
            return try Self.hash(in: directory)
        }
        #expect(first == second)
    }

    @Test func hashChangesWithTheScenarioFile() throws {
        try withTemporaryDirectory { directory in
            try Self.setUp(directory)
            let first = try Self.hash(in: directory)
            let edited = try Self.hash(in: directory) {
                try $0.write("login.json", Self.scenario("login", strings: "Login.xcstrings").replacingOccurrences(
                    of: #""key": "login""#, with: #""key": "login", "lineLimit": 1"#))
            }
            #expect(edited != first)
        }
    }

    /// The strings a scenario can show are part of its definition; a locale its matrix does
    /// not show (`de`, for a scenario of `en` only) is not.
    @Test func hashChangesWithTheStrings() throws {
        try withTemporaryDirectory { directory in
            try Self.setUp(directory)
            let english = try Self.hash(in: directory)
            let unshown = try Self.hash(in: directory) {
                try $0.write("Login.xcstrings", Self.catalog.replacingOccurrences(of: "Anmelden", with: "Einloggen"))
            }
            #expect(unshown == english)
            try directory.write("Login.xcstrings", Self.catalog)
            try directory.write("login.json", Self.scenario("login", strings: "Login.xcstrings").replacingOccurrences(
                of: #""view""#, with: #""matrix": {"locales": ["en", "de"]}, "view""#))
            let first = try Self.hash(in: directory)
            let translated = try Self.hash(in: directory) {
                try $0.write("Login.xcstrings", Self.catalog.replacingOccurrences(of: "Anmelden", with: "Einloggen"))
            }
            #expect(translated != first)
            let sourceChanged = try Self.hash(in: directory) {
                try $0.write("Login.xcstrings", Self.catalog.replacingOccurrences(of: #""sourceLanguage" : "en""#,
                                                                                   with: #""sourceLanguage" : "de""#))
            }
            #expect(sourceChanged != translated)
            #expect(sourceChanged != first)
        }
    }

    @Test func hashChangesWithAStringsFileInAnLprojFolder() throws {
        try withTemporaryDirectory { directory in
            try directory.write("login.json", Self.scenario("login", strings: "Strings").replacingOccurrences(
                of: #""view""#, with: #""matrix": {"locales": ["de", "fr"]}, "view""#))
            try directory.write("Strings/de.lproj/Login.strings", #""login" = "Anmelden";"#)
            let first = try Self.hash(in: directory)
            #expect(try Self.hash(in: directory) {
                try $0.write("Strings/de.lproj/Login.strings", "/* comment */\n\"login\" = \"Anmelden\";\n")
            } == first)
            #expect(try Self.hash(in: directory) {
                try $0.write("Strings/fr.lproj/Login.strings", #""login" = "Connexion";"#)
            } != first)
            // A folder no locale of the matrix shows is not read.
            let shown = try Self.hash(in: directory)
            #expect(try Self.hash(in: directory) {
                try $0.write("Strings/ja.lproj/Login.strings", #""login" = "ログイン";"#)
            } == shown)
        }
    }

    static func error(_ body: () throws(FixtureError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.description
        }
    }
}

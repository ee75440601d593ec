import LayoutEngine
@testable import LayoutFixtures
import TestSupport
import Testing

/// Texts with arguments resolved per case through a scenario: String Catalog plurals and
/// substitutions, `.stringsdict` files, device variations and the matrix's values.
@Suite("Strings: resolution per case")
struct StringResolutionTests {
    static let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "%lld new posts": {"localizations": {
            "en": {"variations": {"plural": {
              "zero": {"stringUnit": {"state": "translated", "value": "No new posts"}},
              "one": {"stringUnit": {"state": "translated", "value": "%lld new post"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld new posts"}}}}},
            "ru": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld новый пост"}},
              "few": {"stringUnit": {"state": "translated", "value": "%lld новых поста"}},
              "many": {"stringUnit": {"state": "translated", "value": "%lld новых постов"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld новых поста"}}}}}}},
          "%@ has %lld photos": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "%1$@ has %2$#@photos@"},
                   "substitutions": {"photos": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                     "one": {"stringUnit": {"state": "translated", "value": "%arg photo"}},
                     "other": {"stringUnit": {"state": "translated", "value": "%arg photos"}}}}}}},
            "de": {"stringUnit": {"state": "needs_review", "value": "%1$@ hat %2$#@photos@"},
                   "substitutions": {"photos": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                     "one": {"stringUnit": {"state": "translated", "value": "%arg Foto"}},
                     "other": {"stringUnit": {"state": "translated", "value": "%arg Fotos"}}}}}}}}},
          "Start": {"localizations": {
            "en": {"variations": {"device": {
              "iphone": {"stringUnit": {"state": "translated", "value": "Tap to start"}},
              "other": {"stringUnit": {"state": "translated", "value": "Start"}}}}}}},
          "Old": {"extractionState": "stale", "localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Old"}}}}
        }}
        """#

    static func scenario(matrix: String) -> String {
        #"""
        {"scenario": "strings/posts", "strings": "Posts.xcstrings", "matrix": \#(matrix),
         "view": {"type": "VStack", "children": [
           {"type": "Text", "key": "%lld new posts", "args": [{"value": "count"}]},
           {"type": "Text", "key": "%@ has %lld photos", "args": [{"value": "name"}, {"value": "count"}]},
           {"type": "Text", "key": "Start"},
           {"type": "Text", "key": "Old"}]}}
        """#
    }

    static let matrix = #"{"containers": ["iPhone16", "iPadMini", "320x480"], "locales": ["en", "ru", "de"], "#
        + #""values": {"name": ["Al"], "count": [0, 1, 3, 21, 1000000]}}"#

    func load(_ matrix: String = StringResolutionTests.matrix) throws -> Scenario {
        try withTemporaryDirectory { directory in
            try directory.write("Posts.xcstrings", Self.catalog)
            return try ScenarioLoader.load(file: directory.write("posts.json", Self.scenario(matrix: matrix)))
        }
    }

    func texts(_ scenario: Scenario, _ layoutCase: LayoutCase) -> [String] {
        let strings = scenario.localization(for: layoutCase).strings
        return scenario.textUses.formatted.map { strings.texts[$0] ?? "?" } + scenario.textUses.keys.map { strings[$0] ?? "?" }
    }

    func find(_ scenario: Scenario, _ key: String) throws -> LayoutCase {
        try #require(scenario.matrix.cases.first { $0.key == key })
    }

    @Test(arguments: [
        ("iPhone16/en/large/base/count=0,name=Al", ["No new posts", "Al has 0 photos", "Tap to start", "Old"]),
        ("iPhone16/en/large/base/count=1,name=Al", ["1 new post", "Al has 1 photo", "Tap to start", "Old"]),
        ("iPadMini/en/large/base/count=3,name=Al", ["3 new posts", "Al has 3 photos", "Start", "Old"]),
        ("320x480/ru/large/base/count=21,name=Al", ["21 новый пост", "Al has 21 photos", "Start", "Old"]),
        ("320x480/ru/large/base/count=3,name=Al", ["3 новых поста", "Al has 3 photos", "Start", "Old"]),
        ("iPhone16/ru/large/base/count=1000000,name=Al", ["1000000 новых постов", "Al has 1000000 photos", "Tap to start", "Old"]),
        ("iPhone16/de/large/base/count=1,name=Al", ["1 new post", "Al hat 1 Foto", "Tap to start", "Old"]),
    ])
    func resolved(_ key: String, _ expected: [String]) throws {
        let scenario = try load()
        #expect(texts(scenario, try find(scenario, key)) == expected)
    }

    @Test func casesAndKeys() throws {
        let scenario = try load()
        #expect(scenario.matrix.count == 3 * 3 * 5)
        #expect(scenario.matrix.cases.count == 45)
        #expect(scenario.matrix.cases.prefix(2).map(\.key) == ["iPhone16/en/large/base/count=0,name=Al",
                                                              "iPhone16/en/large/base/count=1,name=Al"])
        #expect(scenario.matrix.contains(caseKey: "iPadMini/de/large/base/count=21,name=Al"))
        #expect(!scenario.matrix.contains(caseKey: "iPadMini/de/large/base/count=22,name=Al"))
        #expect(!scenario.matrix.contains(caseKey: "iPadMini/de/large/base"))
    }

    /// A value with the characters a key splits at is escaped, and found again.
    @Test func escapedValues() throws {
        let matrix = try loadMatrix(#"{"values": {"name": ["a/b,c=d%"], "count": [1.5]}}"#)
        let key = try #require(matrix.cases.first).key
        #expect(key == "iPhone16/en/large/base/count=1.5,name=a%2Fb%2Cc%3Dd%25")
        #expect(matrix.contains(caseKey: key))
    }

    @Test func warningsOfACase() throws {
        let scenario = try load()
        let german = scenario.localization(for: try find(scenario, "iPhone16/de/large/base/count=1,name=Al")).strings.warnings
        #expect(german.contains(#"strings: key "%@ has %lld photos" in "de" is needs_review"#))
        #expect(german.contains(#"strings: key "%lld new posts" has no "de" string; showing the "en" one"#))
        #expect(german.contains(#"strings: key "Old" is stale in the catalog (no longer in the app's source) but a fixture shows it"#))
    }

    /// Pseudo-localisation keeps specifiers intact and never touches the arguments' digits.
    @Test func pseudoLocalisationKeepsSpecifiers() throws {
        let scenario = try load(#"{"locales": ["en"], "stringSets": ["accented", "double", "bounded"], "values": {"count": [2], "name": ["Al"]}}"#)
        let all = scenario.matrix.cases.map { texts(scenario, $0)[0] }
        #expect(all == ["2\u{20}n\u{308}e\u{303}w\u{300} p\u{325}o\u{301}s\u{327}t\u{308}s\u{303}", "2 new posts 2 new posts", "[# 2 new posts #]"])
    }

    /// A text without arguments keeps its specifiers unaccented too.
    @Test func accentsSkipSpecifiersOfPlainStrings() {
        let table = StringTable(sourceLanguage: "en", locales: ["en": ["k": "%lld ok"]])
        #expect(table.strings(for: "en", set: .accented)["k"] == "%lld o\u{308}k\u{303}")
    }

    static let stringsdict = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>%d files in %d folders</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@files@ in %#@folders@</string>
            <key>files</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>%d plik</string>
              <key>few</key><string>%d pliki</string>
              <key>many</key><string>%d plików</string>
              <key>other</key><string>%d pliku</string>
            </dict>
            <key>folders</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>%d folderze</string>
              <key>other</key><string>%d folderach &amp; więcej</string>
            </dict>
          </dict>
        </dict>
        </plist>
        """#

    @Test(arguments: [(1, 1, "1 plik in 1 folderze"), (3, 2, "3 pliki in 2 folderach & więcej"),
                      (5, 22, "5 plików in 22 folderach & więcej"), (22, 1, "22 pliki in 1 folderze")])
    func stringsdictPlurals(_ files: Int, _ folders: Int, _ expected: String) throws {
        let table = try withTemporaryDirectory { directory in
            try directory.write("Strings/pl.lproj/Localizable.strings", #""title" = "Pliki";"#)
            try directory.write("Strings/pl.lproj/Localizable.stringsdict", Self.stringsdict)
            let scenario = #"{"scenario": "s", "strings": "Strings", "matrix": {"locales": ["pl"]}, "view": {"type": "Text", "key": "title"}}"#
            return try ScenarioLoader.load(file: directory.write("s.json", scenario)).strings
        }
        var uses = TextUses()
        let text = LocalizedText(key: "%d files in %d folders", arguments: [.integer(Int64(files)), .integer(Int64(folders))])
        uses.formatted = [text]
        let strings = table.localization(for: "pl", set: .base, uses: uses).strings
        #expect(strings.texts[text] == expected)
        #expect(strings.warnings.isEmpty)
    }

    /// A `.strings` key twice: the last value wins, as on iOS, with a warning; UTF-16 files
    /// without a byte-order mark are read by their zero bytes.
    @Test(arguments: [false, true])
    func duplicateKeysAndUTF16WithoutBOM(_ bigEndian: Bool) throws {
        let table = try withTemporaryDirectory { directory in
            try directory.write("Strings/en.lproj/Localizable.strings",
                                bytes: Array(utf16("\"login\" = \"Log in\";\n\"login\" = \"Sign in\";\n", bigEndian: bigEndian).dropFirst(2)))
            let scenario = #"{"scenario": "s", "strings": "Strings", "view": {"type": "Text", "key": "login"}}"#
            return try ScenarioLoader.load(file: directory.write("s.json", scenario)).strings
        }
        #expect(table.locales["en"] == ["login": "Sign in"])
        #expect(table.warnings == [#"en.lproj/Localizable.strings:2: key "login" appears again; the last value wins, as on iOS"#])
    }

    @Test(arguments: [
        ("unknown plural category",
         #"{"strings": {"k": {"localizations": {"en": {"variations": {"plural": {"onee": {"stringUnit": {"value": "x"}}}}}}}}}"#,
         #"Posts.xcstrings:1:79: strings.k.localizations.en.variations.plural.onee: key "k": unknown plural category "onee" (did you mean "one"?)"#),
        ("unknown device",
         #"{"strings": {"k": {"localizations": {"en": {"variations": {"device": {"iphon": {"stringUnit": {"value": "x"}}}}}}}}}"#,
         #"key "k": unknown device "iphon" (did you mean "iphone"?)"#),
        ("substitution naming no variable",
         #"{"strings": {"k": {"localizations": {"en": {"stringUnit": {"value": "%#@files@"}}}}}}"#,
         #"Posts.xcstrings:1:44: strings.k.localizations.en: key "k": %#@files@ names no substitution"#),
        ("malformed catalog", #"{"strings": {"k": }"#, "Posts.xcstrings:1:19:"),
    ])
    func badCatalog(_ name: String, _ catalog: String, _ message: String) throws {
        let error = try withTemporaryDirectory { directory in
            try directory.write("Posts.xcstrings", catalog)
            let file = try directory.write("posts.json", #"{"scenario": "s", "strings": "Posts.xcstrings", "view": {"type": "Color"}}"#)
            return loadError { () throws(FixtureError) in try ScenarioLoader.load(file: file) }
        }
        let printed = try #require(error, "\(name) was accepted")
        #expect(printed.contains(message), "\(printed)")
    }

    @Test(arguments: [
        ("<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string></dict></dict></plist>",
         #"Localizable.stringsdict:1:26: key "k": %#@n@ names no variable of the key"#),
        ("<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\n<key>n</key><dict><key>ones</key><string>x</string></dict></dict></dict></plist>",
         #"Localizable.stringsdict:2:34: key "k": unknown plural category "ones" (did you mean "one"?)"#),
        ("<plist><dict><key>k</key><dict>", "Localizable.stringsdict:1:"),
    ])
    func badStringsdict(_ text: String, _ message: String) throws {
        let error = try withTemporaryDirectory { directory in
            try directory.write("Strings/en.lproj/Localizable.stringsdict", text)
            let file = try directory.write("s.json", #"{"scenario": "s", "strings": "Strings", "view": {"type": "Color"}}"#)
            return loadError { () throws(FixtureError) in try ScenarioLoader.load(file: file) }
        }
        let printed = try #require(error)
        #expect(printed.contains(message), "\(printed)")
    }

    @Test func argumentNamingNoValue() {
        let error = loadError { () throws(FixtureError) in
            try ScenarioLoader.load(text: #"""
                {"scenario": "s", "matrix": {"values": {"count": [1]}},
                 "view": {"type": "Text", "key": "%lld", "args": [{"value": "cuont"}]}}
                """#, file: "s.json")
        }
        #expect(error == #"s.json:2:61: view.args[0].value: no value "cuont" in the matrix's "values" (did you mean "count"?); values: count"#)
    }
}

/// `.stringsdict` rules Xcode writes besides plurals: device-specific and variable-width.
@Suite("Strings: .stringsdict device and width rules")
struct StringsDictRuleTests {
    static let text = #"""
        <plist version="1.0"><dict>
          <key>Tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
            <key>iphone</key><string>Tap here</string><key>other</key><string>Click here</string></dict></dict>
          <key>Title</key><dict><key>NSStringVariableWidthRuleType</key><dict>
            <key>20</key><string>Short</string><key>100</key><string>The long title</string><key>50</key><string>Medium</string></dict></dict>
        </dict></plist>
        """#

    @Test(arguments: [(DeviceIdiom.iphone, "Tap here"), (.ipad, "Click here")])
    func rules(_ idiom: DeviceIdiom, _ tap: String) throws {
        let entries = try StringsDictReader.read(Self.text, file: "Localizable.stringsdict")
        #expect(entries["Tap"]?.variant.resolve(idiom: idiom, operand: nil, locale: "en") == tap)
        #expect(entries["Title"]?.variant.resolve(idiom: idiom, operand: nil, locale: "en") == "The long title")
    }
}

/// Without strings, a formatted text shows its key with the arguments filled in, as SwiftUI does.
@Suite("Strings: formatted keys without strings")
struct FormattedKeyWithoutStringsTests {
    @Test func keyIsTheFormat() throws {
        let scenario = try ScenarioLoader.load(text: #"""
            {"scenario": "s", "matrix": {"locales": ["de"], "values": {"n": [1000000]}},
             "view": {"type": "Text", "key": "%lld of %.1f km", "args": [{"value": "n"}, 2.25]}}
            """#, file: "s.json")
        let layoutCase = try #require(scenario.matrix.cases.first)
        #expect(layoutCase.key == "iPhone16/de/large/base/n=1000000")
        let strings = scenario.localization(for: layoutCase).strings
        let text = try #require(scenario.textUses.formatted.first)
        #expect(strings.texts[text] == "1000000 of 2,2 km")
        #expect(strings.warnings == [#"strings: no string for key "%lld of %.1f km"; showing the key"#])
    }
}

/// `tableName` looks a key up in one `.strings` table of the `.lproj` folders.
@Suite("Strings: tables")
struct StringTableNameTests {
    func load(_ view: String) throws -> Scenario {
        try withTemporaryDirectory { directory in
            try directory.write("Strings/en.lproj/Localizable.strings", #""title" = "Inbox";"#)
            try directory.write("Strings/en.lproj/Settings.strings", #""title" = "Settings"; "%lld accounts" = "%lld accounts";"#)
            try directory.write("Strings/de.lproj/Settings.strings", #""title" = "Einstellungen";"#)
            return try ScenarioLoader.load(file: directory.write("s.json", #"{"scenario": "s", "strings": "Strings", "matrix": {"locales": ["en", "de"]}, "view": "# + view + "}"))
        }
    }

    @Test(arguments: [("en", "Settings", "3 accounts"), ("de", "Einstellungen", "3 accounts")])
    func textsOfTheTable(_ locale: String, _ title: String, _ accounts: String) throws {
        let scenario = try load(#"""
            {"type": "VStack", "children": [{"type": "Text", "key": "title", "tableName": "Settings"},
             {"type": "Text", "key": "%lld accounts", "args": [3], "tableName": "Settings"}]}
            """#)
        #expect(Set(scenario.strings.tables.keys) == ["Localizable", "Settings"])
        let strings = scenario.strings.localization(for: locale, set: .base, uses: scenario.textUses).strings
        let texts = scenario.textUses.formatted.map { strings.texts[$0] }
        #expect(texts == [title, accounts])
    }

    @Test func unknownTable() throws {
        var message = ""
        do { _ = try load(#"{"type": "Text", "key": "title", "tableName": "Setings"}"#) } catch { message = "\(error)" }
        #expect(message.contains(#"view.tableName: no strings table "Setings" (did you mean "Settings"?); tables: Localizable, Settings"#),
                "\(message)")
    }
}

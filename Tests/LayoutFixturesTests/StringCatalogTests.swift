import Foundation
import LayoutEngine
import LayoutFixtures
import Testing
import TestSupport

@Suite("Strings: String Catalogs, .lproj folders, fallback")
struct StringCatalogTests {
    /// A catalog as Xcode 15+ writes it: `" : "` separators, `comment`, `extractionState`,
    /// `state`, `version`, a plural, a key with no source-language localization, a stale key.
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld items" : {
              "comment" : "Cart badge",
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel im Korb" } }
                    }
                  }
                },
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
                    }
                  }
                }
              }
            },
            "forgot_password" : {
              "comment" : "Button under the login form",
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Passwort vergessen?" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Forgot password?" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Mot de passe oublié ?" } }
              }
            },
            "Log in" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Anmelden" } },
                "de-CH" : { "stringUnit" : { "state" : "translated", "value" : "Iiloge" } }
              }
            },
            "Old title" : {
              "extractionState" : "stale",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome back" } }
              }
            },
            "v1.2" : {
              "shouldTranslate" : false
            }
          },
          "version" : "1.0"
        }
        """#

    static let scenario = """
        {
          "scenario": "strings/login",
          "strings": "Strings/Login.xcstrings",
          "matrix": {"locales": ["en", "de", "de-CH", "fr-CA", "ja"]},
          "view": {"type": "Text", "key": "Log in"}
        }
        """

    func loadCatalog() throws -> StringTable {
        try withTemporaryDirectory { directory in
            try directory.write("Strings/Login.xcstrings", Self.catalog)
            return try ScenarioLoader.load(file: directory.write("login.json", Self.scenario)).strings
        }
    }

    /// A localization no locale of the matrix shows is not read: not checked, not kept.
    @Test func aLocalizationTheMatrixDoesNotShowIsNotRead() throws {
        let broken = Self.catalog.replacingOccurrences(of: #""value" : "Mot de passe oublié ?""#, with: #""valeu" : "x""#)
        try withTemporaryDirectory { directory in
            try directory.write("Strings/Login.xcstrings", broken)
            let german = try ScenarioLoader.load(file: directory.write("de.json", Self.scenario.replacingOccurrences(
                of: #"["en", "de", "de-CH", "fr-CA", "ja"]"#, with: #"["de"]"#)))
            #expect(Set(german.strings.locales.keys).union(german.strings.entries.keys) == ["de", "de-CH", "en"])
            #expect(german.strings.strings(for: "de", set: .base)["Log in"] == "Anmelden")
            // The matrix that shows `fr-CA` reads French, and its error.
            #expect(throws: FixtureError.self) { try ScenarioLoader.load(file: directory.write("fr.json", Self.scenario)) }
        }
    }

    @Test func catalogSourceLanguage() throws {
        let table = try loadCatalog()
        #expect(table.sourceLanguage == "en")
        #expect(table.strings(for: "en", set: .base) == LocalizedStrings([
            "%lld items": "%lld items",
            "forgot_password": "Forgot password?",
            "Log in": "Log in",  // no English localization: the key is the English text
            "Old title": "Welcome back",
            "v1.2": "v1.2",
        ]))
    }

    @Test func catalogTranslationsAndPlurals() throws {
        let german = try loadCatalog().strings(for: "de", set: .base)
        #expect(german["Log in"] == "Anmelden")
        #expect(german["forgot_password"] == "Passwort vergessen?")
        #expect(german["%lld items"] == "%lld Artikel im Korb")  // the "other" plural form
        #expect(german["Old title"] == "Welcome back")  // untranslated: the source language's
    }

    /// `de-CH` takes its own strings, then German's, then English's, key by key.
    @Test func localeFallsBackToLanguageThenSource() throws {
        let swiss = try loadCatalog().strings(for: "de-CH", set: .base)
        #expect(swiss["Log in"] == "Iiloge")
        #expect(swiss["forgot_password"] == "Passwort vergessen?")
        #expect(swiss["v1.2"] == "v1.2")
        let french = try loadCatalog().strings(for: "fr-CA", set: .base)
        #expect(french["forgot_password"] == "Mot de passe oublié ?")
        #expect(french["Log in"] == "Log in")
        let japanese = try loadCatalog().strings(for: "ja", set: .base)
        #expect(japanese.strings == (try loadCatalog().strings(for: "en", set: .base)).strings)
        #expect(japanese.warnings == [#"strings: locale "ja" has no strings; showing "en" (left to right)"#])
    }

    @Test func catalogInUTF16() throws {
        let table = try withTemporaryDirectory { directory in
            try directory.write("Strings/Login.xcstrings", bytes: utf16(Self.catalog))
            return try ScenarioLoader.load(file: directory.write("login.json", Self.scenario)).strings
        }
        #expect(table == (try loadCatalog()))
    }

    /// `.strings` files as Xcode and `genstrings` write them: comments, escapes, UTF-16 with a BOM.
    static let english = #"""
        /* The login button.
           Shown under the password field. */
        "login" = "Log in";
        // A line comment
        "quote" = "Say \"hi\"";
        "lines" = "Line one\nLine two";
        "cafe" = "Caf\U00E9";
        "tab"="a\tb";
        "backslash" = "a\\b";
        "emoji" = "\UD83D\UDE00";
        bare_key = "unquoted key";
        "same";
        """#

    func loadFolder(_ extra: [String: [UInt8]] = [:]) throws -> StringTable {
        try withTemporaryDirectory { directory in
            try directory.write("Strings/en.lproj/Localizable.strings", Self.english)
            try directory.write("Strings/de.lproj/Localizable.strings",
                                bytes: utf16("/* Anmelden */\n\"login\" = \"Anmelden\";\n\"cafe\" = \"Café\";\n"))
            try directory.write("Strings/de.lproj/Extra.strings",
                                bytes: utf16("\"quote\" = \"Sag „Hallo“\";\n", bigEndian: true))
            try directory.write("Strings/de.lproj/Localizable.stringsdict", "<plist/>")
            try directory.write("Strings/fr.lproj/Localizable.strings", bytes: [0xEF, 0xBB, 0xBF] + Array(#""login" = "Connexion";"#.utf8))
            try directory.write("Strings/README.md", "not strings")
            for (path, bytes) in extra { try directory.write(path, bytes: bytes) }
            let scenario = """
                {"scenario": "strings/lproj", "strings": "Strings", "matrix": {"locales": ["en", "de", "fr", "de-CH", "ja"]},
                 "view": {"type": "Text", "key": "login"}}
                """
            return try ScenarioLoader.load(file: directory.write("login.json", scenario)).strings
        }
    }

    @Test func stringsFileSyntax() throws {
        let english = try #require(try loadFolder().locales["en"])
        #expect(english == [
            "login": "Log in",
            "quote": "Say \"hi\"",
            "lines": "Line one\nLine two",
            "cafe": "Café",
            "tab": "a\tb",
            "backslash": "a\\b",
            "emoji": "😀",
            "bare_key": "unquoted key",
            "same": "same",
        ])
    }

    @Test func utf16FilesAndSeveralTablesPerLocale() throws {
        let table = try loadFolder()
        #expect(table.locales["de"] == ["login": "Anmelden", "cafe": "Café", "quote": "Sag „Hallo“"])
        #expect(table.locales["fr"] == ["login": "Connexion"])
        #expect(Set(table.locales.keys) == ["en", "de", "fr"])
        #expect(table.sourceLanguage == nil)
    }

    /// A `Base.lproj` folder is the source language, the fallback of every locale.
    @Test func baseLprojIsTheFallback() throws {
        let table = try loadFolder(["Strings/Base.lproj/Localizable.strings": Array(#""login" = "Sign in"; "help" = "Help";"#.utf8)])
        #expect(table.sourceLanguage == "Base")
        #expect(table.strings(for: "de-CH", set: .base) == LocalizedStrings([
            "login": "Anmelden", "cafe": "Café", "quote": "Sag „Hallo“", "help": "Help"]))
        #expect(table.strings(for: "ja", set: .base).strings == ["login": "Sign in", "help": "Help"])
    }

    @Test func inlineStrings() throws {
        let table = try ScenarioLoader.load(text: #"""
            {"scenario": "s", "strings": {"en": {"login": "Log in"}, "de": {"login": "Anmelden"}, "de-AT": {}},
             "view": {"type": "Text", "key": "login"}}
            """#, file: "s.json").strings
        #expect(table == StringTable(locales: ["en": ["login": "Log in"], "de": ["login": "Anmelden"], "de-AT": [:]]))
        #expect(table.strings(for: "de-AT", set: .base) == LocalizedStrings(["login": "Anmelden"]))
    }

    /// Pseudo-localisations apply to every string of the locale, after the fallback.
    @Test func stringSetsApplyAfterFallback() throws {
        let swiss = try loadCatalog().strings(for: "de-CH", set: .bounded)
        #expect(swiss["Log in"] == "[# Iiloge #]")
        #expect(swiss["v1.2"] == "[# v1.2 #]")
        #expect(try loadCatalog().strings(for: "en", set: .double)["forgot_password"] == "Forgot password? Forgot password?")
    }
}

import Foundation
import LayoutEngine
import LayoutFixtures
import StrictJSON
import Testing
import TestSupport

/// A held-out String Catalog from a real app (Apple's Backyard Birds sample, an excerpt kept
/// with its licence under Resources/BackyardBirds): every entry reads, and resolves and formats
/// in every locale the app ships to what the catalog says, its arguments in their places, in
/// the direction of its language.
@Suite struct StringCatalogRealAppTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/BackyardBirds")
    static let locales = ["ar", "en", "he", "ja", "pt-BR", "ru", "sv", "uk", "zh-Hans"]
    static let arguments = ["Northern Cardinal", "Oak Garden"]

    /// The catalog's text, and each key's value by locale as its JSON says, read apart from
    /// layoutreg's reader so that the test does not check the reader against itself.
    static func catalog() throws -> (text: String, values: [String: [String: String]]) {
        let text = try String(contentsOf: folder.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        var values: [String: [String: String]] = [:]
        let strings = try #require(try JSONParser.parse(text).object?["strings"]?.object)
        for member in strings {
            var byLocale: [String: String] = [:]
            for localization in member.value.object?["localizations"]?.object ?? JSONObject([]) {
                if let value = localization.value.object?["stringUnit"]?.object?["value"]?.stringValue { byLocale[localization.key] = value }
            }
            values[member.key] = byLocale
        }
        return (text, values)
    }

    /// The catalog as a scenario whose matrix shows `locales` reads it.
    static func table(_ text: String, showing locales: [String] = locales) throws -> StringTable {
        try scenario(text, showing: locales).strings
    }

    static func scenario(_ text: String, showing locales: [String]) throws -> Scenario {
        try withTemporaryDirectory { directory in
            try directory.write("Strings/Localizable.xcstrings", text)
            let list = locales.map { "\"\($0)\"" }.joined(separator: ", ")
            return try ScenarioLoader.load(file: directory.write("birds.json", """
                {"scenario": "real/backyard-birds", "strings": "Strings/Localizable.xcstrings", "matrix": {"locales": [\(list)]},
                 "view": {"type": "Text", "verbatim": "x"}}
                """))
        }
    }

    /// `format` with `%@` and `%N$@` filled from `arguments`, as Foundation fills them.
    static func filled(_ format: String, _ arguments: [String]) -> String {
        var out = "", next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.hasPrefix("@") {
                out += arguments[next]; next += 1; rest = rest.dropFirst()
            } else if let digit = rest.first?.wholeNumberValue, rest.dropFirst().hasPrefix("$@") {
                out += arguments[digit - 1]; rest = rest.dropFirst(3)
            } else {
                out += "%"
            }
        }
        return out + rest
    }

    @Test func everyEntryReadsWithEveryLocale() throws {
        let (text, values) = try Self.catalog()
        let table = try Self.table(text)
        #expect(values.count == 15)
        #expect(table.sourceLanguage == "en")
        #expect(Set(table.locales.keys).union(table.entries.keys) == Set(Self.locales))
        #expect(table.warnings.isEmpty, "\(table.warnings)")
    }

    @Test(arguments: locales)
    func everyEntryResolvesAndFormatsAsTheCatalogSays(locale: String) throws {
        let (text, values) = try Self.catalog()
        let table = try Self.table(text)
        var uses = TextUses()
        for key in values.keys.sorted() {
            let count = key.components(separatedBy: "%@").count - 1
            if count == 0 { uses.keys.append(key) } else {
                uses.formatted.append(LocalizedText(key: key, arguments: Self.arguments.prefix(count).map { .string($0) }))
            }
        }
        let localization = table.localization(for: locale, set: .base, idiom: .iphone, values: [:], uses: uses)
        #expect(localization.layoutDirection == (["ar", "he"].contains(locale) ? .rightToLeft : .leftToRight))
        for key in uses.keys {
            // An entry without this locale shows the source language's text, which is the key.
            #expect(localization.strings[key] == values[key]?[locale] ?? values[key]?["en"] ?? key, "\(locale) \(key)")
        }
        for formatted in uses.formatted {
            let resolved = try #require(localization.strings.texts[formatted], "\(locale) \(formatted.key) resolved")
            let format = values[formatted.key]?[locale] ?? values[formatted.key]?["en"] ?? formatted.key
            #expect(resolved == Self.filled(format, Self.arguments), "\(locale) \(formatted.key)")
            #expect(!resolved.contains("%"), "no specifier left in \(resolved)")
            for argument in Self.arguments.prefix(formatted.arguments.count) { #expect(resolved.contains(argument)) }
        }
        // What resolving tells is about this catalog's states and nothing else.
        for warning in localization.strings.warnings {
            #expect(warning.contains("new") || warning.contains("review"), "unexplained warning: \(warning)")
        }
    }

    /// The pseudo-localisations keep the arguments whole and leave no specifier behind.
    @Test(arguments: [StringSet.double, .accented, .bounded, .expanded])
    func pseudoLocalisationsKeepTheArguments(set: StringSet) throws {
        let (text, values) = try Self.catalog()
        let table = try Self.table(text)
        var uses = TextUses()
        let formatted = values.keys.sorted().filter { $0.contains("%@") }.map { key in
            LocalizedText(key: key, arguments: Self.arguments.prefix(key.components(separatedBy: "%@").count - 1).map { .string($0) })
        }
        uses.formatted = formatted
        for locale in ["de", "ar", "ja"] {
            let localization = table.localization(for: locale, set: set, idiom: .iphone, values: [:], uses: uses)
            for text in formatted {
                let resolved = try #require(localization.strings.texts[text])
                #expect(!resolved.contains("%@") && !resolved.contains("$@"), "\(set) \(locale): \(resolved)")
                #expect(resolved.contains(Self.arguments[0]), "\(set) \(locale): \(resolved)")
            }
        }
    }

    /// A matrix that shows a few of the catalog's languages reads only the localizations they
    /// can show (their fallback chains and the development language), and each of its locales
    /// shows what it shows when every localization is read.
    @Test(arguments: [
        (["ja"], ["en", "ja"]),
        (["pt-PT", "sv"], ["en", "pt-BR", "sv"]),
        (["zh-HK"], ["en"]),
        (["zh-Hans-SG", "ar"], ["ar", "en", "zh-Hans"]),
        (["fr"], ["en"]),
    ] as [([String], [String])])
    func aMatrixReadsTheLocalizationsItShows(locales: [String], read: [String]) throws {
        let (text, values) = try Self.catalog()
        let all = try Self.table(text)
        let shown = try Self.table(text, showing: locales)
        #expect(Set(shown.locales.keys).union(shown.entries.keys) == Set(read))
        var uses = TextUses()
        uses.keys = values.keys.filter { !$0.contains("%@") }.sorted()
        for locale in locales {
            for set in [StringSet.base, .expanded] {
                let full = all.localization(for: locale, set: set, idiom: .iphone, values: [:], uses: uses)
                let part = shown.localization(for: locale, set: set, idiom: .iphone, values: [:], uses: uses)
                #expect(part.layoutDirection == full.layoutDirection, "\(locale)")
                for key in uses.keys { #expect(part.strings[key] == full.strings[key], "\(locale) \(set) \(key)") }
            }
        }
        // The definition describes the strings the scenario can show: the same locales in
        // another order add the same strings to it, and every locale more.
        let again = try Self.scenario(text, showing: locales.reversed())
        #expect(again.stringsDigest != nil)
        #expect(again.stringsDigest == (try Self.scenario(text, showing: locales)).stringsDigest)
        #expect(again.stringsDigest != (try Self.scenario(text, showing: Self.locales)).stringsDigest)
    }
}

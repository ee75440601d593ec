import LayoutEngine
@testable import LayoutFixtures
import Testing

/// Which localization a locale shows, as iOS chooses it, and the direction it is laid out in.
@Suite("Strings: locale fallback")
struct LocaleFallbackTests {
    static let available = ["en", "de", "zh-Hans", "zh-Hant", "pt", "pt-BR", "sr", "sr-Latn", "ar", "fr-CA"]

    @Test(arguments: [
        ("zh-HK", ["zh-Hant"]),
        ("zh_TW", ["zh-Hant"]),
        ("zh-CN", ["zh-Hans"]),
        ("zh-Hant-HK", ["zh-Hant"]),
        ("PT-br", ["pt-BR", "pt"]),
        ("pt-PT", ["pt", "pt-BR"]),
        ("sr-Latn", ["sr-Latn"]),
        ("sr", ["sr"]),
        ("de-CH", ["de"]),
        ("DE_at", ["de"]),
        ("fr", ["fr-CA"]),
        ("sw", []),
    ])
    func chain(_ locale: String, _ own: [String]) {
        let fallback = LocaleFallback(locale: locale, available: Self.available, sourceLanguage: "en")
        #expect(fallback.chain == own + (own.contains("en") ? [] : ["en"]))
        #expect(fallback.isSupported == !own.isEmpty)
    }

    /// A chain depends on which localizations a table has, not on the order it lists them in,
    /// made or remembered.
    @Test(arguments: ["zh-HK", "pt-PT", "sr-Latn", "de-CH", "fr", "sw"])
    func theChainIsTheSameInAnyOrderOfTheLocalizations(_ locale: String) {
        let first = LocaleFallback(locale: locale, available: Self.available, sourceLanguage: "en")
        for available in [Array(Self.available.reversed()), Self.available.sorted(by: >), Self.available] {
            #expect(LocaleFallback(locale: locale, available: available, sourceLanguage: "en") == first)
        }
        // None of these shows English of its own: without a source language, their chains lack it.
        #expect(LocaleFallback(locale: locale, available: Self.available, sourceLanguage: nil).chain
                == first.chain.filter { $0 != "en" })
    }

    /// `zh-HK` never shows Simplified Chinese: without `zh-Hant` it shows the source language.
    @Test func traditionalChineseNeverFallsBackToSimplified() {
        let fallback = LocaleFallback(locale: "zh-HK", available: ["en", "zh-Hans", "zh"], sourceLanguage: "en")
        #expect(fallback.chain == ["en"])
        #expect(!fallback.isSupported)
    }

    static let table = StringTable(sourceLanguage: "en", locales: [
        "en": ["title": "Inbox", "more": "More"],
        "ar": ["title": "البريد"],
        "he": ["title": "דואר"],
    ])

    /// The direction is the shown language's: Arabic right to left, an unsupported locale
    /// (even a right-to-left one) in English left to right, with a warning saying so.
    @Test(arguments: [
        ("ar", LayoutDirection.rightToLeft, "البريد", [String]()),
        ("ar-EG", .rightToLeft, "البريد", []),
        ("he_IL", .rightToLeft, "דואר", []),
        ("fa", .leftToRight, "Inbox", [#"strings: locale "fa" has no strings; showing "en" (left to right)"#]),
        ("xx", .leftToRight, "Inbox", [#"strings: locale "xx" has no strings; showing "en" (left to right)"#]),
    ])
    func direction(_ locale: String, _ direction: LayoutDirection, _ title: String, _ warnings: [String]) {
        let localization = Self.table.localization(for: locale, set: .base)
        #expect(localization.layoutDirection == direction)
        #expect(localization.strings["title"] == title)
        #expect(localization.strings.warnings == warnings)
    }

    /// A key missing in the locale shows the source language's text, with a warning naming both.
    @Test func missingKeyIsNamed() {
        var uses = TextUses()
        uses.keys = ["title", "more"]
        let localization = Self.table.localization(for: "ar", set: .base, uses: uses)
        #expect(localization.strings["more"] == "More")
        #expect(localization.strings.warnings == [#"strings: key "more" has no "ar" string; showing the "en" one"#])
    }

    /// Without strings, a locale lays out in its own script's direction, as before strings.
    @Test func noStringsKeepTheLocalesDirection() {
        #expect(StringTable().localization(for: "ar", set: .base).layoutDirection == .rightToLeft)
        #expect(StringTable().localization(for: "de", set: .base).layoutDirection == .leftToRight)
    }
}

/// A locale's own direction, by its script.
@Suite("Strings: locale direction")
struct LocaleDirectionTests {
    @Test(arguments: [
        ("ar", LayoutDirection.rightToLeft), ("he", .rightToLeft), ("iw", .rightToLeft), ("fa-IR", .rightToLeft),
        ("ur", .rightToLeft), ("ckb", .rightToLeft), ("az-Arab", .rightToLeft), ("AR_eg", .rightToLeft),
        ("az", .leftToRight), ("en", .leftToRight), ("de-CH", .leftToRight), ("zh-Hant", .leftToRight), ("xx", .leftToRight),
    ])
    func direction(_ locale: String, _ direction: LayoutDirection) {
        #expect(LocaleDirection.of(locale) == direction)
    }
}

/// A text without `args` whose string reads arguments shows the specifiers, with a warning.
@Suite("Strings: specifiers without arguments")
struct SpecifiersWithoutArgumentsTests {
    @Test func warns() {
        var uses = TextUses()
        uses.keys = ["count", "plain", "percent"]
        let table = StringTable(sourceLanguage: "en", locales: ["en": ["count": "%lld items", "plain": "Items", "percent": "100%%"]])
        let strings = table.localization(for: "en", set: .base, uses: uses).strings
        #expect(strings["count"] == "%lld items")
        #expect(strings.warnings == [#"strings: key "count": "%lld items" has format specifiers but the Text has no "args"; shown as written"#])
    }

    /// Tags compare dashed and lowercased, byte by byte for ASCII: the same as Foundation's
    /// `lowercased()` and `replacing`, which any other spelling still takes.
    @Test(arguments: ["", "en", "pt_BR", "PT-br", "zh_Hant_HK", "sr-Latn", "EN_us_POSIX", "x_Ünï_CODE", "dé", "İ_a", "a__B-"])
    func tagsAreDashedAsFoundationWouldDashThem(_ tag: String) {
        #expect(ICULocale.dashed(tag) == tag.replacing("_", with: "-"))
        #expect(ICULocale.dashed(tag, lowercasing: true) == tag.lowercased().replacing("_", with: "-"))
        #expect(LocaleFallback.normalized(tag) == tag.lowercased().replacing("_", with: "-"))
    }
}

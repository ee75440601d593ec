import LayoutEngine
import LayoutText
import Testing
@testable import LayoutLints

/// `missingGlyph` with the pinned fonts: a text with characters no face covers is a finding
/// naming each of them, its script and the case's locale; covered text, however exotic its
/// script, is not.
@Suite struct MissingGlyphLintTests {
    static let measurer: HarfBuzzTextMeasurer? = try? HarfBuzzTextMeasurer()

    static func findings(_ strings: [String], locale: String = "en", policy: LintPolicy = .default,
                         allow: [String] = []) throws -> [Finding] {
        var engine = LayoutEngine(measurer: try #require(measurer))
        engine.reportsFixedFrames = true
        let container = LayoutContainer(size: Size(width: 390, height: 844), scale: 3)
        let environment = EnvironmentValues(locale: locale)
        var children = strings.map { ViewNode(.text(.verbatim($0), lineLimit: nil)) }
        children[0].allow = allow
        let view = ViewNode(.vStack(alignment: .center, spacing: nil), children: children)
        let result = try engine.layout(view, in: container, environment: environment)
        return LintPass(policy: policy).findings(in: result, container: container, environment: environment)
    }

    @Test(arguments: [
        // Phoenician and Egyptian hieroglyphs: no pinned face has them; U+F8FF is private use.
        (["Hi \u{10900} there"], "en", ["VStack/Text: no font covers U+10900 Phnx in en"]),
        (["Settings", "\u{13000}\u{200D}\u{13001} \u{F8FF}"], "ar",
         ["VStack/Text[1]: no font covers U+13000 Egyp, U+13001 Egyp, U+F8FF Zzzz in ar"]),
        // A repeated character is named once.
        (["\u{10900}\u{10900}"], "", ["VStack/Text: no font covers U+10900 Phnx"]),
    ])
    func uncoveredCharactersAreFindings(strings: [String], locale: String, expected: [String]) throws {
        let found = try Self.findings(strings, locale: locale)
        #expect(found.map { "\($0.path): \($0.detail)" } == expected)
        #expect(found.allSatisfy { $0.kind == .missingGlyph && $0.severity == .warn })
    }

    /// Every script the pinned fonts cover, joiners and variation selectors included: no finding.
    @Test func coveredTextIsClean() throws {
        let strings = ["Kargavorumner Կարգավորումներ", "ការកំណត់", "སྒྲིག་འགོད།", "設定 啟用", "👨‍👩‍👧 🇯🇵 1️⃣",
                       "a\u{200D}b\u{FE0F}c"]
        #expect(try Self.findings(strings).isEmpty)
    }

    @Test func severityAndAllowFollowThePolicy() throws {
        var policy = LintPolicy.default
        policy[.missingGlyph] = .fail
        #expect(try Self.findings(["\u{10900}"], policy: policy).map(\.severity) == [.fail])
        policy[.missingGlyph] = .off
        #expect(try Self.findings(["\u{10900}"], policy: policy).isEmpty)
        #expect(try Self.findings(["\u{10900}"], allow: ["missingGlyph"]).isEmpty)
        #expect(try Self.findings(["\u{10900}"], allow: ["truncated"]).map(\.kind) == [.missingGlyph])
    }
}

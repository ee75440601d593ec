import LayoutEngine
import Testing
@testable import LayoutText

/// An ideograph takes the face and the glyph forms of the locale's region, as iOS draws it with
/// the CJK face of the user's language: the same character is a different glyph in Japan,
/// mainland China, Taiwan, Hong Kong and Korea, at the same one-em advance.
@Suite("Han forms by locale")
struct HanRegionTests {
    @Test(arguments: [
        ("ja", HanRegion.japanese), ("ja-JP", .japanese), ("ko_KR", .korean), ("zh", .simplifiedChinese),
        ("zh-Hans", .simplifiedChinese), ("zh-CN", .simplifiedChinese), ("zh-SG", .simplifiedChinese),
        ("zh-Hant", .traditionalChinese), ("zh-TW", .traditionalChinese), ("zh-Hant-TW", .traditionalChinese),
        ("zh-HK", .hongKongChinese), ("zh-Hant-HK", .hongKongChinese), ("ZH-mo", .hongKongChinese),
        ("en", .none), ("", .none), ("jam", .none), ("kok", .none), ("zha", .none), ("de-CH", .none),
    ])
    func localesMapToRegions(locale: String, region: HanRegion) {
        #expect(HanRegion(locale: locale) == region)
    }

    /// A thread's lane remembers the last locale's region: what it gives must be the region
    /// of each locale asked for, in any order.
    @Test func aLaneGivesEachLocalesRegion() throws {
        let measurer = try #require(sharedMeasurer)
        let lane = MeasurerLane(measurer)
        for locale in ["ja", "ja", "zh-TW", "en", "zh-TW", "zh-HK", "", "ko_KR", "ko_KR", "ja-JP", "zh"] {
            #expect(lane.region(of: locale) == HanRegion(locale: locale), "\(locale)")
        }
    }

    /// 骨 is in the JP, SC and KR faces; the TC face holds only what they lack (`Fonts/README.md`).
    @Test(arguments: [
        ("ja", "NotoSansCJKjp-Regular-Subset.otf"), ("zh-Hans", "NotoSansCJKsc-Regular-Subset.otf"),
        ("ko", "NotoSansCJKkr-Regular-Subset.otf"), ("en", "NotoSansCJKjp-Regular-Subset.otf"),
    ])
    func theLocaleChoosesTheFace(locale: String, file: String) throws {
        let measurer = try #require(sharedMeasurer)
        let runs = measurer.shapedRuns(of: "骨", font: body, locale: locale)
        #expect(runs.map(\.file) == [file])
        #expect(runs.allSatisfy { !$0.containsNotdef })
    }

    /// A character only the Traditional face has is drawn with it in Taiwan and Hong Kong.
    @Test func traditionalLocalesTakeTheTraditionalFace() throws {
        let measurer = try #require(sharedMeasurer)
        for locale in ["zh-Hant", "zh-HK"] {
            #expect(measurer.shapedRuns(of: "啟", font: body, locale: locale).map(\.file) == ["NotoSansCJKtc-Regular-Subset.otf"])
        }
    }

    /// Where the Traditional face lacks a character, the face that draws it is shaped in the
    /// locale's language: 骨 in the JP face has Taiwan's form under zh-Hant, Hong Kong's under
    /// zh-HK, and Japan's with no CJK locale, as the fonts' `locl` feature gives them.
    @Test func theLocaleChoosesTheGlyphForm() throws {
        let measurer = try #require(sharedMeasurer)
        func glyph(_ locale: String) throws -> (file: String, glyph: UInt32) {
            let run = try #require(measurer.shapedRuns(of: "骨", font: body, locale: locale).first)
            return (run.file, try #require(run.glyphs.first))
        }
        let japan = try glyph("ja"), taiwan = try glyph("zh-Hant"), none = try glyph("en")
        #expect(taiwan.file == japan.file)
        #expect(taiwan.glyph != japan.glyph)
        #expect(none.glyph == japan.glyph)
        // Each region's own face draws its own form: three faces, three different outlines.
        let china = try glyph("zh-Hans")
        #expect(Set([japan.file, china.file]).count == 2)
    }

    /// Kana go to the region's face too when it has them (GB 2312 includes kana); Latin stays Inter.
    @Test func kanaAndLatinFollowTheirOwnRules() throws {
        let measurer = try #require(sharedMeasurer)
        #expect(measurer.shapedRuns(of: "カメラ", font: body, locale: "zh-Hans").map(\.file) == ["NotoSansCJKsc-Regular-Subset.otf"])
        #expect(measurer.shapedRuns(of: "カメラ", font: body, locale: "ja").map(\.file) == ["NotoSansCJKjp-Regular-Subset.otf"])
        #expect(measurer.shapedRuns(of: "Wi-Fi", font: body, locale: "zh-Hant").map(\.file) == ["Inter-Regular.otf"])
    }

    /// The advance is one em in every region: the layout's width does not depend on the locale.
    @Test func advancesAreTheSameInEveryRegion() throws {
        let measurer = try #require(sharedMeasurer)
        let widths = ["ja", "zh-Hans", "zh-Hant", "zh-HK", "ko", "en"].map { locale in
            var request = textRequest("設定骨直啟")
            request.locale = locale
            return measurer.layout(request).size.width
        }
        #expect(Set(widths).count == 1, "\(widths)")
        #expect(widths.allSatisfy { isClose($0, to: 17 * 5, within: 0.005) })
    }

    /// The case's locale reaches the measurer through the engine's environment: Korean text
    /// between ideographs takes the KR face's space, wider than the JP face's, so the same
    /// Text is wider in a `ko` case than in a `ja` one.
    @Test func theEnvironmentsLocaleReachesTheMeasurer() throws {
        let measurer = try #require(sharedMeasurer)
        let engine = LayoutEngine(measurer: measurer)
        let container = LayoutContainer(size: Size(width: 390, height: 844), scale: 3)
        let view = ViewNode(.text(.verbatim("設定 骨 直"), lineLimit: nil))
        func width(_ locale: String) throws -> Double {
            try #require(engine.layout(view, in: container, environment: EnvironmentValues(locale: locale)).frames.first).frame.width
        }
        let korean = try width("ko"), japanese = try width("ja")
        #expect(korean > japanese + 1, "ko \(korean), ja \(japanese)")
        #expect(try width("en") == japanese)
    }
}

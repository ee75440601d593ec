/// The regional forms of Han ideographs a locale asks for: Japanese, Korean, Simplified
/// Chinese, Traditional Chinese (Taiwan) or Hong Kong Chinese, or none.
///
/// iOS draws an ideograph with the face of the user's language (Hiragino Sans for `ja`,
/// PingFang SC, TC or HK for `zh-Hans`, `zh-Hant`, `zh-HK`, Apple SD Gothic Neo for `ko`):
/// the same character has a different shape in each region. The measurer does the same with
/// the faces whose manifest `language` matches, and shapes every run of a language-tagged
/// (CJK) face in the locale's language, so that a character that only another region's face
/// has still takes this region's forms (the Noto CJK faces carry every region's forms under
/// the OpenType `locl` feature).
///
/// ```swift
/// HanRegion(locale: "zh-TW")        // .traditionalChinese
/// HanRegion(locale: "zh-Hant-HK")   // .hongKongChinese
/// HanRegion(locale: "de")           // .none
/// ```
enum HanRegion: UInt8, Hashable, Sendable, CaseIterable {
    case none, japanese, korean, simplifiedChinese, traditionalChinese, hongKongChinese

    /// The region of a BCP 47 locale (`-` or `_` between subtags, any case). Chinese without a
    /// script or region is Simplified, as iOS's `zh` is; `zh-Hant` without a region is Taiwan's.
    init(locale: String) {
        let utf8 = locale.utf8
        guard utf8.count >= 2 else {
            self = .none
            return
        }
        var bytes = utf8.makeIterator()
        let first = (bytes.next() ?? 0) | 0x20, second = (bytes.next() ?? 0) | 0x20
        let third = bytes.next()
        guard third == nil || third == UInt8(ascii: "-") || third == UInt8(ascii: "_") else {
            self = .none
            return
        }
        switch (first, second) {
        case (UInt8(ascii: "j"), UInt8(ascii: "a")): self = .japanese
        case (UInt8(ascii: "k"), UInt8(ascii: "o")): self = .korean
        case (UInt8(ascii: "z"), UInt8(ascii: "h")): self = Self.chinese(locale)
        default: self = .none
        }
    }

    private static func chinese(_ locale: String) -> HanRegion {
        let subtags = locale.split { $0 == "-" || $0 == "_" }.dropFirst().map { $0.lowercased() }
        if subtags.contains("hk") || subtags.contains("mo") { return .hongKongChinese }
        if subtags.contains("hant") || subtags.contains("tw") { return .traditionalChinese }
        return .simplifiedChinese
    }

    /// The BCP 47 language the shaper is given for runs in a CJK face, or `nil` for none.
    var language: String? {
        switch self {
        case .none: nil
        case .japanese: "ja"
        case .korean: "ko"
        case .simplifiedChinese: "zh-Hans"
        case .traditionalChinese: "zh-Hant"
        case .hongKongChinese: "zh-HK"
        }
    }

    /// The manifest `language` values of the faces this region draws ideographs with, first
    /// first: Hong Kong takes a Hong Kong face if the fonts have one, else the Traditional one.
    var faceLanguages: [String] {
        switch self {
        case .none: []
        case .hongKongChinese: ["zh-HK", "zh-Hant"]
        default: language.map { [$0] } ?? []
        }
    }

    /// Whether a scalar takes the region's faces before the fallback order: Han, kana,
    /// Bopomofo and Hangul, and the CJK punctuation and full-width forms drawn with them
    /// (regional in shape too: 。 sits in the corner in Japan, in the centre in Taiwan).
    static func isRegional(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x1100...0x11FF, 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F,
             0x3130...0x318F, 0x31A0...0x31FF, 0x3200...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            true
        default:
            false
        }
    }
}

internal import ContentDigest
import LayoutEngine

/// A `TextRequest` as a cache key, hashed once and by its UTF-8 bytes (``UTF8Bytes``).
///
/// `String`'s own hashing normalises to NFC on every call, which costs more than the layout
/// it looks up for Arabic, Japanese or accented text; byte equality is what the cache needs
/// (canonically equivalent spellings may shape differently anyway).
struct TextRequestKey: FingerprintedKey, Sendable {
    let request: TextRequest
    let fingerprint: Int

    /// The key of `request`, with `locale` in its place when given (the measurer's cache keys
    /// keep only what changes a layout of the locale): one copy of the request, the key's own.
    init(_ request: TextRequest, locale: String? = nil) {
        let locale = locale ?? request.locale
        self.init(request, locale: locale, fingerprint: Self.fingerprint(of: request, locale: locale))
    }

    /// The key of `request` with `locale`, whose ``fingerprint(of:locale:)`` is `fingerprint`.
    init(_ request: TextRequest, locale: String, fingerprint: Int) {
        var request = request
        request.locale = locale
        self.request = request
        self.fingerprint = fingerprint
    }

    /// The fingerprint of the key of `request` with `locale`, without making the key: a lookup
    /// that finds its entry (``LaneCache/value(fingerprint:where:)``) needs no copy of the request.
    ///
    /// The string's fingerprint with the plain numbers mixed in; the font's weight and style are
    /// left to equality (hashing their names cost more than the rest of the key).
    static func fingerprint(of request: TextRequest, locale: String) -> Int {
        var h = UTF8Bytes.fingerprint(request.string, seed: bits(request.font.pointSize))
        h = UTF8Bytes.mix(h ^ bits(request.proposal.width))
        h = UTF8Bytes.mix(h ^ bits(request.proposal.height))
        h = UTF8Bytes.mix(h ^ UInt64(bitPattern: Int64(request.lineLimit ?? -1)))
        h = UTF8Bytes.mix(h ^ bits(request.displayScale) ^ (request.layoutDirection == .rightToLeft ? 1 : 0)
            ^ UInt64(locale.utf8.count) << 1)
        return Int(truncatingIfNeeded: h)
    }

    /// Whether this is the key of `other` with `locale` (its fingerprint aside).
    func matches(_ other: TextRequest, locale: String) -> Bool {
        request.font == other.font && request.proposal == other.proposal && request.lineLimit == other.lineLimit
            && request.layoutDirection == other.layoutDirection && request.displayScale == other.displayScale
            && request.locale == locale && UTF8Bytes.equal(request.string, other.string) && request.runs == other.runs
    }

    static func == (a: TextRequestKey, b: TextRequestKey) -> Bool {
        a.fingerprint == b.fingerprint && a.matches(b.request, locale: b.request.locale)
    }

    /// A length's bits for hashing, equal for equal lengths (−0 is 0); `nil` has its own.
    static func bits(_ value: Double?) -> UInt64 {
        guard let value else { return 0x7FF4_0000_0000_0001 }
        return value == 0 ? 0 : value.bitPattern
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }
}

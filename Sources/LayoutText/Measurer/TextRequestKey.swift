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
        var request = request
        if let locale { request.locale = locale }
        self.request = request
        // The string's fingerprint with the plain numbers mixed in; the font's weight and style
        // are left to equality (hashing their names cost more than the rest of the key).
        var h = UTF8Bytes.fingerprint(request.string, seed: Self.bits(request.font.pointSize))
        h = UTF8Bytes.mix(h ^ Self.bits(request.proposal.width))
        h = UTF8Bytes.mix(h ^ Self.bits(request.proposal.height))
        h = UTF8Bytes.mix(h ^ UInt64(bitPattern: Int64(request.lineLimit ?? -1)))
        h = UTF8Bytes.mix(h ^ Self.bits(request.displayScale) ^ (request.layoutDirection == .rightToLeft ? 1 : 0)
            ^ UInt64(request.locale.utf8.count) << 1)
        fingerprint = Int(truncatingIfNeeded: h)
    }

    static func == (a: TextRequestKey, b: TextRequestKey) -> Bool {
        a.fingerprint == b.fingerprint && a.request.font == b.request.font && a.request.proposal == b.request.proposal
            && a.request.lineLimit == b.request.lineLimit && a.request.layoutDirection == b.request.layoutDirection
            && a.request.displayScale == b.request.displayScale && a.request.locale == b.request.locale
            && UTF8Bytes.equal(a.request.string, b.request.string) && a.request.runs == b.request.runs
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

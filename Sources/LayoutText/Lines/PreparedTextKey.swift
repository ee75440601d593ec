internal import ContentDigest
import LayoutEngine

/// What a ``PreparedText`` depends on: everything in a request but the proposal and line limit.
/// Hashed once, by the string's UTF-8 bytes (``UTF8Bytes``).
struct PreparedTextKey: FingerprintedKey, Sendable {
    let string: String
    let font: ResolvedFont
    let layoutDirection: LayoutDirection
    /// The regional Han forms of the request's locale.
    let region: HanRegion
    /// A concatenation's runs (``TextRequest/runs``); empty for one font.
    let runs: [TextRequest.Run]
    let fingerprint: Int

    init(string: String, font: ResolvedFont, layoutDirection: LayoutDirection, region: HanRegion = .none,
         runs: [TextRequest.Run] = []) {
        self.runs = runs
        self.string = string
        self.font = font
        self.layoutDirection = layoutDirection
        self.region = region
        let h = UTF8Bytes.fingerprint(string, seed: TextRequestKey.bits(font.pointSize))
        fingerprint = Int(truncatingIfNeeded: UTF8Bytes.mix(h ^ (layoutDirection == .rightToLeft ? 1 : 0) ^ UInt64(region.rawValue) << 1))
    }

    static func == (a: PreparedTextKey, b: PreparedTextKey) -> Bool {
        a.fingerprint == b.fingerprint && a.font == b.font && a.layoutDirection == b.layoutDirection && a.region == b.region
            && UTF8Bytes.equal(a.string, b.string) && a.runs == b.runs
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }
}

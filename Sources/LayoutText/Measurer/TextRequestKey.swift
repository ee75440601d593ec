import LayoutEngine

/// A `TextRequest` as a cache key, hashed once and by its UTF-8 bytes.
///
/// `String`'s own hashing normalises to NFC on every call, which costs more than the layout
/// it looks up for Arabic, Japanese or accented text; byte equality is what the cache needs
/// (canonically equivalent spellings may shape differently anyway).
struct TextRequestKey: Hashable, Sendable {
    let request: TextRequest
    private let hash: Int

    init(_ request: TextRequest) {
        self.request = request
        var hasher = Hasher()
        Self.combineBytes(of: request.string, into: &hasher)
        hasher.combine(request.font)
        hasher.combine(request.proposal)
        hasher.combine(request.lineLimit)
        hasher.combine(request.layoutDirection)
        hasher.combine(request.displayScale)
        hash = hasher.finalize()
    }

    static func == (a: TextRequestKey, b: TextRequestKey) -> Bool {
        a.hash == b.hash && a.request.font == b.request.font && a.request.proposal == b.request.proposal
            && a.request.lineLimit == b.request.lineLimit && a.request.layoutDirection == b.request.layoutDirection
            && a.request.displayScale == b.request.displayScale && a.request.string.utf8.elementsEqual(b.request.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    static func combineBytes(of string: String, into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

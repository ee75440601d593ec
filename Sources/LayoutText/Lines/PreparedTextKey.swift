import LayoutEngine

/// What a ``PreparedText`` depends on: everything in a request but the proposal and line limit.
/// Hashed once, by the string's UTF-8 bytes (see ``TextRequestKey``).
struct PreparedTextKey: Hashable, Sendable {
    let string: String
    let font: ResolvedFont
    let layoutDirection: LayoutDirection
    private let hash: Int

    init(string: String, font: ResolvedFont, layoutDirection: LayoutDirection) {
        self.string = string
        self.font = font
        self.layoutDirection = layoutDirection
        var hasher = Hasher()
        TextRequestKey.combineBytes(of: string, into: &hasher)
        hasher.combine(font)
        hasher.combine(layoutDirection)
        hash = hasher.finalize()
    }

    static func == (a: PreparedTextKey, b: PreparedTextKey) -> Bool {
        a.hash == b.hash && a.font == b.font && a.layoutDirection == b.layoutDirection && a.string.utf8.elementsEqual(b.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

import LayoutEngine

/// What a ``PreparedText`` depends on: everything in a request but the proposal and line limit.
struct PreparedTextKey: Hashable, Sendable {
    var string: String
    var font: ResolvedFont
    var layoutDirection: LayoutDirection
}

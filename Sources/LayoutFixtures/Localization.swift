import LayoutEngine

/// The strings and layout direction of one case: its locale resolved as iOS resolves it,
/// for its device and its data values.
public struct Localization: Hashable, Sendable {
    public var strings: LocalizedStrings
    /// The direction of the language whose strings the case shows (an unsupported locale
    /// shows the development language, in that language's direction).
    public var layoutDirection: LayoutDirection
    /// What resolving the case's formatted texts needs again: the fallback chains found.
    var context: Context

    struct Context: Hashable, Sendable {
        var locale: String
        var set: StringSet
        var idiom: DeviceIdiom
        /// The localizations a key is looked up in, best first; empty without strings.
        var chain: [String]
        /// Whether the locale has strings of its own (else one warning says so, not one per key).
        var isSupported: Bool
        /// The chain of each table a text names with `tableName`.
        var tableChains: [String: [String]]
        /// The locale's decimal separator, which ICU takes a while to open a formatter for.
        var decimalSeparator: String
    }
}

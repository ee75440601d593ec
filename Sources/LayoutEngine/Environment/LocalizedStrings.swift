/// The localized strings of one locale (and pseudo-localisation), by key.
public struct LocalizedStrings: Hashable, Sendable {
    public var strings: [String: String]
    /// The resolved string of each formatted text a view shows (arguments filled, plural
    /// forms chosen), which depends on the case's data as well as its locale.
    public var texts: [LocalizedText: String]
    /// What resolving the strings found worth telling (a translation missing in the locale,
    /// an argument that does not fit its specifier), reported with the layout's warnings.
    public var warnings: [String]

    public init(_ strings: [String: String] = [:], texts: [LocalizedText: String] = [:], warnings: [String] = []) {
        self.strings = strings
        self.texts = texts
        self.warnings = warnings
    }

    /// The string for `key`, or `nil` when the table has none (SwiftUI then shows the key).
    public subscript(key: String) -> String? { strings[key] }
}

/// The localized strings of one locale (and pseudo-localisation), by key.
public struct LocalizedStrings: Hashable, Sendable {
    public var strings: [String: String]

    public init(_ strings: [String: String] = [:]) {
        self.strings = strings
    }

    /// The string for `key`, or `nil` when the table has none (SwiftUI then shows the key).
    public subscript(key: String) -> String? { strings[key] }
}

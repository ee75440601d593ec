/// One key's localization in one locale, with what a plain string does not say: its
/// variations, its substitutions (`%#@posts@`) and its review state.
public struct StringEntry: Hashable, Sendable {
    public var variant: StringVariant
    /// The plural variables its format names, by name.
    public var substitutions: [String: StringSubstitution]
    /// The String Catalog state when it is not `translated`: `needs_review`, `new`, `stale`.
    public var state: String?

    public init(variant: StringVariant, substitutions: [String: StringSubstitution] = [:], state: String? = nil) {
        self.variant = variant
        self.substitutions = substitutions
        self.state = state
    }
}

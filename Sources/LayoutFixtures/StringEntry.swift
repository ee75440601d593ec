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

/// A plural variable of a format (`%#@posts@`): the argument it counts and its forms.
public struct StringSubstitution: Hashable, Sendable {
    /// The 1-based argument whose number chooses the form; `nil` for the argument at the
    /// variable's own place in the format (as in `.stringsdict` files).
    public var argument: Int?
    /// The conversion of that argument (`lld`, `d`, `@`), which a form's `%arg` stands for.
    public var formatSpecifier: String
    public var forms: StringVariant

    public init(argument: Int?, formatSpecifier: String, forms: StringVariant) {
        self.argument = argument
        self.formatSpecifier = formatSpecifier
        self.forms = forms
    }
}

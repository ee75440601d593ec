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

internal import SwiftSyntax

/// The names an expression can see: a view's properties and helpers, a closure's parameters,
/// a builder's `let`s, each level looking in its parent for what it does not have.
final class Scope {
    /// How a name is bound.
    enum Binding {
        /// A value known now.
        case value(SwiftValue)
        /// A stored property's default or a call's argument, worked out when first read in `scope`;
        /// `type` is the declared type, which decides whether a string is localized.
        case expression(ExprSyntax, Scope, type: String?)
        /// A computed property or a `@ViewBuilder` helper without parameters.
        case computed(AccessorBlockSyntax, Scope)
        /// A method of the view (a helper with parameters).
        case function(FunctionDeclSyntax, Scope)
        /// A `@State` that a preference sets (`onPreferenceChange`): the preference key's name.
        case state(String)
    }

    let parent: Scope?
    private(set) var bindings: [String: Binding] = [:]
    /// The view struct whose body this is, for `self` and messages.
    let owner: String?

    init(parent: Scope?, owner: String? = nil) {
        self.parent = parent
        self.owner = owner ?? parent?.owner
    }

    func bind(_ name: String, _ binding: Binding) {
        bindings[name] = binding
    }

    func lookup(_ name: String) -> Binding? {
        bindings[name] ?? parent?.lookup(name)
    }

    /// Replaces a lazily read binding with its value, so that it is worked out once.
    func settle(_ name: String, _ value: SwiftValue) {
        if bindings[name] != nil { bindings[name] = .value(value) } else { parent?.settle(name, value) }
    }
}

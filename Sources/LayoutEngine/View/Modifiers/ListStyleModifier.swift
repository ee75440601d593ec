/// `listStyle(_:)`: the style of the lists inside: their insets, margins and section spacing.
package struct ListStyleModifier: ModifierKind {
    package static let name = "listStyle"
    package static let wrapsInALayout = false
    package var style: ListStyle

    package init(_ style: ListStyle) {
        self.style = style
    }

    package init(arguments: some ViewArguments) throws {
        guard let style = try arguments.choice("_", as: ListStyle.self) else {
            throw arguments.error(at: nil, "expected one of " + ListStyle.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.style = style
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.list.style = style
    }
}

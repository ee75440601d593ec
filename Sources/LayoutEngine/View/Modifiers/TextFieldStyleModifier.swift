/// `textFieldStyle(_:)`: the style of the text fields inside: a rounded border insets the field.
package struct TextFieldStyleModifier: ModifierKind {
    package static let name = "textFieldStyle"
    package static let wrapsInALayout = false
    package var style: TextFieldStyleKind

    package init(_ style: TextFieldStyleKind) {
        self.style = style
    }

    package init(arguments: some ViewArguments) throws {
        guard let style = try arguments.choice("_", as: TextFieldStyleKind.self) else {
            throw arguments.error(at: nil, "expected one of " + TextFieldStyleKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.style = style
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.textFieldStyle = style
    }
}

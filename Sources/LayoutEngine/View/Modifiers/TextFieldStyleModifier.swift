/// `textFieldStyle(_:)`: the style of the text fields inside: a rounded border insets the field.
package struct TextFieldStyleModifier: ScalarModifier {
    package static let name = "textFieldStyle"
    package var style: TextFieldStyleKind

    package init(_ style: TextFieldStyleKind) {
        self.style = style
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.textFieldStyle = style
    }
}

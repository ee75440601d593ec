/// `buttonStyle(_:)`: the style of the buttons inside; a bordered one pads the label and gives
/// it a least size, both by the control size.
package struct ButtonStyleModifier: ScalarModifier {
    package static let name = "buttonStyle"
    package var style: ButtonStyleKind

    package init(_ style: ButtonStyleKind) {
        self.style = style
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.buttonStyle = style
    }
}

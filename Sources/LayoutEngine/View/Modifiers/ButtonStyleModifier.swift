/// `buttonStyle(_:)`: the style of the buttons inside; a bordered one pads the label and gives
/// it a least size, both by the control size.
package struct ButtonStyleModifier: ModifierKind {
    package static let name = "buttonStyle"
    package static let wrapsInALayout = false
    package var style: ButtonStyleKind

    package init(_ style: ButtonStyleKind) {
        self.style = style
    }

    package init(arguments: some ViewArguments) throws {
        guard let style = try arguments.choice("_", as: ButtonStyleKind.self) else {
            throw arguments.error(at: nil, "expected one of " + ButtonStyleKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.style = style
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.buttonStyle = style
    }
}

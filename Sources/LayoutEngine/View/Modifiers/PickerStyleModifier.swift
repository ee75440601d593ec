/// `pickerStyle(_:)`: how the pickers inside lay out their choices.
package struct PickerStyleModifier: ModifierKind {
    package static let name = "pickerStyle"
    package static let wrapsInALayout = false
    package var style: PickerStyleKind

    package init(_ style: PickerStyleKind) {
        self.style = style
    }

    package init(arguments: some ViewArguments) throws {
        guard let style = try arguments.choice("_", as: PickerStyleKind.self) else {
            throw arguments.error(at: nil, "expected one of " + PickerStyleKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.style = style
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.pickerStyle = style
    }
}

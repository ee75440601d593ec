/// `pickerStyle(_:)`: how the pickers inside lay out their choices.
package struct PickerStyleModifier: ScalarModifier {
    package static let name = "pickerStyle"
    package var style: PickerStyleKind

    package init(_ style: PickerStyleKind) {
        self.style = style
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.pickerStyle = style
    }
}

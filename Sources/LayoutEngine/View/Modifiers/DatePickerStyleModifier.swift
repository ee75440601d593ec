/// `datePickerStyle(_:)`: how the date pickers inside lay out.
package struct DatePickerStyleModifier: ScalarModifier {
    package static let name = "datePickerStyle"
    package var style: DatePickerStyleKind

    package init(_ style: DatePickerStyleKind) {
        self.style = style
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.datePickerStyle = style
    }
}

/// `datePickerStyle(_:)`: how the date pickers inside lay out.
package struct DatePickerStyleModifier: ModifierKind {
    package static let name = "datePickerStyle"
    package static let wrapsInALayout = false
    package var style: DatePickerStyleKind

    package init(_ style: DatePickerStyleKind) {
        self.style = style
    }

    package init(arguments: some ViewArguments) throws {
        guard let style = try arguments.choice("_", as: DatePickerStyleKind.self) else {
            throw arguments.error(at: nil, "expected one of " + DatePickerStyleKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.style = style
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.datePickerStyle = style
    }
}

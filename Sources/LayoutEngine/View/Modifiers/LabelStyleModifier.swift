/// `labelStyle(_:)`: what the labels inside show: title, icon or both.
package struct LabelStyleModifier: ModifierKind {
    package static let name = "labelStyle"
    package static let wrapsInALayout = false
    package var style: LabelStyleKind

    package init(_ style: LabelStyleKind) {
        self.style = style
    }

    package init(arguments: some ViewArguments) throws {
        guard let style = try arguments.choice("_", as: LabelStyleKind.self) else {
            throw arguments.error(at: nil, "expected one of " + LabelStyleKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.style = style
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.labelStyle = style
    }
}

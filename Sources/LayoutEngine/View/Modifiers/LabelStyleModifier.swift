/// `labelStyle(_:)`: what the labels inside show: title, icon or both.
package struct LabelStyleModifier: ScalarModifier {
    package static let name = "labelStyle"
    package var style: LabelStyleKind

    package init(_ style: LabelStyleKind) {
        self.style = style
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.labelStyle = style
    }
}

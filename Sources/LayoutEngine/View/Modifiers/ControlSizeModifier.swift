/// `controlSize(_:)`: the size of the controls inside, which a bordered button's padding follows.
package struct ControlSizeModifier: ScalarModifier {
    package static let name = "controlSize"
    package var size: ControlSize

    package init(_ size: ControlSize) {
        self.size = size
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.controlSize = size
    }
}

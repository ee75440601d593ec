/// `controlSize(_:)`: the size of the controls inside, which a bordered button's padding follows.
package struct ControlSizeModifier: ModifierKind {
    package static let name = "controlSize"
    package static let wrapsInALayout = false
    package var size: ControlSize

    package init(_ size: ControlSize) {
        self.size = size
    }

    package init(arguments: some ViewArguments) throws {
        guard let size = try arguments.choice("_", as: ControlSize.self) else {
            throw arguments.error(at: nil, "expected one of " + ControlSize.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.size = size
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.controlSize = size
    }
}

/// `buttonBorderShape(_:)`: drawing only; accepted so that chains copy as they are.
package struct ButtonBorderShapeModifier: ModifierKind {
    package static let name = "buttonBorderShape"
    package static let wrapsInALayout = false
    package var shape: ButtonBorderShapeKind

    package init(_ shape: ButtonBorderShapeKind) {
        self.shape = shape
    }

    package init(arguments: some ViewArguments) throws {
        guard let shape = try arguments.choice("_", as: ButtonBorderShapeKind.self) else {
            throw arguments.error(at: nil, "expected one of " + ButtonBorderShapeKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.shape = shape
    }
}

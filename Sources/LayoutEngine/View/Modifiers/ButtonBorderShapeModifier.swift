/// `buttonBorderShape(_:)`: drawing only; accepted so that chains copy as they are.
package struct ButtonBorderShapeModifier: ScalarModifier {
    package static let name = "buttonBorderShape"
    package var shape: ButtonBorderShapeKind

    package init(_ shape: ButtonBorderShapeKind) {
        self.shape = shape
    }

}

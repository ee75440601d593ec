/// `imageScale(_:)`: the size of the symbols inside relative to their font.
package struct ImageScaleModifier: ModifierKind {
    package static let name = "imageScale"
    package static let wrapsInALayout = false
    package var scale: ImageScale

    package init(_ scale: ImageScale) {
        self.scale = scale
    }

    package init(arguments: some ViewArguments) throws {
        guard let scale = try arguments.choice("_", as: ImageScale.self) else {
            throw arguments.error(at: nil, "expected one of " + ImageScale.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.scale = scale
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.imageScale = scale
    }
}

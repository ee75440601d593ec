/// `kerning(_:)`: points per glyph added to the default spacing of the texts inside.
package struct KerningModifier: ModifierKind {
    package static let name = "kerning"
    package static let wrapsInALayout = false
    package var points: Double

    package init(_ points: Double) {
        self.points = points
    }

    package init(arguments: some ViewArguments) throws {
        guard let points = try arguments.length("_") else {
            throw arguments.error(at: nil, "expected a length in points, as in {\"kerning\": 1.5}")
        }
        self.points = points
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.kerning = points
    }
}

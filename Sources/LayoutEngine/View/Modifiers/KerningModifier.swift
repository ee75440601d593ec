/// `kerning(_:)`: points per glyph added to the default spacing of the texts inside.
package struct KerningModifier: ScalarModifier {
    package static let name = "kerning"
    package var points: Double

    package init(_ points: Double) {
        self.points = points
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.kerning = points
    }
}

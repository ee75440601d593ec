/// `imageScale(_:)`: the size of the symbols inside relative to their font.
package struct ImageScaleModifier: ScalarModifier {
    package static let name = "imageScale"
    package var scale: ImageScale

    package init(_ scale: ImageScale) {
        self.scale = scale
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.controls.imageScale = scale
    }
}

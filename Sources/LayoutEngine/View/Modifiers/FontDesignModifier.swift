/// `fontDesign(_:)`: the design of the fonts inside (`nil`, written `null`: each font's own).
package struct FontDesignModifier: ScalarModifier {
    package static let name = "fontDesign"
    package static let expected = "a design or null, as in {\"fontDesign\": \"rounded\"}"
    package var design: Font.Design?

    package init(_ design: Font.Design?) {
        self.design = design
    }

    package static func value(in arguments: some ViewArguments) throws -> Font.Design?? {
        try choiceOrNull(in: arguments, as: Font.Design.self)
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.design = .some(design)
    }
}

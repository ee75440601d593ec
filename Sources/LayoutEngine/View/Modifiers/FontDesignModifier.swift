/// `fontDesign(_:)`: the design of the fonts inside (`nil`, written `null`: each font's own).
package struct FontDesignModifier: ModifierKind {
    package static let name = "fontDesign"
    package static let wrapsInALayout = false
    package var design: Font.Design?

    package init(_ design: Font.Design?) {
        self.design = design
    }

    package init(arguments: some ViewArguments) throws {
        if arguments.isNull("_") {
            design = nil
        } else if let design = try arguments.choice("_", as: Font.Design.self) {
            self.design = design
        } else {
            throw arguments.error(at: nil, "expected a design or null, as in {\"fontDesign\": \"rounded\"}")
        }
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.design = .some(design)
    }
}

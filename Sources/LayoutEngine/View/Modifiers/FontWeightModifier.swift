/// `fontWeight(_:)`: the weight of the fonts inside, whatever font they are in (`nil`, written
/// `null`: each font's own weight).
package struct FontWeightModifier: ModifierKind {
    package static let name = "fontWeight"
    package static let wrapsInALayout = false
    package var weight: Font.Weight?

    package init(_ weight: Font.Weight?) {
        self.weight = weight
    }

    package init(arguments: some ViewArguments) throws {
        if arguments.isNull("_") {
            weight = nil
        } else if let weight = try arguments.choice("_", as: Font.Weight.self) {
            self.weight = weight
        } else {
            throw arguments.error(at: nil, "expected a weight or null, as in {\"fontWeight\": \"semibold\"}")
        }
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.weight = .some(weight)
    }
}

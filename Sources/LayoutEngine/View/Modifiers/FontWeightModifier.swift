/// `fontWeight(_:)`: the weight of the fonts inside, whatever font they are in (`nil`, written
/// `null`: each font's own weight).
package struct FontWeightModifier: ScalarModifier {
    package static let name = "fontWeight"
    package static let expected = "a weight or null, as in {\"fontWeight\": \"semibold\"}"
    package var weight: Font.Weight?

    package init(_ weight: Font.Weight?) {
        self.weight = weight
    }

    package static func value(in arguments: some ViewArguments) throws -> Font.Weight?? {
        try choiceOrNull(in: arguments, as: Font.Weight.self)
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.weight = .some(weight)
    }
}

/// `monospacedDigit()`: the digits of the texts inside are tabular, each as wide as the widest.
package struct MonospacedDigitModifier: ModifierKind {
    package static let name = "monospacedDigit"
    package static let wrapsInALayout = false

    package init() {}

    package init(arguments: some ViewArguments) throws {
        guard try arguments.bool("_") == true else {
            throw arguments.error(at: nil, "expected true, as `monospacedDigit()` takes no argument")
        }
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.monospacedDigit = true
    }
}

/// `monospacedDigit()`: the digits of the texts inside are tabular, each as wide as the widest.
package struct MonospacedDigitModifier: ArgumentlessModifier {
    package static let name = "monospacedDigit"

    package init() {}

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.monospacedDigit = true
    }
}

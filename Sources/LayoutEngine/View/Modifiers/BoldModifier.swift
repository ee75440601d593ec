/// `bold(_ isActive: Bool = true)`: the fonts inside in bold; `false` leaves each font its own
/// weight, as `fontWeight(nil)` does.
package struct BoldModifier: ScalarModifier {
    package static let name = "bold"
    package var isActive: Bool

    package init(_ isActive: Bool = true) {
        self.isActive = isActive
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.weight = .some(isActive ? .bold : nil)
    }
}

/// `italic(_:)`: the texts inside in the italic of their font (`false`: upright).
package struct ItalicModifier: ScalarModifier {
    package static let name = "italic"
    package var isActive: Bool

    package init(_ isActive: Bool = true) {
        self.isActive = isActive
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.italic = isActive
    }
}

/// `listStyle(_:)`: the style of the lists inside: their insets, margins and section spacing.
package struct ListStyleModifier: ScalarModifier {
    package static let name = "listStyle"
    package var style: ListStyle

    package init(_ style: ListStyle) {
        self.style = style
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.list.style = style
    }
}

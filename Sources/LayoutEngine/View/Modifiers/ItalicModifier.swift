/// `italic(_:)`: the texts inside in the italic of their font (`false`: upright).
package struct ItalicModifier: ModifierKind {
    package static let name = "italic"
    package static let wrapsInALayout = false
    package var isActive: Bool

    package init(_ isActive: Bool = true) {
        self.isActive = isActive
    }

    package init(arguments: some ViewArguments) throws {
        guard let isActive = try arguments.bool("_") else {
            throw arguments.error(at: nil, "expected true or false, as in {\"italic\": true}")
        }
        self.isActive = isActive
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.italic = isActive
    }
}

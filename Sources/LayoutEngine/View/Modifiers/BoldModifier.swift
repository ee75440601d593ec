/// `bold(_ isActive: Bool = true)`: the fonts inside in bold; `false` leaves each font its own
/// weight, as `fontWeight(nil)` does.
package struct BoldModifier: ModifierKind {
    package static let name = "bold"
    package static let wrapsInALayout = false
    package var isActive: Bool

    package init(_ isActive: Bool = true) {
        self.isActive = isActive
    }

    package init(arguments: some ViewArguments) throws {
        guard let isActive = try arguments.bool("_") else {
            throw arguments.error(at: nil, "expected true or false, as in {\"bold\": true}")
        }
        self.isActive = isActive
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.weight = .some(isActive ? .bold : nil)
    }
}

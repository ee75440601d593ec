/// `allowsTightening(_:)`: accepted; no tightening is modelled (docs/fixture-format.md).
package struct AllowsTighteningModifier: ModifierKind {
    package static let name = "allowsTightening"
    package static let wrapsInALayout = false
    package var isActive: Bool

    package init(_ isActive: Bool) {
        self.isActive = isActive
    }

    package init(arguments: some ViewArguments) throws {
        guard let isActive = try arguments.bool("_") else {
            throw arguments.error(at: nil, "expected true or false, as in {\"allowsTightening\": true}")
        }
        self.isActive = isActive
    }
}

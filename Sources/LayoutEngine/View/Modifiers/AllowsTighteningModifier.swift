/// `allowsTightening(_:)`: accepted; no tightening is modelled (docs/fixture-format.md).
package struct AllowsTighteningModifier: ScalarModifier {
    package static let name = "allowsTightening"
    package var isActive: Bool

    package init(_ isActive: Bool) {
        self.isActive = isActive
    }
}

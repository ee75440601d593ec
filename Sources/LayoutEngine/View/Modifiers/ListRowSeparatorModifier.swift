/// `listRowSeparator(_:)`: drawing only; accepted so that chains copy as they are.
package struct ListRowSeparatorModifier: ModifierKind {
    package static let name = "listRowSeparator"
    package static let wrapsInALayout = false
    package var isVisible: Bool

    /// `Visibility`'s cases.
    enum Visibility: String, CaseIterable {
        case automatic, visible, hidden
    }

    package init(visible: Bool) {
        isVisible = visible
    }

    package init(arguments: some ViewArguments) throws {
        guard let visibility = try arguments.choice("_", as: Visibility.self) else {
            throw arguments.error(at: nil, "expected \"automatic\", \"visible\" or \"hidden\"")
        }
        isVisible = visibility != .hidden
    }
}

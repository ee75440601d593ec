/// `truncationMode(_:)`: where the ellipsis of a truncated text goes, which changes no
/// measured size here (docs/fixture-format.md).
package struct TruncationModeModifier: ModifierKind {
    package static let name = "truncationMode"
    package static let wrapsInALayout = false
    package var mode: TruncationMode

    package init(_ mode: TruncationMode) {
        self.mode = mode
    }

    package init(arguments: some ViewArguments) throws {
        guard let mode = try arguments.choice("_", as: TruncationMode.self) else {
            throw arguments.error(at: nil, "expected \"head\", \"middle\" or \"tail\"")
        }
        self.mode = mode
    }
}

/// `lineSpacing(_:)`: points added between the lines of the texts inside.
package struct LineSpacingModifier: ModifierKind {
    package static let name = "lineSpacing"
    package static let wrapsInALayout = false
    package var spacing: Double

    package init(_ spacing: Double) {
        self.spacing = spacing
    }

    package init(arguments: some ViewArguments) throws {
        guard let spacing = try arguments.length("_", atLeast: 0) else {
            throw arguments.error(at: nil, "expected a length in points, as in {\"lineSpacing\": 4}")
        }
        self.spacing = spacing
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.lineSpacing = spacing
    }
}

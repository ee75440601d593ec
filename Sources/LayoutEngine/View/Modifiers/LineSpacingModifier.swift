/// `lineSpacing(_:)`: points added between the lines of the texts inside.
package struct LineSpacingModifier: ScalarModifier {
    package static let name = "lineSpacing"
    package var spacing: Double

    package init(_ spacing: Double) {
        self.spacing = spacing
    }

    package static func value(in arguments: some ViewArguments) throws -> Double? {
        try arguments.length("_", atLeast: 0)
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.lineSpacing = spacing
    }
}

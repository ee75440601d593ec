/// `minimumScaleFactor(_:)`: a text inside that does not fit its proposal in its line limit is
/// shown in a smaller font, down to this fraction of its size.
package struct MinimumScaleFactorModifier: ModifierKind {
    package static let name = "minimumScaleFactor"
    package static let wrapsInALayout = false
    package var factor: Double

    package init(_ factor: Double) {
        self.factor = factor
    }

    /// SwiftUI takes 0 < factor ≤ 1; a text shrunk below a hundredth is unreadable, so a
    /// smaller factor is a typo.
    package init(arguments: some ViewArguments) throws {
        guard let factor = try arguments.number("_", in: 0.01...1) else {
            throw arguments.error(at: nil, "expected a scale factor from 0.01 to 1, as in {\"minimumScaleFactor\": 0.5}")
        }
        self.factor = factor
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.minimumScaleFactor = factor
    }
}

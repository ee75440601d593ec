/// `minimumScaleFactor(_:)`: a text inside that does not fit its proposal in its line limit is
/// shown in a smaller font, down to this fraction of its size.
package struct MinimumScaleFactorModifier: ScalarModifier {
    package static let name = "minimumScaleFactor"
    package static let expected = "a scale factor from 0.01 to 1, as in {\"minimumScaleFactor\": 0.5}"
    package var factor: Double

    package init(_ factor: Double) {
        self.factor = factor
    }

    /// SwiftUI takes 0 < factor ≤ 1; a text shrunk below a hundredth is unreadable, so a
    /// smaller factor is a typo.
    package static func value(in arguments: some ViewArguments) throws -> Double? {
        try arguments.number("_", in: 0.01...1)
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.minimumScaleFactor = factor
    }
}

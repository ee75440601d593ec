import LayoutEngine
import StrictJSON

/// The numbers a fixture may hold, each read through one of these: a length, a priority, a
/// weight, a multiplier. All are finite and bounded (docs/limits.md), so that no sum, product
/// or difference the engine makes of them overflows, and a typo such as `1e16` is an error at
/// its place in the file rather than a frame of `inf`.
extension JSONReader {
    /// The largest magnitude of a length in points: ``LayoutLimits/maximumCoordinate``.
    static let maximumLength = LayoutLimits.maximumCoordinate

    /// A length in points, at most ``maximumLength`` in magnitude and at least `minimum`.
    func length(atLeast minimum: Double = -maximumLength) throws(JSONReadError) -> Double {
        try bounded(minimum...Self.maximumLength, what: "length in points")
    }

    /// A layout priority: SwiftUI's are small numbers (0, 1, 999); anything at most 1e7 in
    /// magnitude orders the same way.
    func priority() throws(JSONReadError) -> Double {
        try bounded(-Self.maximumLength...Self.maximumLength, what: "priority")
    }

    /// A proxy multiplier: a fraction of a `GeometryReader`'s size, at most 1000 in magnitude
    /// (a multiple of a screen beyond that is a typo).
    func multiplier() throws(JSONReadError) -> Double {
        try bounded(-1_000...1_000, what: "multiplier")
    }

    /// A text's `minimumScaleFactor`: a fraction of its font size, 0.01 to 1 (SwiftUI takes
    /// 0 < factor ≤ 1; a text shrunk below a hundredth is unreadable, so smaller is a typo).
    func scaleFactor() throws(JSONReadError) -> Double {
        try bounded(0.01...1, what: "scale factor")
    }

    /// A number in `range`, named `what` in the error.
    private func bounded(_ range: ClosedRange<Double>, what: String) throws(JSONReadError) -> Double {
        let number = try number()
        guard range.contains(number.value) else {
            throw error("expected a \(what) from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound)), "
                        + "found \(number.literal) (see docs/limits.md)")
        }
        return number.value
    }

    private static func text(_ value: Double) -> String {
        let plain = DecimalFormat.format(value)
        return plain.hasSuffix(".0") ? String(plain.dropLast(2)) : plain
    }
}

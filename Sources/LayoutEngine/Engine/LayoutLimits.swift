/// The numbers the engine works with, and the range every one of them stays in.
///
/// A length of 1e308 is finite, but padding it twice overflows to infinity, and `inf − inf`
/// is NaN: a frame that neither compares nor prints. So every length a fixture gives is at
/// most ``maximumCoordinate`` in magnitude (the fixture reader refuses larger ones), and a
/// layout whose frames leave that range anyway (many large lengths added up) is an error
/// rather than a baseline. 1e7 points is 10,000 screens of an iPad Pro: far beyond any real
/// layout, and small enough that sums of a few thousand such lengths stay exact to the
/// thousandth of a point that baselines keep (2^53 / 1e3 ≈ 9e12). See docs/limits.md.
public enum LayoutLimits {
    /// The largest magnitude of a length, coordinate or frame size, in points.
    public static let maximumCoordinate: Double = 10_000_000

    /// Whether `value` is finite and at most ``maximumCoordinate`` in magnitude.
    @inline(__always)
    public static func contains(_ value: Double) -> Bool {
        // NaN fails both comparisons, infinities the second.
        value >= -maximumCoordinate && value <= maximumCoordinate
    }

    /// Whether the origin and the size of `rect` are in range.
    @inline(__always)
    public static func contains(_ rect: Rect) -> Bool {
        contains(rect.x) && contains(rect.y) && contains(rect.width) && contains(rect.height)
    }
}

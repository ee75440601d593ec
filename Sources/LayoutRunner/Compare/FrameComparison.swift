import LayoutEngine

/// Compares a case's frames with its baseline, in thousandths of a point (the precision
/// baselines are written with).
public struct FrameComparison: Sendable {
    /// Points of difference allowed on each coordinate.
    public var tolerance: Double

    public init(tolerance: Double) {
        self.tolerance = tolerance
    }

    /// The largest coordinate difference, and the frames that differ beyond the tolerance
    /// or in lines, truncation or presence; no differences means the case passes.
    public func compare(expected: [BaselineFrame], actual: [BaselineFrame]) -> (maxDelta: Double, differences: [FrameDifference]) {
        var differences: [FrameDifference] = []
        var maxDelta = 0.0
        // Usually the same names in the same order: pair by position, fall back to names.
        var index: [String: Int]? = nil
        var matched = [Bool](repeating: false, count: actual.count)
        // Frames are read in place, not copied: a copy retains the frame's name, which the
        // baselines share between cases that every lane compares.
        for i in expected.indices {
            var j: Int? = i < actual.count && actual[i].name == expected[i].name ? i : nil
            if j == nil {
                if index == nil {
                    var built: [String: Int] = [:]
                    for k in actual.indices where built[actual[k].name] == nil { built[actual[k].name] = k }
                    index = built
                }
                j = index?[expected[i].name]
                if let found = j, matched[found] { j = nil }
            }
            guard let k = j else {
                differences.append(FrameDifference(name: expected[i].name, kind: .missing, expected: expected[i], actual: nil, delta: 0))
                continue
            }
            matched[k] = true
            let delta = Self.delta(expected[i].rect, actual[k].rect)
            maxDelta = max(maxDelta, delta)
            if delta > tolerance + 1e-9 || expected[i].lines != actual[k].lines
                || (expected[i].isTruncated ?? false) != (actual[k].isTruncated ?? false) {
                differences.append(FrameDifference(name: expected[i].name, kind: .changed, expected: expected[i],
                                                   actual: actual[k], delta: delta))
            }
        }
        for (k, new) in actual.enumerated() where !matched[k] {
            differences.append(FrameDifference(name: new.name, kind: .added, expected: nil, actual: new, delta: 0))
        }
        return (maxDelta, differences)
    }

    /// The largest difference of the four coordinates, each rounded to thousandths.
    static func delta(_ a: Rect, _ b: Rect) -> Double {
        func q(_ v: Double) -> Double { v.isFinite ? (v * 1000).rounded() : v }
        var d = 0.0
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            let qx = q(x), qy = q(y)
            if qx == qy { continue }
            d = max(d, (qx.isFinite && qy.isFinite) ? abs(qx - qy) / 1000 : .infinity)
        }
        return d
    }
}

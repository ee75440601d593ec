/// SF Pro's system tracking by point size (Apple HIG, "iOS, iPadOS, visionOS tracking values"),
/// added to every glyph of a face that stands in for SF Pro.
///
/// ```swift
/// SFProTracking.thousandthsOfEm(at: 17)   // -26
/// SFProTracking.points(at: 17)            // -0.442
/// ```
public enum SFProTracking {
    /// (point size, tracking in 1/1000 em) at the sizes the HIG lists, ascending. A size between
    /// two listed ones takes the nearest smaller one; below 6 pt, the 6 pt value.
    static let table: [(size: Double, tracking: Int)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
        (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
        (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (41, 9), (44, 8), (49, 7), (52, 6),
        (58, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]

    /// The tracking at `pointSize`, in 1/1000 em.
    public static func thousandthsOfEm(at pointSize: Double) -> Int {
        // A hair of tolerance so that 16.9999999 (a computed size) counts as 17.
        let size = pointSize + 1e-9
        var result = table[0].tracking
        for entry in table where entry.size <= size {
            result = entry.tracking
        }
        return result
    }

    /// The tracking at `pointSize`, in points per glyph.
    public static func points(at pointSize: Double) -> Double {
        Double(thousandthsOfEm(at: pointSize)) * pointSize / 1000
    }
}

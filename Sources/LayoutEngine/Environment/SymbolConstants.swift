/// How SF Symbols are sized, each number with its source (or none) in
/// `docs/swiftui-constants.md`.
enum SymbolConstants {
    /// A symbol's size at `scale` relative to `medium`: small is "approximately 20% smaller",
    /// large "approximately 30% larger".
    static func factor(_ scale: ImageScale) -> Double {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    /// The box of a symbol not in ``proportions`` at medium scale, in ems of its font's point
    /// size: a square.
    static let boxInEms = 1.0

    /// Common symbols' boxes at medium scale and regular weight, width × height in ems of the
    /// font's point size. Approximations (each line of the table in
    /// `docs/swiftui-constants.md` says which, and all but one have no source): they keep
    /// the facts a layout depends on, that a chevron is narrow, an ellipsis wide and short,
    /// a house wider than tall, a circled symbol larger than a bare glyph.
    static let proportions: [String: Size] = [
        "chevron.right": Size(width: 0.55, height: 0.95),
        "chevron.left": Size(width: 0.55, height: 0.95),
        "chevron.forward": Size(width: 0.55, height: 0.95),
        "chevron.backward": Size(width: 0.55, height: 0.95),
        "chevron.down": Size(width: 0.95, height: 0.55),
        "chevron.up": Size(width: 0.95, height: 0.55),
        "chevron.compact.down": Size(width: 1.10, height: 0.40),
        "xmark": Size(width: 0.85, height: 0.85),
        "plus": Size(width: 0.95, height: 0.95),
        "minus": Size(width: 0.95, height: 0.20),
        "checkmark": Size(width: 1.0, height: 0.95),
        "star": Size(width: 1.10, height: 1.05),
        "heart": Size(width: 1.10, height: 0.95),
        "gear": Size(width: 1.15, height: 1.10),
        "gearshape": Size(width: 1.15, height: 1.15),
        "person": Size(width: 0.95, height: 1.0),
        "person.crop.circle": Size(width: 1.15, height: 1.15),
        "person.circle": Size(width: 1.15, height: 1.15),
        "info.circle": Size(width: 1.15, height: 1.15),
        "questionmark.circle": Size(width: 1.15, height: 1.15),
        "plus.circle": Size(width: 1.15, height: 1.15),
        "xmark.circle": Size(width: 1.15, height: 1.15),
        "checkmark.circle": Size(width: 1.15, height: 1.15),
        "bell": Size(width: 1.0, height: 1.10),
        "magnifyingglass": Size(width: 1.05, height: 1.05),
        "ellipsis": Size(width: 1.10, height: 0.25),
        "ellipsis.circle": Size(width: 1.15, height: 1.15),
        "square.and.arrow.up": Size(width: 0.95, height: 1.25),
        "trash": Size(width: 0.95, height: 1.10),
        "house": Size(width: 1.25, height: 1.05),
        "wifi": Size(width: 1.20, height: 0.90),
        "envelope": Size(width: 1.25, height: 0.90),
        "bookmark": Size(width: 0.75, height: 1.10),
        "square.and.pencil": Size(width: 1.10, height: 1.10),
        "paperplane": Size(width: 1.10, height: 1.10),
        "arrow.right": Size(width: 1.0, height: 0.85),
        "arrow.left": Size(width: 1.0, height: 0.85),
    ]

    /// The box of `systemName` at medium scale, in ems: its line of ``proportions`` (a `.fill`
    /// variant takes its outline's), else a square of ``boxInEms``.
    static func box(of systemName: String) -> Size {
        if let size = proportions[systemName] { return size }
        if systemName.hasSuffix(".fill"), let size = proportions[String(systemName.dropLast(5))] { return size }
        return Size(width: boxInEms, height: boxInEms)
    }

    /// The space between a `Label`'s icon and its title.
    static let labelSpacing = 8.0
}

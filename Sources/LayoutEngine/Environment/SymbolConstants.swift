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

    /// A symbol's box at medium scale, in ems of its font's point size: a square, whatever
    /// the symbol (no per-symbol proportions are sourced).
    static let boxInEms = 1.0

    /// The space between a `Label`'s icon and its title.
    static let labelSpacing = 8.0
}

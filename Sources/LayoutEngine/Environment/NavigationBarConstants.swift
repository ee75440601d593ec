/// The navigation bar's lengths; their sources are in `docs/swiftui-constants.md`.
enum NavigationBarConstants {
    /// The bar without the status bar, and the bottom toolbar.
    static let barHeight = 44.0
    /// What a large title adds below the bar, its bottom padding included.
    static let largeTitleHeight = 52.0
    static let largeTitleBottomPadding = 8.0
    /// The bar's items from its edges.
    static let edgePadding = 16.0
}

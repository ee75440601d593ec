/// `navigationBarTitleDisplayMode(_:)`'s modes.
public enum TitleDisplayMode: String, Hashable, Sendable, CaseIterable {
    /// Large at the root of a navigation stack, which is where fixtures put it.
    case automatic, large, inline
}

/// A `ToolbarItem(placement:content:)`.
public struct ToolbarItem: Hashable, Sendable {
    /// Where the item goes; `automatic` is the trailing end of the navigation bar on iPhone.
    public enum Placement: String, Hashable, Sendable, CaseIterable {
        case automatic, topBarLeading, topBarTrailing, bottomBar
    }

    public var placement: Placement
    public var content: ViewNode

    public init(placement: Placement, content: ViewNode) {
        self.placement = placement
        self.content = content
    }
}

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

/// The lengths a `TabView`'s tab bar is laid out with, each imitating iOS; every one has its
/// source (or says it has none) in `docs/swiftui-constants.md`.
enum TabBarConstants {
    /// The bottom tab bar above the bottom safe area, which it reaches down through: 49 on a
    /// phone in a regular height (and on an iPad in a compact width), 32 in a compact height
    /// (a phone in landscape), as UIKit's bar is.
    static let barHeight = 49.0
    static let compactBarHeight = 32.0
    /// The tab bar at the top of an iPad in a regular width (iPadOS 18): as tall as a
    /// navigation bar, whose row it shares when the tab's content is a `NavigationStack`.
    static let topBarHeight = NavigationBarConstants.barHeight
    /// The space around an item's icon and title in the bottom bar.
    static let itemPadding = 5.0
    /// An item's icon: 31 × 28 over its title, 23 × 20 beside it in a compact bar.
    static let iconSize = Size(width: 31, height: 28)
    static let compactIconSize = Size(width: 23, height: 20)
    /// The title's font: 10 pt under the icon, 12 pt beside it in a compact bar, medium,
    /// fixed whatever the Dynamic Type size (the bar shows the large content viewer instead).
    static let titleSize = 10.0
    static let compactTitleSize = 12.0
    /// Between the icon and the title beside it in a compact bar.
    static let compactIconSpacing = 5.0
}

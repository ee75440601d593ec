/// The values a view reads from its surroundings, as in SwiftUI's environment.
public struct EnvironmentValues: Hashable, Sendable {
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection
    /// Pixels per point of the screen: 2 or 3 on iOS devices.
    public var displayScale: Double
    public var font: Font
    public var lineLimit: Int?
    /// The strings `Text` views with a `key` show.
    public var localizedStrings: LocalizedStrings
    /// The case's BCP 47 locale (`en`, `zh-Hant`), which text is measured in; empty for none.
    public var locale: String
    /// The kind of device, which `If` conditions on `idiom` read.
    public var idiom = UserInterfaceIdiom.phone
    /// The strings of the other locales that `environment(\.locale, …)` gives subtrees, by
    /// locale as the fixture writes it.
    public var subtreeStrings: [String: LocalizedStrings] = [:]

    public init(dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight,
                displayScale: Double = 3, font: Font = .body, lineLimit: Int? = nil,
                localizedStrings: LocalizedStrings = LocalizedStrings(), locale: String = "") {
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.font = font
        self.lineLimit = lineLimit
        self.localizedStrings = localizedStrings
        self.locale = locale
    }

    /// The length of one pixel in points.
    public var pixelLength: Double { 1 / displayScale }
}

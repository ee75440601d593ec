import LayoutEngine

/// The strings and layout direction of one case: its locale resolved as iOS resolves it,
/// for its device and its data values.
public struct Localization: Hashable, Sendable {
    public var strings: LocalizedStrings
    /// The direction of the language whose strings the case shows (an unsupported locale
    /// shows the development language, in that language's direction).
    public var layoutDirection: LayoutDirection
}

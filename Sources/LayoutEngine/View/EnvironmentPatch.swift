/// `environment(\.key, value)` on a subtree: the environment values it sets for the views
/// inside, each `nil` where it sets none.
public struct EnvironmentPatch: Hashable, Sendable {
    /// `\.dynamicTypeSize`: a fixed size for everything inside.
    public var dynamicTypeSize: DynamicTypeSize?
    /// `\.layoutDirection`: the views inside are laid out, and their frames mirrored, in it.
    public var layoutDirection: LayoutDirection?
    /// `\.locale`: the locale the texts inside take their strings from (a BCP 47 code). The
    /// layout direction does not follow it, as in SwiftUI, where it is a value of its own.
    public var locale: String?
    /// `\.defaultMinListRowHeight`.
    public var defaultMinListRowHeight: Double?

    public init(dynamicTypeSize: DynamicTypeSize? = nil, layoutDirection: LayoutDirection? = nil,
                locale: String? = nil, defaultMinListRowHeight: Double? = nil) {
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.defaultMinListRowHeight = defaultMinListRowHeight
    }
}

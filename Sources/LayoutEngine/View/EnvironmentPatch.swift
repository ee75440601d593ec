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
    /// `\.horizontalSizeClass`: what the `If` conditions inside read. Lists' margins and
    /// bars keep the container's, as UIKit's traits, not SwiftUI's environment, decide them.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// `\.verticalSizeClass`, likewise.
    public var verticalSizeClass: UserInterfaceSizeClass?

    public init(dynamicTypeSize: DynamicTypeSize? = nil, layoutDirection: LayoutDirection? = nil,
                locale: String? = nil, defaultMinListRowHeight: Double? = nil,
                horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil) {
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.defaultMinListRowHeight = defaultMinListRowHeight
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}

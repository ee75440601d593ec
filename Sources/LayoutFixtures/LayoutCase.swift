import LayoutEngine

/// One cell of a scenario's matrix: a container, a locale, a Dynamic Type size and a string set.
public struct LayoutCase: Hashable, Sendable {
    public var container: ContainerSpec
    public var locale: String
    public var sizeCategory: DynamicTypeSize
    public var stringSet: StringSet

    public init(container: ContainerSpec, locale: String, sizeCategory: DynamicTypeSize, stringSet: StringSet) {
        self.container = container
        self.locale = locale
        self.sizeCategory = sizeCategory
        self.stringSet = stringSet
    }

    /// The case's stable name within its scenario: `iPhone16/de/accessibility2/base`.
    public var key: String {
        container.name + "/" + locale + "/" + sizeCategory.rawValue + "/" + stringSet.rawValue
    }

    public var layoutDirection: LayoutDirection { LocaleDirection.of(locale) }
}

import LayoutEngine

/// One cell of a scenario's matrix: a container, a locale, a Dynamic Type size and a string set.
public struct LayoutCase: Hashable, Sendable {
    public let container: ContainerSpec
    public let locale: String
    public let sizeCategory: DynamicTypeSize
    public let stringSet: StringSet
    /// The case's stable name within its scenario: `iPhone16/de/accessibility2/base`.
    public let key: String

    public init(container: ContainerSpec, locale: String, sizeCategory: DynamicTypeSize, stringSet: StringSet) {
        self.container = container
        self.locale = locale
        self.sizeCategory = sizeCategory
        self.stringSet = stringSet
        key = container.name + "/" + locale + "/" + sizeCategory.rawValue + "/" + stringSet.rawValue
    }

    public var layoutDirection: LayoutDirection { LocaleDirection.of(locale) }
}

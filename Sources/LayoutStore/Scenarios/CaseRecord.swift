/// One expanded case of a scenario, for ``LayoutStore/upsertCases(_:)``.
public struct CaseRecord: Hashable, Sendable {
    /// The name of the scenario the case belongs to (already upserted).
    public var scenario: String
    /// The case key, unique within its scenario, e.g. `iPhone16/de/accessibility2/base`.
    public var key: String
    /// The device or container the case lays out in, e.g. `iPhone16`.
    public var container: String
    /// The locale identifier, e.g. `de`.
    public var locale: String
    /// The Dynamic Type size category, e.g. `accessibility2`.
    public var sizeCategory: String
    /// The string set, e.g. `base` or `pseudo-long`.
    public var stringSet: String

    /// Creates a case record.
    public init(scenario: String, key: String, container: String, locale: String, sizeCategory: String, stringSet: String) {
        self.scenario = scenario
        self.key = key
        self.container = container
        self.locale = locale
        self.sizeCategory = sizeCategory
        self.stringSet = stringSet
    }

    /// The key of this case's baseline.
    public var baselineKey: BaselineKey { BaselineKey(scenario: scenario, caseKey: key) }
}

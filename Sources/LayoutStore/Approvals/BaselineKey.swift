/// Identifies a case, and so its baseline: the scenario name and the case key.
///
/// ```swift
/// let key = BaselineKey(scenario: "Checkout", caseKey: "iPhone16/de/accessibility2/base")
/// ```
public struct BaselineKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The scenario's unique name.
    public var scenario: String
    /// The case key, unique within its scenario.
    public var caseKey: String

    /// Creates a key from a scenario name and a case key.
    public init(scenario: String, caseKey: String) {
        self.scenario = scenario
        self.caseKey = caseKey
    }

    /// Orders by scenario, then case key, comparing UTF-8 bytes as SQLite's `ORDER BY` does.
    public static func < (lhs: BaselineKey, rhs: BaselineKey) -> Bool {
        if lhs.scenario != rhs.scenario {
            return lhs.scenario.utf8.lexicographicallyPrecedes(rhs.scenario.utf8)
        }
        return lhs.caseKey.utf8.lexicographicallyPrecedes(rhs.caseKey.utf8)
    }

    /// `scenario:caseKey`.
    public var description: String { "\(scenario):\(caseKey)" }
}

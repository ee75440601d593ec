/// A scenario with its sizes, for `layoutreg list`, from ``LayoutStore/listScenarios()``.
public struct ScenarioListing: Hashable, Sendable {
    /// The scenario's name.
    public var name: String
    /// The hash of the scenario file last synced.
    public var definitionHash: String
    /// Where the scenario file lives, if known.
    public var sourcePath: String?
    /// Cases known to the store (cases are kept while results refer to them).
    public var caseCount: Int
    /// Cases with a current baseline.
    public var baselineCount: Int
    /// The id of the most recent run that included the scenario, if any.
    public var latestRunID: Int64?
    /// The scenario's counts in that run.
    public var latestCounts: ResultCounts?

    /// Creates a listing.
    public init(name: String, definitionHash: String, sourcePath: String?, caseCount: Int,
                baselineCount: Int, latestRunID: Int64?, latestCounts: ResultCounts?) {
        self.name = name
        self.definitionHash = definitionHash
        self.sourcePath = sourcePath
        self.caseCount = caseCount
        self.baselineCount = baselineCount
        self.latestRunID = latestRunID
        self.latestCounts = latestCounts
    }
}

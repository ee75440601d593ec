/// The outcome of one case in one run, from ``LayoutStore/caseHistory(scenario:caseKey:last:)``.
public struct CaseHistoryEntry: Hashable, Sendable {
    /// The run's id.
    public var runID: Int64
    /// When the run started (ISO-8601).
    public var startedAt: String
    /// The commit the run tested, if known.
    public var gitCommit: String?
    /// The case.
    public var key: BaselineKey
    /// The case's container, e.g. `iPhone16`.
    public var container: String
    /// The case's locale.
    public var locale: String
    /// The case's Dynamic Type size category.
    public var sizeCategory: String
    /// The case's string set.
    public var stringSet: String
    /// The outcome.
    public var status: ResultStatus
    /// The largest frame difference in points, to a thousandth; `nil` if nothing was compared.
    public var maxDelta: Double?

    /// Creates an entry.
    public init(runID: Int64, startedAt: String, gitCommit: String?, key: BaselineKey, container: String,
                locale: String, sizeCategory: String, stringSet: String, status: ResultStatus, maxDelta: Double?) {
        self.runID = runID
        self.startedAt = startedAt
        self.gitCommit = gitCommit
        self.key = key
        self.container = container
        self.locale = locale
        self.sizeCategory = sizeCategory
        self.stringSet = stringSet
        self.status = status
        self.maxDelta = maxDelta
    }
}

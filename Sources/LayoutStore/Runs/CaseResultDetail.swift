/// A case's result in one run with its details, from ``LayoutStore/results(ofRun:statuses:)``.
public struct CaseResultDetail: Hashable, Sendable {
    /// The case.
    public var key: BaselineKey
    /// The case's id.
    public var caseID: Int64
    /// The outcome.
    public var status: ResultStatus
    /// The largest frame difference in points, to a thousandth; `nil` if nothing was compared.
    public var maxDelta: Double?
    /// Per-view differences (JSON text), if recorded.
    public var diff: String?
    /// The error message, if recorded.
    public var errorMessage: String?

    /// Creates a detail.
    public init(key: BaselineKey, caseID: Int64, status: ResultStatus, maxDelta: Double?,
                diff: String?, errorMessage: String?) {
        self.key = key
        self.caseID = caseID
        self.status = status
        self.maxDelta = maxDelta
        self.diff = diff
        self.errorMessage = errorMessage
    }
}

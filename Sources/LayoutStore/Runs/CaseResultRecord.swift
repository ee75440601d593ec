/// The outcome of one case in a run, for ``LayoutStore/recordRun(_:results:)``.
///
/// ```swift
/// CaseResultRecord(caseID: id, status: .pass, maxDelta: 0)
/// CaseResultRecord(caseID: id, status: .fail, maxDelta: 2.5, diff: #"[{"path":"root/0","dx":2.5}]"#)
/// CaseResultRecord(caseID: id, status: .error, errorMessage: "missing string 'title' in de")
/// ```
public struct CaseResultRecord: Hashable, Sendable {
    /// The case's id, from ``LayoutStore/upsertCases(_:)``.
    public var caseID: Int64
    /// The outcome.
    public var status: ResultStatus
    /// The largest frame difference in points (stored to a thousandth); `nil` when nothing
    /// was compared (new and erroring cases).
    public var maxDelta: Double?
    /// Per-view differences as JSON text, for failures.
    public var diff: String?
    /// What went wrong, for errors.
    public var errorMessage: String?
    /// The case's lint findings as a JSON array of
    /// `{"kind","path"[,"id"],"detail","severity","approved"}`, given by the caller like `diff`;
    /// `nil` for none.
    public var findings: String?
    /// The id of the case's scenario (``LayoutStore/upsertScenarios(_:)``), when the caller
    /// knows it: a run whose results all carry theirs has its per-scenario counts added up as
    /// they are written, rather than by a query that looks up every result's case afterwards
    /// (two fifths of the store's time for a run of passing results). It must be the case's.
    public var scenarioID: Int64?

    /// Creates a result.
    public init(caseID: Int64, status: ResultStatus, maxDelta: Double? = nil,
                diff: String? = nil, errorMessage: String? = nil, findings: String? = nil, scenarioID: Int64? = nil) {
        self.caseID = caseID
        self.status = status
        self.maxDelta = maxDelta
        self.diff = diff
        self.errorMessage = errorMessage
        self.findings = findings
        self.scenarioID = scenarioID
    }
}

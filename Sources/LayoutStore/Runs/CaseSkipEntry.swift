/// A run that skipped a case as unchanged, from ``LayoutStore/caseSkips(scenario:caseKey:last:)``:
/// what `layoutreg history` shows to explain a skip.
public struct CaseSkipEntry: Hashable, Sendable {
    /// The run that skipped the case.
    public var runID: Int64
    /// When that run started (ISO-8601).
    public var startedAt: String
    /// The commit it tested, if known.
    public var gitCommit: String?
    /// The case.
    public var key: BaselineKey
    /// The run the case last passed in with the same inputs.
    public var passedRunID: Int64
    /// The digest of those inputs; `nil` once that run has been pruned.
    public var digest: String?

    public init(runID: Int64, startedAt: String, gitCommit: String?, key: BaselineKey, passedRunID: Int64, digest: String?) {
        self.runID = runID
        self.startedAt = startedAt
        self.gitCommit = gitCommit
        self.key = key
        self.passedRunID = passedRunID
        self.digest = digest
    }
}

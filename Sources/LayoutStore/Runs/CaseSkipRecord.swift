/// A case that the run being written skipped because its inputs are those it last passed
/// with (``RunResultWriter/skip(_:)``).
public struct CaseSkipRecord: Hashable, Sendable {
    /// The case's id.
    public var caseID: Int64
    /// The run whose passing result, with the same input digest, the skip relies on.
    public var passedRunID: Int64

    public init(caseID: Int64, passedRunID: Int64) {
        self.caseID = caseID
        self.passedRunID = passedRunID
    }
}

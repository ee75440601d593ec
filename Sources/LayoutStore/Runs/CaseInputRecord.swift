/// The digest of a case's inputs in the run being written, for a case that passed: what a
/// later `run --incremental` compares with to skip it (``RunResultWriter/keepInputs(_:)``).
public struct CaseInputRecord: Hashable, Sendable {
    /// The case's id, from ``LayoutStore/upsertCases(_:)``.
    public var caseID: Int64
    /// SHA-256 of the case's inputs, 64 hexadecimal digits.
    public var digest: String

    public init(caseID: Int64, digest: String) {
        self.caseID = caseID
        self.digest = digest
    }
}

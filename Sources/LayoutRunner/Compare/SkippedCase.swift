/// A case that `run --incremental` skipped: the digest of its inputs is the one it had in
/// run ``passedRunID``, where it passed, so laying it out again would give the same frames.
public struct SkippedCase: Hashable, Sendable {
    public var scenario: String
    public var caseKey: String
    /// The run it last passed in with the same inputs.
    public var passedRunID: Int64

    /// `scenario/caseKey`, the name filters match.
    public var fullName: String { scenario + "/" + caseKey }
}

/// The latest digest of a case's inputs in a run where it passed, from
/// ``LayoutStore/passedInputs(caseIDs:)``.
public struct PassedInputs: Hashable, Sendable {
    /// The run it passed in with these inputs.
    public var runID: Int64
    /// SHA-256 of its inputs then, 64 hexadecimal digits.
    public var digest: String
}

/// The current approved frames of a case, as returned by ``LayoutStore/currentBaselines(scenarios:)``.
public struct StoredBaseline: Hashable, Sendable {
    /// The store's id of the case.
    public var caseID: Int64
    /// The frames, exactly the canonical JSON text that was approved.
    public var frames: String
    /// Who approved these frames, and when.
    public var provenance: Provenance
}

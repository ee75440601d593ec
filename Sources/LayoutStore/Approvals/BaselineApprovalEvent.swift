/// One approval of a case's baseline, as ``LayoutStore/approvals(of:)`` tells it: who, when,
/// which commit, and the run whose failure or new case it answered.
public struct BaselineApprovalEvent: Hashable, Sendable {
    /// The approval's id (`approvals.id`), shared by every baseline one `record` wrote.
    public var approvalID: Int64
    public var provenance: Provenance
    /// The latest run, started before the approval, in which the case failed or was new: what
    /// the approval looked at. `nil` when no run of this database did (a first record).
    public var afterRunID: Int64?
    /// When a later approval replaced or deleted this baseline; `nil` while it is current.
    public var supersededAt: String?
    /// The approved frames and findings (canonical JSON).
    public var frames: String
    public var findings: String?

    public init(approvalID: Int64, provenance: Provenance, afterRunID: Int64?, supersededAt: String?,
                frames: String, findings: String?) {
        self.approvalID = approvalID
        self.provenance = provenance
        self.afterRunID = afterRunID
        self.supersededAt = supersededAt
        self.frames = frames
        self.findings = findings
    }

    public var isCurrent: Bool { supersededAt == nil }
}

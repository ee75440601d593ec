/// One approval of a case's frames, current or superseded, from ``LayoutStore/baselineHistory(for:)``.
public struct BaselineRevision: Hashable, Sendable {
    /// The approved frames (canonical JSON text).
    public var frames: String
    /// Who approved them, and when.
    public var provenance: Provenance
    /// When a later approval replaced or deleted this one; `nil` while it is current.
    public var supersededAt: String?

    /// Whether this revision is the case's current baseline.
    public var isCurrent: Bool { supersededAt == nil }

    /// Creates a revision.
    public init(frames: String, provenance: Provenance, supersededAt: String?) {
        self.frames = frames
        self.provenance = provenance
        self.supersededAt = supersededAt
    }
}

/// New approved frames for one case: inserted, or superseding the current baseline.
public struct BaselineWrite: Hashable, Sendable {
    /// The case whose frames are approved.
    public var key: BaselineKey
    /// Canonical JSON array of `{"path","x","y","width","height"[,"lines","truncated"]}`.
    public var frames: String

    /// Creates a write.
    public init(key: BaselineKey, frames: String) {
        self.key = key
        self.frames = frames
    }
}

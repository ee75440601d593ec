/// New approved frames for one case: inserted, or superseding the current baseline.
///
/// The frames are checked when the write is made, so that the threads that produce them
/// share the work (a `record` makes 100,000 of them) and the store's write transaction only
/// inserts.
public struct BaselineWrite: Hashable, Sendable {
    /// The case whose frames are approved.
    public let key: BaselineKey
    /// Canonical JSON array of `{"path","x","y","width","height"[,"lines","truncated"]}`.
    public let frames: String
    /// The lint findings approved with the frames, a JSON array of
    /// `{"kind","path"[,"id"],"detail"}`; `nil` for none.
    public let findings: String?

    /// Creates a write of `frames` and `findings`, which must be JSON arrays.
    ///
    /// - Throws: ``StoreError`` `.invalidInput`, naming the key and what is wrong with the JSON.
    public init(key: BaselineKey, frames: String, findings: String? = nil) throws(StoreError) {
        if let problem = JSONArrayCheck.problem(in: frames) {
            throw StoreError(kind: .invalidInput, message: "frames of baseline \(key) are not a JSON array: \(problem)")
        }
        if let findings, let problem = JSONArrayCheck.problem(in: findings) {
            throw StoreError(kind: .invalidInput, message: "findings of baseline \(key) are not a JSON array: \(problem)")
        }
        self.key = key
        self.frames = frames
        self.findings = findings
    }
}

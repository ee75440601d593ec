/// Who approved a set of baselines, when, and with which engine and fonts.
public struct Provenance: Hashable, Sendable {
    /// ISO-8601 time of the approval, given by the caller (the store reads no clock).
    public var recordedAt: String
    /// Who recorded: a user name or `ci`.
    public var recordedBy: String
    /// The commit the baselines were recorded at, if known.
    public var gitCommit: String?
    /// The layout engine's version.
    public var engineVersion: String
    /// The hashes of the fonts used, as one text.
    public var fontHashes: String
    /// A free-form note, e.g. why a change was approved.
    public var note: String?

    /// Creates a provenance.
    public init(recordedAt: String, recordedBy: String, gitCommit: String? = nil,
                engineVersion: String, fontHashes: String, note: String? = nil) {
        self.recordedAt = recordedAt
        self.recordedBy = recordedBy
        self.gitCommit = gitCommit
        self.engineVersion = engineVersion
        self.fontHashes = fontHashes
        self.note = note
    }
}

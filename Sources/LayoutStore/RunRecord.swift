/// A finished run, written with its results by ``LayoutStore/recordRun(_:results:)`` and read
/// back in each ``RunSummary``.
///
/// The counts are not part of the record: the store computes them from the results.
public struct RunRecord: Hashable, Sendable {
    /// ISO-8601 start time, given by the caller.
    public var startedAt: String
    /// ISO-8601 end time, given by the caller.
    public var endedAt: String
    /// The commit under test, if known.
    public var gitCommit: String?
    /// The machine that ran the cases.
    public var host: String
    /// The layout engine's version.
    public var engineVersion: String
    /// The hashes of the fonts used, as one text.
    public var fontHashes: String
    /// Whether the run covered every case, a filter or a shard.
    public var scope: RunScope
    /// The filter or shard specification (e.g. `Checkout/*` or `2/8`); `nil` for full runs.
    public var filter: String?
    /// Wall-clock duration in milliseconds.
    public var durationMilliseconds: Int64

    /// Creates a run record.
    public init(startedAt: String, endedAt: String, gitCommit: String? = nil, host: String,
                engineVersion: String, fontHashes: String, scope: RunScope = .full,
                filter: String? = nil, durationMilliseconds: Int64) {
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.gitCommit = gitCommit
        self.host = host
        self.engineVersion = engineVersion
        self.fontHashes = fontHashes
        self.scope = scope
        self.filter = filter
        self.durationMilliseconds = durationMilliseconds
    }
}

/// One recorded run with its counts, from ``LayoutStore/runSummaries(last:scenario:)``.
public struct RunSummary: Hashable, Sendable {
    /// The run's id (runs are numbered in the order they were recorded).
    public var id: Int64
    /// ISO-8601 start time.
    public var startedAt: String
    /// ISO-8601 end time.
    public var endedAt: String
    /// The commit under test, if known.
    public var gitCommit: String?
    /// The machine that ran the cases.
    public var host: String
    /// The layout engine's version.
    public var engineVersion: String
    /// The hashes of the fonts used.
    public var fontHashes: String
    /// Whether the run covered every case, a filter or a shard.
    public var scope: RunScope
    /// The filter or shard specification, if any.
    public var filter: String?
    /// Wall-clock duration in milliseconds.
    public var durationMilliseconds: Int64
    /// The counts of the whole run, or of one scenario when the summaries were asked for one.
    public var counts: ResultCounts

    /// Creates a summary.
    public init(id: Int64, startedAt: String, endedAt: String, gitCommit: String?, host: String,
                engineVersion: String, fontHashes: String, scope: RunScope, filter: String?,
                durationMilliseconds: Int64, counts: ResultCounts) {
        self.id = id
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.gitCommit = gitCommit
        self.host = host
        self.engineVersion = engineVersion
        self.fontHashes = fontHashes
        self.scope = scope
        self.filter = filter
        self.durationMilliseconds = durationMilliseconds
        self.counts = counts
    }
}

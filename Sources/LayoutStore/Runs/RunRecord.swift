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
    /// The whole run this one is part of (`run --run-label`, else the commit): the shards
    /// of one CI run share it, and `layoutreg merge` combines them by it.
    public var label: String?
    /// `I` and `N` of `run --shard I/N`; `nil` for a run that is not a shard.
    public var shard: (index: Int, count: Int)?

    /// Creates a run record.
    public init(startedAt: String, endedAt: String, gitCommit: String? = nil, host: String,
                engineVersion: String, fontHashes: String, scope: RunScope = .full,
                filter: String? = nil, durationMilliseconds: Int64, label: String? = nil,
                shard: (index: Int, count: Int)? = nil) {
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.gitCommit = gitCommit
        self.host = host
        self.engineVersion = engineVersion
        self.fontHashes = fontHashes
        self.scope = scope
        self.filter = filter
        self.durationMilliseconds = durationMilliseconds
        self.label = label
        self.shard = shard
    }

    public static func == (a: RunRecord, b: RunRecord) -> Bool {
        a.startedAt == b.startedAt && a.endedAt == b.endedAt && a.gitCommit == b.gitCommit && a.host == b.host
            && a.engineVersion == b.engineVersion && a.fontHashes == b.fontHashes && a.scope == b.scope
            && a.filter == b.filter && a.durationMilliseconds == b.durationMilliseconds && a.label == b.label
            && a.shard?.index == b.shard?.index && a.shard?.count == b.shard?.count
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(startedAt)
        hasher.combine(label)
        hasher.combine(filter)
        hasher.combine(shard?.index)
    }
}

/// One recorded run with its counts, from ``LayoutStore/runSummaries(last:scenario:)``.
public struct RunSummary: Hashable, Sendable {
    /// The run's id (runs are numbered in the order they were recorded).
    public var id: Int64
    /// The run as it was recorded.
    public var run: RunRecord
    /// The counts of the whole run, or of one scenario when the summaries were asked for one.
    public var counts: ResultCounts
    /// The cases the run skipped as unchanged (`run --incremental`), not in ``counts``.
    public var skipped = 0
}

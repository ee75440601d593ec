/// What `layoutreg run` found, in a deterministic order: scenarios in fixture order, cases
/// in matrix order.
public struct RunReport: Hashable, Sendable {
    public var results: [CaseResult]
    /// The cases `run --incremental` did not lay out: their inputs are those they last passed
    /// with. They count as passed and are not in ``results``.
    public var skipped: [SkippedCase] = []
    /// Baselines with no scenario or case left in the fixtures (full runs only), as
    /// `scenario/caseKey` or `scenario` for a whole file.
    public var staleBaselines: [RegressionRunner.StaleBaseline]
    /// The run's id in the store.
    public var runID: Int64?
    public var durationMilliseconds: Int64

    public init(results: [CaseResult], staleBaselines: [RegressionRunner.StaleBaseline] = [], runID: Int64? = nil, durationMilliseconds: Int64 = 0) {
        self.results = results
        self.staleBaselines = staleBaselines
        self.runID = runID
        self.durationMilliseconds = durationMilliseconds
    }

    public func count(_ status: CaseStatus) -> Int {
        results.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// Whether every case passed.
    public var passed: Bool { results.allSatisfy { $0.status == .pass } }
}

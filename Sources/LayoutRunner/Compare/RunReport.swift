/// What `layoutreg run` found, in a deterministic order: scenarios in fixture order, cases
/// in matrix order.
///
/// A run counts every case, but keeps only the results its ``ResultRetention`` asks for: a
/// console needs the cases that did not pass, a JUnit file every case. The counts, the
/// warnings and the lint findings are summaries made case by case, so that a run of a million
/// cases holds no million results.
public struct RunReport: Hashable, Sendable {
    /// The results kept, in run order: every case's, or those the retention kept.
    public var results: [CaseResult]
    /// The cases laid out whose results were counted but not kept (``ResultRetention``).
    public var notKept = StatusCounts()
    /// The cases that did not pass and were not kept, by scenario in run order: what the
    /// console names when it cannot list them.
    public var notKeptByScenario: [(scenario: String, count: Int)] {
        get { notKeptScenarios.map { ($0.scenario, $0.count) } }
        set { notKeptScenarios = newValue.map { ScenarioCount(scenario: $0.scenario, count: $0.count) } }
    }
    private var notKeptScenarios: [ScenarioCount] = []
    /// The warnings of every case laid out, when the run summarised them as it went; `nil`
    /// for a report made from its results (``warningSummary`` makes it then).
    public var warnings: WarningSummary?
    /// The lint findings of every case laid out, likewise.
    public var findings: FindingSummary?
    /// How many cases laid out had warnings from their strings, likewise.
    public var stringWarningCases: Int?
    /// The cases `run --incremental` did not lay out: their inputs are those they last passed
    /// with. They count as passed and are not in ``results``.
    public var skipped: [SkippedCase] = []
    /// The cases skipped but not listed in ``skipped`` (a console run keeps their count only).
    public var skippedNotKept = 0
    /// How many cases `run --incremental` skipped, listed or not.
    public var skippedCount: Int { skipped.count + skippedNotKept }
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

    /// How many cases laid out ended in `status`, kept or not.
    public func count(_ status: CaseStatus) -> Int {
        results.reduce(notKept[status]) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// How many cases were laid out, kept or not (the skipped ones aside).
    public var laidOut: Int { results.count + notKept.total }

    /// Whether every case passed.
    public var passed: Bool { notKept.total == notKept.pass && results.allSatisfy { $0.status == .pass } }

    /// The warnings of every case: the run's summary, or one made from the results.
    public var warningSummary: WarningSummary {
        if let warnings { return warnings }
        var summary = WarningSummary()
        for r in results { summary.add(scenario: r.scenario, caseKey: r.caseKey, warnings: r.warnings) }
        return summary
    }

    /// The cases whose strings gave warnings: the run's count, or one made from the results.
    public var casesWithStringWarnings: Int {
        stringWarningCases ?? results.reduce(0) { $0 + ($1.hasStringWarnings ? 1 : 0) }
    }

    private struct ScenarioCount: Hashable, Sendable {
        var scenario: String
        var count: Int
    }
}

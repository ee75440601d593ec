/// Where a run's results go as they are compared, in run order: each is counted and added to
/// the summaries (warnings, lint findings), then kept or dropped as the run's
/// ``ResultRetention`` says.
struct RunCollector {
    let retention: ResultRetention
    private var results: [CaseResult] = []
    private var notKept = StatusCounts()
    private var keptNotPassed = 0
    private var notKeptByScenario: [(scenario: String, count: Int)] = []
    private var warnings = WarningSummary()
    private var findings = FindingSummary()
    private var stringWarningCases = 0

    init(retention: ResultRetention) {
        self.retention = retention
    }

    mutating func add(_ result: CaseResult) {
        warnings.add(scenario: result.scenario, caseKey: result.caseKey, warnings: result.warnings)
        findings.add(result)
        if result.hasStringWarnings { stringWarningCases += 1 }
        switch retention {
        case .all:
            results.append(result)
        case let .notPassed(limit):
            if result.status != .pass && keptNotPassed < limit {
                keptNotPassed += 1
                results.append(result)
                return
            }
            notKept[result.status] += 1
            guard result.status != .pass else { return }
            if notKeptByScenario.last?.scenario == result.scenario {
                notKeptByScenario[notKeptByScenario.count - 1].count += 1
            } else {
                notKeptByScenario.append((result.scenario, 1))
            }
        }
    }

    /// The report of the cases added, then of `unreadable` (always kept: they are few).
    func report(unreadable: [CaseResult]) -> RunReport {
        var report = RunReport(results: results + unreadable)
        report.notKept = notKept
        report.notKeptByScenario = notKeptByScenario
        var warnings = warnings
        for r in unreadable { warnings.add(scenario: r.scenario, caseKey: r.caseKey, warnings: r.warnings) }
        report.warnings = warnings
        report.findings = findings
        report.stringWarningCases = stringWarningCases
        return report
    }
}

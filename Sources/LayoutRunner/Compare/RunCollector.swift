/// Where a run's results go as they are compared, in run order, a chunk at a time: each chunk's
/// counts and summaries (warnings, lint findings) are added up, and its results kept or
/// dropped as the run's ``ResultRetention`` says.
struct RunCollector {
    let retention: ResultRetention
    private var results: [CaseResult] = []
    private var notKept = StatusCounts()
    private var keptNotPassed = 0
    private var notKeptByScenario: [(scenario: String, count: Int)] = []
    private var warnings = WarningSummary()
    private var findings = FindingSummary()
    private var stringWarningCases = 0
    private var skipped: [SkippedCase] = []
    private var skippedNotKept = 0

    init(retention: ResultRetention) {
        self.retention = retention
    }

    /// Counts the cases `run --incremental` skipped; keeps them unless the retention keeps
    /// only what did not pass (they passed before, and the console shows only their count).
    mutating func skip(_ cases: [SkippedCase]) {
        switch retention {
        case .all: skipped += cases
        case .notPassed: skippedNotKept += cases.count
        }
    }

    /// Counts one chunk's cases, in job order, from the lane's ``ChunkTally``; `result` reads
    /// a case's result, and is called only for those kept.
    mutating func add(_ tally: ChunkTally, result: (Int) -> CaseResult) {
        warnings.merge(tally.warnings)
        findings.merge(tally.findings)
        stringWarningCases += tally.stringWarningCases
        switch retention {
        case .all:
            for i in tally.range { results.append(result(i)) }
        case let .notPassed(limit):
            notKept.pass += tally.passed
            for i in tally.notPassed {
                if keptNotPassed < limit {
                    keptNotPassed += 1
                    results.append(Self.forConsole(result(i)))
                    continue
                }
                let notPassed = result(i)
                notKept[notPassed.status] += 1
                if notKeptByScenario.last?.scenario == notPassed.scenario {
                    notKeptByScenario[notKeptByScenario.count - 1].count += 1
                } else {
                    notKeptByScenario.append((notPassed.scenario, 1))
                }
            }
        }
    }

    /// What the console reads of a result it keeps: its differences, string changes and
    /// failing findings, but not its warnings and other findings, which the run's summaries
    /// have counted (``RunReport/warnings``, ``RunReport/findings``). A new case of a 61-view
    /// screen has a few kilobytes of findings, and the console keeps 10,000 cases.
    static func forConsole(_ result: CaseResult) -> CaseResult {
        var kept = result
        kept.warnings = []
        if kept.findings.contains(where: { !$0.fails }) { kept.findings = kept.findings.filter(\.fails) }
        return kept
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
        report.skipped = skipped
        report.skippedNotKept = skippedNotKept
        return report
    }
}

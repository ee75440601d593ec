/// What the run's counting and its store read of one chunk of a window, made by the lane
/// that laid the chunk out, once it has: the chunk's summaries (warnings, lint findings),
/// which of its cases did not pass, and the store's rows.
///
/// The counting and the writes run on one lane beside the next window's layouts. Reading
/// every result there copied each one across cores: a case's strings and arrays were
/// retained by one core after the other had made them (about 7,500 of the 20,000 reference
/// counts that changed cores in `run --jobs 2`, `scripts/count-shared-retains.sh`). Now that
/// lane reads a chunk's tally and only the results it keeps: those that did not pass, for the
/// console, or all of them, for a report that lists every case.
///
/// A class, so that a window holds one reference per case (``WindowReleases``), and emptied
/// by the lane that made it, as the results are.
final class ChunkTally: Sendable {
    /// The store's row of one case: what ``RunResultWriter`` keeps of its result, the texts
    /// encoded here rather than on the lane that writes.
    struct Row: Sendable {
        var status: CaseStatus
        var maxDelta: Double?
        var diff: String?
        var message: String?
        var findings: String?

        init(_ result: CaseResult) {
            status = result.status
            maxDelta = result.maxDelta
            message = result.message
            diff = result.differences.isEmpty ? nil : FrameJSON.differences(result.differences)
            findings = result.findings.isEmpty ? nil : FrameJSON.findings(result.findings)
        }
    }

    /// The chunk's cases, by job in the window.
    let range: Range<Int>
    /// How many of them passed.
    let passed: Int
    /// The cases that did not pass, in order.
    let notPassed: [Int]
    let warnings: WarningSummary
    let findings: FindingSummary
    /// How many cases' strings gave warnings (``CaseResult/hasStringWarnings``).
    let stringWarningCases: Int
    /// By case of ``range``, for a run with a store; empty otherwise.
    let rows: [Row]

    /// The row of case `i` of the window (one of ``range``), for a run with a store.
    func row(_ i: Int) -> Row {
        rows[i - range.lowerBound]
    }

    /// The tally of `results`, the results of the cases in `range`; with `rows`, their rows too.
    init(_ range: Range<Int>, results: (Int) -> CaseResult, rows keepsRows: Bool) {
        var passed = 0, stringWarningCases = 0
        var notPassed: [Int] = [], rows: [Row] = []
        var warnings = WarningSummary(), findings = FindingSummary()
        if keepsRows { rows.reserveCapacity(range.count) }
        for i in range {
            let result = results(i)
            warnings.add(scenario: result.scenario, caseKey: result.caseKey, warnings: result.warnings)
            findings.add(result)
            if result.hasStringWarnings { stringWarningCases += 1 }
            if result.status == .pass { passed += 1 } else { notPassed.append(i) }
            if keepsRows { rows.append(Row(result)) }
        }
        self.range = range
        self.passed = passed
        self.notPassed = notPassed
        self.warnings = warnings
        self.findings = findings
        self.stringWarningCases = stringWarningCases
        self.rows = rows
    }
}

import LayoutStore

/// What `run --incremental` lays out and what it skips, from
/// ``RegressionRunner/incrementalPlan(_:baselines:findings:store:)``: the cases to lay out
/// with their ids and their scenarios' ids, input digests and the digests kept from their last passing run (element
/// by element), and the cases skipped.
struct IncrementalPlan: Sendable {
    var jobs: [CaseJob] = []
    var caseIDs: [Int64] = []
    var scenarioIDs: [Int64?] = []
    var digests: [String] = []
    var latest: [PassedInputs?] = []
    var skips: [(caseID: Int64, passedRunID: Int64)] = []
    var skipped: [SkippedCase] = []
}

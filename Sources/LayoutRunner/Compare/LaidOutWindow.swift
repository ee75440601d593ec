/// One window of a run's cases once laid out and compared: the jobs, their results, and,
/// for a run with a store, the JSON of each result's row (made in parallel with the layouts).
struct LaidOutWindow {
    /// The texts of a result's detail row: its differences and its findings, when it has them.
    struct Details: Sendable {
        var diff: String?
        var findings: String?

        init(_ result: CaseResult) {
            diff = result.differences.isEmpty ? nil : FrameJSON.differences(result.differences)
            findings = result.findings.isEmpty ? nil : FrameJSON.findings(result.findings)
        }
    }

    var jobs: [CaseJob]
    var results: [CaseResult]
    /// By result; `nil` without a store.
    var details: [Details?]
}

/// One window of a run's cases once laid out and compared: its jobs and their results, and
/// what the store writes of them.
struct LaidOutWindow {
    /// One case's result, and for a run with a store the JSON of its row (made in parallel
    /// with the layouts, rather than on the lane that writes).
    struct Compared: Sendable {
        var result: CaseResult
        var details: Details?
        /// Its baseline's lines could not be read: the run's error.
        var error: RunnerError?
    }

    /// The texts of a result's detail row: its differences and its findings, when it has them.
    struct Details: Sendable {
        var diff: String?
        var findings: String?

        init(_ result: CaseResult) {
            diff = result.differences.isEmpty ? nil : FrameJSON.differences(result.differences)
            findings = result.findings.isEmpty ? nil : FrameJSON.findings(result.findings)
        }
    }

    /// The window's place in the run's cases.
    var range: Range<Int>
    /// Its laid out cases' numbers among all the run lays out (``WindowReleases/begin(_:)``).
    let laidOut: Range<Int>
    /// The cases laid out, in job order.
    var jobs: [CaseJob]
    /// By job: emptied by the lanes that laid them out once the window is counted and
    /// written (``WindowReleases``).
    let slots: Slots<Compared?>
    /// An incremental run's plan of the window: the cases it skipped, and the ids and input
    /// digests of those laid out (the plan needs the ids before the layouts).
    var plan: IncrementalPlan?

    /// Job `i`'s result; valid until the window is counted and written.
    func compared(_ i: Int) -> Compared {
        guard let compared = slots[i] else { preconditionFailure("case \(i) of the window was read after it was released") }
        return compared
    }
}

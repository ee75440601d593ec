import LayoutLints

/// One window of a run's cases before they are laid out: their jobs, in job order, and the
/// approved baselines of their scenarios (shared with the run's ``ApprovedCache``, copy on
/// write), by scenario index and case key.
struct WindowJobs {
    var jobs: [CaseJob]
    var frames: [Int: [String: [BaselineFrame]]]
    var findings: [Int: [String: [Finding]]]
    var strings: [Int: [String: [BaselineString]]]

    /// The baseline of job `i`, if it has one.
    func baseline(_ i: Int) -> [BaselineFrame]? {
        frames[jobs[i].scenarioIndex]?[jobs[i].layoutCase.key]
    }

    /// The lint findings approved with job `i`'s baseline.
    func approvedFindings(_ i: Int) -> [Finding]? {
        findings[jobs[i].scenarioIndex]?[jobs[i].layoutCase.key]
    }

    /// The same window with only the jobs at `positions`.
    func keeping(_ positions: [Int]) -> WindowJobs {
        var kept = self
        kept.jobs = positions.map { jobs[$0] }
        return kept
    }
}

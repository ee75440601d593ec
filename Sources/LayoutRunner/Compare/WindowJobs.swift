import LayoutLints

/// One window of a run's cases before they are laid out: their jobs, in job order, and the
/// baseline files of their scenarios (shared with the run's ``ApprovedCache``), by scenario
/// index, whose cases are read as each job is compared.
struct WindowJobs: Sendable {
    var jobs: [CaseJob]
    var files: [Int: BaselineFile]

    /// Whether job `i` has a baseline.
    func hasBaseline(_ i: Int) -> Bool {
        files[jobs[i].scenarioIndex]?.contains(jobs[i].layoutCase.key) ?? false
    }

    /// The approved baseline of job `i`, read from its file, or `nil` if it has none; its frames
    /// take the names of `frames` where they are the same. Without `keepingStrings` its strings
    /// are checked but not kept (``BaselineTextReader/section(_:of:table:sharingNamesWith:keepingStrings:)``).
    func approved(_ i: Int, sharingNamesWith frames: [BaselineFrame] = [],
                  keepingStrings: Bool = true) throws(RunnerError) -> BaselineTextReader.Approved? {
        guard let file = files[jobs[i].scenarioIndex] else { return nil }
        return try file.approved(jobs[i].layoutCase.key, sharingNamesWith: frames, keepingStrings: keepingStrings)
    }

    /// The same window with only the jobs at `positions`.
    func keeping(_ positions: [Int]) -> WindowJobs {
        var kept = self
        kept.jobs = positions.map { jobs[$0] }
        return kept
    }
}

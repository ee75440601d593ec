import LayoutStore

/// What `run --incremental` does with one window of cases, from
/// ``RegressionRunner/incrementalPlan(_:caseIDs:latest:)``: which of the window's cases it
/// lays out, with the digests of their inputs, and which it skips. A run makes one per
/// window as it goes, so that it holds the digests of a window rather than of every case.
struct IncrementalPlan: Sendable {
    /// The positions in the window of the cases to lay out, in order, and their case ids.
    var laidOut: [Int] = []
    var caseIDs: [Int64] = []
    /// By case laid out: the digest of its inputs, and whether it differs from the one the
    /// store kept from its last passing run (only a new digest is written).
    var digests: [String] = []
    var isNew: [Bool] = []
    var skips: [(caseID: Int64, passedRunID: Int64)] = []
    var skipped: [SkippedCase] = []
}

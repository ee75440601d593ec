import LayoutFixtures
import LayoutLints

/// The approved baselines of the scenarios a run is comparing, by scenario index: read when
/// a window of cases first needs them and dropped once the run has gone past their scenario,
/// so that a run holds a few scenarios' baselines rather than every one.
///
/// In a full run, the keys of each file read that no case of its scenario has any more are
/// noted as it is read (``stale``): the file need not be read twice.
struct ApprovedCache {
    let checksStale: Bool
    private(set) var frames: [Int: [String: [BaselineFrame]]] = [:]
    private(set) var findings: [Int: [String: [Finding]]] = [:]
    private(set) var strings: [Int: [String: [BaselineString]]] = [:]
    /// Scenarios whose files were read (with a baseline or not).
    private var read: Set<Int> = []
    /// The stale keys of each file read, by scenario index.
    private(set) var stale: [Int: [RegressionRunner.StaleBaseline]] = [:]

    init(checksStale: Bool) {
        self.checksStale = checksStale
    }

    /// Reads the baselines of the scenarios at `indices` not read yet.
    mutating func load(_ indices: [Int], runner: RegressionRunner) throws {
        let missing = indices.filter { !read.contains($0) }
        guard !missing.isEmpty else { return }
        let loaded = try runner.loadApproved(indices: missing)
        for i in missing {
            read.insert(i)
            guard let cases = loaded.frames[i] else { continue }
            frames[i] = cases
            if let f = loaded.findings[i] { findings[i] = f }
            if let s = loaded.strings[i] { strings[i] = s }
            if checksStale {
                let scenario = runner.catalog.scenarios[i]
                stale[i] = cases.keys.filter { !scenario.matrix.contains(caseKey: $0) }
                    .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                    .map { RegressionRunner.StaleBaseline(scenario: scenario.name, caseKey: $0) }
            }
        }
    }

    /// Drops the baselines of the scenarios before `index`.
    mutating func drop(before index: Int) {
        for i in frames.keys where i < index { frames[i] = nil }
        for i in findings.keys where i < index { findings[i] = nil }
        for i in strings.keys where i < index { strings[i] = nil }
    }
}

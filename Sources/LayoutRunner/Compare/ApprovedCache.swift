import LayoutFixtures
import LayoutLints

/// The baseline files of the scenarios a run is comparing, by scenario index, indexed but not
/// read (``BaselineFile``): opened when a window of cases first needs them and dropped once the
/// run has gone past their scenario, so that a run holds a few scenarios' files rather than
/// every one.
///
/// In a full run, the keys of each file read that no case of its scenario has any more are
/// noted as it is read (``stale``): the file need not be read twice.
struct ApprovedCache {
    let checksStale: Bool
    private(set) var files: [Int: BaselineFile] = [:]
    /// Scenarios whose files were read (with a baseline or not).
    private var read: Set<Int> = []
    /// The stale keys of each file read, by scenario index.
    private(set) var stale: [Int: [RegressionRunner.StaleBaseline]] = [:]

    init(checksStale: Bool) {
        self.checksStale = checksStale
    }

    /// Reads the files of the scenarios at `indices` not read yet, in parallel; the first bad
    /// file (in fixture order) is the error.
    mutating func load(_ indices: [Int], runner: RegressionRunner) throws {
        let missing = indices.filter { !read.contains($0) }
        guard !missing.isEmpty else { return }
        let scenarios = runner.catalog.scenarios, directory = runner.baselines
        let loaded = runner.lanes.map(missing.count) { k in
            Result { () throws(RunnerError) in try directory.indexedFile(scenario: scenarios[missing[k]].name) }
        }
        for (i, result) in zip(missing, loaded) {
            let file = try result.get()
            read.insert(i)
            guard let file else { continue }
            files[i] = file
            if checksStale {
                let scenario = scenarios[i]
                stale[i] = file.staleKeys(outside: scenario.matrix)
                    .map { RegressionRunner.StaleBaseline(scenario: scenario.name, caseKey: $0) }
            }
        }
    }

    /// Drops the files of the scenarios before `index`.
    mutating func drop(before index: Int) {
        for i in files.keys where i < index { files[i] = nil }
    }
}

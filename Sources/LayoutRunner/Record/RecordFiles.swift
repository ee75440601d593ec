import LayoutFixtures
import Synchronization

/// The baseline files of the scenarios a `record` lays out, by scenario index: each opened
/// with its cases found but not read (``BaselineFile``) by the first lane that decides one of
/// its cases, each case read on the lane that decides it, and the file dropped once its
/// scenario's new file is staged (``release(_:)``). So a record holds the files of the
/// scenarios its lanes are at, as `run` does, rather than every baseline parsed before the
/// first layout: re-recording 100,800 cases of a 61-view screen (581 MB of files) held them
/// all, 1.6 GB.
///
/// With `checksStale`, the keys of each file that its scenario's matrix no longer has are
/// noted as it opens (``staleKeys(_:)``): no file is read twice to find them.
final class RecordFiles: Sendable {
    private struct State {
        /// Each scenario's file once opened (`nil` for none, or once released), or why it
        /// could not be.
        var opened: [Int: Result<BaselineFile?, RunnerError>] = [:]
        /// The scenarios released: none of their cases is read again.
        var released: Set<Int> = []
        /// Each opened file's stale keys, sorted, by scenario index.
        var stale: [Int: [String]] = [:]
    }

    private let directory: BaselineDirectory
    private let scenarios: [Scenario]
    private let checksStale: Bool
    private let state = Mutex(State())

    init(directory: BaselineDirectory, scenarios: [Scenario], checksStale: Bool) {
        self.directory = directory
        self.scenarios = scenarios
        self.checksStale = checksStale
    }

    /// Scenario `index`'s file, opened on the first call; `nil` when it has none.
    ///
    /// It is opened holding the lock: the lanes of a record are at the same scenario but for a
    /// moment at each scenario's end, and a lane that wants the file being opened waits for it
    /// either way.
    func file(_ index: Int) throws(RunnerError) -> BaselineFile? {
        let opened = state.withLock { state -> Result<BaselineFile?, RunnerError> in
            assert(!state.released.contains(index), "scenario \(index)'s file was read after it was released")
            if let opened = state.opened[index] { return opened }
            let scenario = scenarios[index]
            let opened = Result { () throws(RunnerError) in try directory.indexedFile(scenario: scenario.name) }
            state.opened[index] = opened
            if checksStale, case let .success(file?) = opened { state.stale[index] = file.staleKeys(outside: scenario.matrix) }
            return opened
        }
        return try opened.get()
    }

    /// The keys of scenario `index`'s file that its matrix no longer has, sorted; empty unless
    /// `checksStale` and the file was opened.
    func staleKeys(_ index: Int) -> [String] {
        state.withLock { $0.stale[index] ?? [] }
    }

    /// Every stale case noted, by scenario index.
    var staleCases: [Int: [String]] {
        state.withLock { $0.stale }
    }

    /// Drops scenario `index`'s file: its new file is staged, and none of its cases is read again.
    func release(_ index: Int) {
        state.withLock { state in
            state.opened[index] = .success(nil)
            state.released.insert(index)
        }
    }
}

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
        /// The open files, by scenario index: dropped by ``release(_:)``.
        var files: [Int: BaselineFile] = [:]
        /// The scenarios whose files were opened (with a file or without), and those whose
        /// file could not be read, with the error.
        var opened: Set<Int> = []
        var errors: [Int: RunnerError] = [:]
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
            if state.opened.contains(index) {
                if let error = state.errors[index] { return .failure(error) }
                return .success(state.files[index])
            }
            state.opened.insert(index)
            let scenario = scenarios[index]
            do throws(RunnerError) {
                let file = try directory.indexedFile(scenario: scenario.name)
                state.files[index] = file
                if checksStale, let file {
                    state.stale[index] = file.keys.filter { !scenario.matrix.contains(caseKey: $0) }
                        .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                }
                return .success(file)
            } catch {
                state.errors[index] = error
                return .failure(error)
            }
        }
        return try opened.get()
    }

    /// Case `key` of scenario `index` as its file has it, or `nil` when it has no baseline;
    /// its frames take the names of `frames` where they are the same.
    func approved(_ key: String, of index: Int,
                  sharingNamesWith frames: [BaselineFrame]) throws(RunnerError) -> BaselineTextReader.Approved? {
        try file(index)?.approved(key, sharingNamesWith: frames)
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
            state.files[index] = nil
            state.released.insert(index)
        }
    }
}

import ContentDigest
import Foundation
import LayoutFixtures
import StrictJSON

/// The folder of canonical baseline text files, one per scenario:
/// `<folder>/<scenario name>.baseline` (scenario names may contain `/`).
///
/// Every name maps to exactly one file inside the folder: names are checked
/// (``ScenarioName/problem(with:)``: no `..`, no empty segments, no leading `/`, no control
/// characters), and a file or folder on the way that resolves outside the folder (a symbolic
/// link) is refused before anything is read or written through it.
public struct BaselineDirectory: Sendable {
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// The ending of a baseline file's name.
    public static let fileExtension = "baseline"

    public func file(for scenario: String) -> String {
        path + "/" + scenario + "." + Self.fileExtension
    }

    /// The file of `scenario`, once its name is checked and the file (or the folder it goes
    /// in) is known to resolve inside this folder.
    public func checkedFile(for scenario: String) throws(RunnerError) -> String {
        if let problem = ScenarioName.problem(with: scenario) {
            throw RunnerError("scenario \(JSONQuoting.quoted(scenario)): \(problem)")
        }
        let file = file(for: scenario)
        guard ContainedPath.isInside(file, root: path) else {
            throw RunnerError("\(file) resolves outside the baselines folder \(path) (a symbolic link?); "
                              + "refusing to read or write through it")
        }
        return file
    }

    /// One scenario's baselines by case key, or `nil` when it has no file.
    public func read(scenario: String) throws(RunnerError) -> [String: [BaselineFrame]]? {
        try readWithFindings(scenario: scenario)?.cases
    }

    /// One scenario's baselines and approved lint findings by case key, or `nil` when it has
    /// no file.
    public func readWithFindings(scenario: String) throws(RunnerError) -> BaselineTextReader.Parsed? {
        // Every case is read: the bytes are kept, however large, rather than read twice.
        try indexedFile(scenario: scenario, keepingInMemoryUpTo: .max)?.parsed()
    }

    /// The keys of the cases one scenario's file has a baseline for, in file order, or `nil`
    /// when it has no file: the file's cases found and its shape checked
    /// (``BaselineTextReader/index(_:)``), their lines not read. What `layoutreg list` counts:
    /// reading every frame of 100,800 cases took it 0.8 s.
    public func caseKeys(scenario: String) throws(RunnerError) -> [String]? {
        try indexedFile(scenario: scenario, keepingInMemoryUpTo: .max)?.keys
    }

    /// One scenario's file with its cases found but not read (``BaselineFile``), or `nil` when
    /// it has no file: what `run` compares with. A file over `limit` bytes is read a case at a
    /// time.
    func indexedFile(scenario: String,
                     keepingInMemoryUpTo limit: Int = BaselineFile.bytesKeptInMemory) throws(RunnerError) -> BaselineFile? {
        try BaselineFile.open(path: checkedFile(for: scenario), keepingInMemoryUpTo: limit)
    }

    /// The scenario names that have a baseline file, sorted: regular files named
    /// `*.baseline` whose name is a valid scenario name (anything else is not layoutreg's).
    public func scenarioNames() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
        var names: [String] = []
        let suffix = "." + Self.fileExtension
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(suffix), Self.isRegularFile(path + "/" + relative) else { continue }
            let name = String(relative.dropLast(suffix.count))
            if ScenarioName.problem(with: name) == nil { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether `path` is a regular file itself, not a link to one: by `lstat`, as the walk's
    /// own attributes would say, without the owner and group names they look up too (a tenth
    /// of a run's last 100 ms on 84 files).
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Writes `text` under a temporary name beside the scenario's file (whose folder must
    /// exist: see ``createFolders(for:)``), to be flushed to disk by `flushes`;
    /// ``moveIntoPlace(_:removing:database:)`` moves it into place once they are finished.
    /// Files of different scenarios can be staged from several threads at once.
    func stage(scenario: String, text: some Collection<UInt8>, flushes: FileFlushes) throws(RunnerError) -> StagedBaseline {
        let final = try checkedFile(for: scenario)
        let temporary = final + ".tmp-\(getpid())"
        try flushes.write(text, to: temporary)
        return StagedBaseline(temporary: temporary, final: final)
    }

    /// Creates the folders the files of `scenarios` go in (scenario names may contain `/`).
    public func createFolders(for scenarios: [String]) throws(RunnerError) {
        var folders = Set<String>()
        for scenario in scenarios { folders.insert((try checkedFile(for: scenario) as NSString).deletingLastPathComponent) }
        for folder in folders.sorted() {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw RunnerError("cannot write baselines in \(path): \(error.localizedDescription)")
            }
        }
    }

    /// Deletes staged files: the approval they belonged to did not happen.
    public func discard(_ staged: [StagedBaseline]) {
        for file in staged { try? FileManager.default.removeItem(atPath: file.temporary) }
    }
}

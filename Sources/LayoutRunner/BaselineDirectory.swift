import Digest
import Foundation

/// The folder of canonical baseline text files, one per scenario:
/// `<folder>/<scenario name>.baseline` (scenario names may contain `/`).
public struct BaselineDirectory: Sendable {
    public var path: String

    public init(path: String) {
        self.path = path
    }

    public func file(for scenario: String) -> String {
        path + "/" + scenario + "." + BaselineText.fileExtension
    }

    /// One scenario's baselines by case key, or `nil` when it has no file.
    public func read(scenario: String) throws(RunnerError) -> [String: [BaselineFrame]]? {
        let file = file(for: scenario)
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let bytes = [UInt8](data)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let (line, column, _) = UTF8Bytes.firstInvalid(in: bytes) ?? (1, 1, 0)
            throw RunnerError("\(file):\(line):\(column): invalid UTF-8; baseline files are UTF-8 text written by `layoutreg record`")
        }
        do {
            return try BaselineText.parse(text).cases
        } catch {
            throw RunnerError("\(file):\(error.line):\(error.column): \(error.message)")
        }
    }

    /// The scenario names that have a baseline file, sorted.
    public func scenarioNames() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
        var names: [String] = []
        let suffix = "." + BaselineText.fileExtension
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(suffix) { names.append(String(relative.dropLast(suffix.count))) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Writes `text` under a temporary name beside the scenario's file (whose folder must
    /// exist: see ``createFolders(for:)``); ``publish(_:removing:)`` moves it into place.
    /// Files of different scenarios can be staged from several threads at once.
    public func stage(scenario: String, text: String) throws(RunnerError) -> StagedBaseline {
        let final = file(for: scenario)
        let temporary = final + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw RunnerError("cannot write \(temporary)")
        }
        return StagedBaseline(temporary: temporary, final: final)
    }

    /// Creates the folders the files of `scenarios` go in (scenario names may contain `/`).
    public func createFolders(for scenarios: [String]) throws(RunnerError) {
        let folders = Set(scenarios.map { (file(for: $0) as NSString).deletingLastPathComponent })
        for folder in folders.sorted() {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw RunnerError("cannot write baselines in \(path): \(error.localizedDescription)")
            }
        }
    }

    /// Moves staged files into place, then removes the files of the scenarios in `removals`.
    public func publish(_ staged: [StagedBaseline], removing removals: [String]) throws(RunnerError) {
        for file in staged where rename(file.temporary, file.final) != 0 {
            throw RunnerError("cannot move \(file.temporary) to \(file.final)")
        }
        for scenario in removals {
            try? FileManager.default.removeItem(atPath: file(for: scenario))
        }
    }

    /// Deletes staged files: the approval they belonged to did not happen.
    public func discard(_ staged: [StagedBaseline]) {
        for file in staged { try? FileManager.default.removeItem(atPath: file.temporary) }
    }
}

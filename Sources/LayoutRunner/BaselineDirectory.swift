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
        do {
            return try BaselineText.parse(String(decoding: data, as: UTF8.self)).cases
        } catch {
            throw RunnerError("\(file):\(error.line): \(error.message)")
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

    /// Writes and removes files so that either all of them change or, when a write fails,
    /// none does: every new text goes to a temporary file first, then `commit` runs (the
    /// database transaction), and only when it succeeds are the files renamed into place.
    public func apply(writes: [(scenario: String, text: String)], removals: [String],
                      commit: () throws -> Void = {}) throws {
        let manager = FileManager.default
        var staged: [(temporary: String, final: String)] = []
        do {
            for (scenario, text) in writes {
                let final = file(for: scenario)
                let folder = (final as NSString).deletingLastPathComponent
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let temporary = final + ".tmp-\(getpid())"
                guard manager.createFile(atPath: temporary, contents: Data(text.utf8)) else {
                    throw RunnerError("cannot write \(temporary)")
                }
                staged.append((temporary, final))
            }
        } catch {
            for file in staged { try? manager.removeItem(atPath: file.temporary) }
            throw (error as? RunnerError) ?? RunnerError("cannot write baselines in \(path): \(error.localizedDescription)")
        }
        do {
            try commit()
        } catch {
            for file in staged { try? manager.removeItem(atPath: file.temporary) }
            throw error
        }
        for file in staged {
            if rename(file.temporary, file.final) != 0 {
                throw RunnerError("cannot move \(file.temporary) to \(file.final)")
            }
        }
        for scenario in removals {
            try? manager.removeItem(atPath: file(for: scenario))
        }
    }
}

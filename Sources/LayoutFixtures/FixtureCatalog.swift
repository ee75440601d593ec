import Foundation

/// Every scenario under a fixtures folder (`*.json`, sub-folders included), sorted by path.
public struct FixtureCatalog: Sendable {
    public var directory: String
    public var scenarios: [Scenario]

    /// The files that could not be read, each located (`file:line:column: …`), in path
    /// order; empty unless loaded with `collectingProblems`.
    public var problems: [FixtureProblem] = []

    public init(directory: String, scenarios: [Scenario], problems: [FixtureProblem] = []) {
        self.directory = directory
        self.scenarios = scenarios
        self.problems = problems
    }

    /// Loads every scenario file under `directory`; the first bad file is the error, or
    /// (`collectingProblems`) every bad file is kept in ``problems`` and the others loaded,
    /// so that one broken fixture does not hide the rest.
    /// Two files with the same scenario name are an error naming both, and so are two names
    /// that would share a baseline file on a case-insensitive or normalising file system
    /// (``ScenarioName/fileKey(_:)``). A scenario file, or a strings file it names, that
    /// resolves (through `..` or symbolic links) outside `directory` is refused.
    public static func load(directory: String, collectingProblems: Bool = false) throws(FixtureError) -> FixtureCatalog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FixtureError(file: directory, "no such fixtures folder")
        }
        let files = scenarioFiles(in: directory)
        var scenarios: [Scenario] = []
        var byName: [[UInt8]: String] = [:]
        var byFileKey: [String: Scenario] = [:]
        var problems: [FixtureProblem] = []
        for file in files {
            do throws(FixtureError) {
                let scenario = try loadOne(file, directory: directory, byName: byName, byFileKey: byFileKey)
                byName[Array(scenario.name.utf8)] = file
                byFileKey[ScenarioName.fileKey(scenario.name)] = scenario
                scenarios.append(scenario)
            } catch {
                guard collectingProblems else { throw error }
                problems.append(FixtureProblem(file: file, error: error))
            }
        }
        return FixtureCatalog(directory: directory, scenarios: scenarios, problems: problems)
    }

    /// One scenario file, checked against the names of the scenarios loaded before it.
    private static func loadOne(_ file: String, directory: String, byName: [[UInt8]: String],
                                byFileKey: [String: Scenario]) throws(FixtureError) -> Scenario {
        guard ContainedPath.isInside(file, root: directory) else {
            throw FixtureError(file: file, "the file resolves outside the fixtures folder \(directory) (a symbolic link?); "
                               + "scenario files must be inside it")
        }
        let scenario = try ScenarioLoader.load(file: file, root: directory)
        let at = "\(file):\(scenario.nameLocation.line):\(scenario.nameLocation.column): scenario: "
        // By bytes: `String`'s `==` would take NFC and NFD spellings for one name.
        if let other = byName[Array(scenario.name.utf8)] {
            throw FixtureError(at + "scenario \"\(scenario.name)\" is also defined in \(other); names must be unique")
        }
        let key = ScenarioName.fileKey(scenario.name)
        if let other = byFileKey[key] {
            throw FixtureError(at + "scenario \"\(scenario.name)\" and scenario \"\(other.name)\" (\(other.file):"
                               + "\(other.nameLocation.line):\(other.nameLocation.column)) would share one baseline file on a "
                               + "case-insensitive or Unicode-normalising file system; rename one of them")
        }
        return scenario
    }

    /// The `*.json` files under `directory` that are not inside a `.lproj` folder, sorted.
    public static func scenarioFiles(in directory: String) -> [String] {
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".json"), !relative.contains(".lproj/") else { continue }
            files.append(base + "/" + relative)
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

import Foundation

/// Every scenario under a fixtures folder (`*.json`, sub-folders included), sorted by path.
public struct FixtureCatalog: Sendable {
    public var directory: String
    public var scenarios: [Scenario]

    /// Loads every scenario file under `directory`; the first bad file is the error.
    /// Two files with the same scenario name are an error naming both, and so are two names
    /// that would share a baseline file on a case-insensitive or normalising file system
    /// (``ScenarioName/fileKey(_:)``). A scenario file, or a strings file it names, that
    /// resolves (through `..` or symbolic links) outside `directory` is refused.
    public static func load(directory: String) throws(FixtureError) -> FixtureCatalog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FixtureError(file: directory, "no such fixtures folder")
        }
        let files = scenarioFiles(in: directory)
        var scenarios: [Scenario] = []
        var byName: [[UInt8]: String] = [:]
        var byFileKey: [String: Scenario] = [:]
        for file in files {
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
            byName[Array(scenario.name.utf8)] = file
            byFileKey[key] = scenario
            scenarios.append(scenario)
        }
        return FixtureCatalog(directory: directory, scenarios: scenarios)
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

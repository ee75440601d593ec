import Foundation

/// Every scenario under a fixtures folder (`*.json`, sub-folders included), sorted by path.
public struct FixtureCatalog: Sendable {
    public var directory: String
    public var scenarios: [Scenario]

    /// Loads every scenario file under `directory`; the first bad file is the error.
    /// Two files with the same scenario name are an error naming both.
    public static func load(directory: String) throws(FixtureError) -> FixtureCatalog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FixtureError(file: directory, "no such fixtures folder")
        }
        let files = scenarioFiles(in: directory)
        var scenarios: [Scenario] = []
        var byName: [String: String] = [:]
        for file in files {
            let scenario = try ScenarioLoader.load(file: file)
            if let other = byName[scenario.name] {
                throw FixtureError(file: file, "scenario \"\(scenario.name)\" is also defined in \(other); names must be unique")
            }
            byName[scenario.name] = file
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

import ContentDigest
import Foundation
import StrictJSON

/// Every scenario under a fixtures folder (`*.json`, sub-folders included), sorted by path.
public struct FixtureCatalog: Sendable {
    public var directory: String
    public var scenarios: [Scenario]

    /// The files that could not be read, each located (`file:line:column: …`), in path
    /// order; empty unless loaded with `collectingProblems`.
    public var problems: [FixtureProblem] = []

    /// How many scenario files were read for their name and matrix only, none of their cases
    /// selected (``load(directory:collectingProblems:selecting:)``): with ``scenarios``, every
    /// scenario of the folder.
    public var unselectedCount = 0

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
    ///
    /// With `selecting` (a run's `--filter`, given a scenario's name and a case key), a file is
    /// read for its name and matrix first, and loaded only if one of its cases is selected: a
    /// run of one case does not read the others' strings and views (half of its start-up on
    /// the shipped fixtures). A file whose name and matrix cannot be read is loaded, so that
    /// its error is the one a full load gives; the names of the others are checked as always.
    ///
    /// With `threads` above 1, the files are read and parsed on that many threads at once (a
    /// command's `--jobs`), and their names checked in path order after: the catalog, and the
    /// error, are the ones one thread gives.
    public static func load(directory: String, collectingProblems: Bool = false, threads: Int = 1,
                            selecting: (@Sendable (_ scenario: String, _ caseKey: String) -> Bool)? = nil) throws(FixtureError) -> FixtureCatalog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FixtureError(file: directory, "no such fixtures folder")
        }
        let files = scenarioFiles(in: directory)
        let strings = StringsFiles()
        let read = FileLoads.map(files.count, threads: threads) { k in
            Result { () throws(FixtureError) in try readScenario(files[k], directory: directory, strings: strings, selecting: selecting) }
        }
        var scenarios: [Scenario] = []
        var byName: [[UInt8]: String] = [:]
        var byFileKey: [String: Named] = [:]
        var problems: [FixtureProblem] = []
        var unselected = 0
        for (file, result) in zip(files, read) {
            do throws(FixtureError) {
                let read = try result.get()
                let named: Named
                switch read {
                case let .unselected(name): named = name
                case let .loaded(scenario): named = Named(name: scenario.name, file: file, location: scenario.nameLocation)
                }
                try check(named, byName: byName, byFileKey: byFileKey)
                byName[Array(named.name.utf8)] = file
                byFileKey[ScenarioName.fileKey(named.name)] = named
                switch read {
                case .unselected: unselected += 1
                case let .loaded(scenario): scenarios.append(scenario)
                }
            } catch {
                guard collectingProblems else { throw error }
                problems.append(FixtureProblem(file: file, error: error))
            }
        }
        var catalog = FixtureCatalog(directory: directory, scenarios: scenarios, problems: problems)
        catalog.unselectedCount = unselected
        return catalog
    }

    /// A scenario file read: loaded, or with none of its cases selected, only named.
    private enum ReadScenario: Sendable {
        case loaded(Scenario)
        case unselected(Named)
    }

    /// Reads the scenario file `file` of `directory`, or only its name and matrix when
    /// `selecting` selects none of its cases.
    private static func readScenario(_ file: String, directory: String, strings: StringsFiles,
                                     selecting: ((_ scenario: String, _ caseKey: String) -> Bool)?) throws(FixtureError) -> ReadScenario {
        guard ContainedPath.isInside(file, root: directory) else {
            throw FixtureError(file: file, "the file resolves outside the fixtures folder \(directory) (a symbolic link?); "
                               + "scenario files must be inside it")
        }
        let text = try FileText.read(file)
        if let selecting, let header = ScenarioLoader.header(text: text),
           !(0..<header.matrix.count).contains(where: { selecting(header.name, header.matrix.layoutCase(at: $0).key) }) {
            return .unselected(Named(name: header.name, file: file, location: header.location))
        }
        return .loaded(try ScenarioLoader.load(text: text, file: file, root: directory, files: strings))
    }

    /// A scenario's name, where it is given.
    private struct Named: Sendable {
        var name: String
        var file: String
        var location: SourceLocation
    }

    /// Refuses a scenario named as one read before it, or whose baseline file would be another's.
    private static func check(_ scenario: Named, byName: [[UInt8]: String], byFileKey: [String: Named]) throws(FixtureError) {
        let at = "\(scenario.file):\(scenario.location.line):\(scenario.location.column): scenario: "
        // By bytes: `String`'s `==` would take NFC and NFD spellings for one name.
        if let other = byName[Array(scenario.name.utf8)] {
            throw FixtureError(at + "scenario \"\(scenario.name)\" is also defined in \(other); names must be unique")
        }
        let key = ScenarioName.fileKey(scenario.name)
        if let other = byFileKey[key] {
            throw FixtureError(at + "scenario \"\(scenario.name)\" and scenario \"\(other.name)\" (\(other.file):"
                               + "\(other.location.line):\(other.location.column)) would share one baseline file on a "
                               + "case-insensitive or Unicode-normalising file system; rename one of them")
        }
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

import ContentDigest
import LayoutEngine
import StrictJSON

/// Reads scenario files (../shared/spec/fixtures.md): strict, with errors that name the
/// file, line, column and JSON path.
public enum ScenarioLoader {
    /// The keys of a scenario file, in the order the docs list them.
    static let keys = ["scenario", "summary", "strings", "matrix", "tolerance", "view"]
    /// The axes of a scenario's matrix.
    static let matrixKeys = ["containers", "locales", "sizeCategories", "stringSets"]

    /// Reads the scenario file at `path`; the strings file it names must be inside `root`
    /// (the fixtures folder), by default the scenario file's own folder.
    public static func load(file path: String, root: String? = nil) throws(FixtureError) -> Scenario {
        try load(text: FileText.read(path), file: path, root: root)
    }

    /// Reads a scenario from `text`, reporting errors against `file`; relative `strings`
    /// paths are resolved against `file`'s folder and must stay inside `root` (by default
    /// that folder), symbolic links included.
    public static func load(text: String, file: String, root: String? = nil) throws(FixtureError) -> Scenario {
        let document: JSONReader
        do {
            document = JSONReader(try JSONParser.parse(text))
        } catch {
            if let line = ConflictMarkers.firstLine(in: text) {
                throw FixtureError("\(file):\(line):1: " + ConflictMarkers.message(line: line))
            }
            throw FixtureError(error.formatted(file: file))
        }
        var definition = Array(text.utf8)
        do {
            return try document.object { object in
                // `"veiw"` is reported as the typo it is, with its suggestion, rather than as a missing "view".
                if !object.contains("scenario") || !object.contains("view") {
                    for key in keys { object.ignore(key) }
                    try object.finish()
                }
                let name = try object.require("scenario").string()
                if let problem = ScenarioName.problem(with: name) { throw object.error(atKey: "scenario", problem) }
                let summary = try object.optional("summary")?.string()
                let directory = file.contains("/") ? String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]) : "."
                var strings = StringTable()
                if let stringsReader = object.optional("strings") {
                    strings = try StringCatalogReader.read(stringsReader, directory: directory, root: root ?? directory)
                    // The source language is part of the definition: it is the fallback of every locale.
                    definition += Array(String(describing: strings.sourceLanguage).utf8)
                    definition += Array(String(describing: strings.locales.sorted { $0.key < $1.key }.map {
                        ($0.key, $0.value.sorted { $0.key < $1.key }.map { [$0.key, $0.value] })
                    }).utf8)
                }
                let matrix = try object.optional("matrix").map(matrix) ?? Matrix()
                let tolerance = try object.optional("tolerance")?.double(in: 0...1_000) ?? 0
                let view = try ViewReader.view(try object.require("view"))
                var scenario = Scenario(name: name, summary: summary, file: file, matrix: matrix, tolerance: tolerance,
                                        view: view, strings: strings, definitionHash: SHA256.hash(definition).hex)
                scenario.nameLocation = object.error(atKey: "scenario", "").location
                return scenario
            }
        } catch let error as JSONReadError {
            throw FixtureError(error.formatted(file: file))
        } catch let error as FixtureError {
            throw error
        } catch {
            throw FixtureError(file: file, "\(error)")
        }
    }

    private static func matrix(_ reader: JSONReader) throws -> Matrix {
        try reader.object { object in
            var matrix = Matrix()
            if let containers = object.optional("containers") {
                matrix.containers = try nonEmpty(containers).map(container)
                try unique(matrix.containers.map(\.name), containers, what: "container")
            }
            if let locales = object.optional("locales") {
                matrix.locales = try nonEmpty(locales).map { r in
                    let code = try r.string()
                    guard !code.isEmpty, code.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                        throw r.error("expected a BCP-47 locale code such as \"en\", \"de-CH\" or \"zh-Hans\", found \"\(code)\"")
                    }
                    return code
                }
                try unique(matrix.locales, locales, what: "locale")
            }
            if let sizes = object.optional("sizeCategories") {
                var all: [DynamicTypeSize] = []
                for r in try nonEmpty(sizes) {
                    let name = try r.string()
                    guard let expanded = SizeCategories.expand(name) else {
                        throw r.error("unknown size category \"\(name)\"; expected one of "
                                      + SizeCategories.names.map { "\"\($0)\"" }.joined(separator: ", "))
                    }
                    for size in expanded where !all.contains(size) { all.append(size) }
                }
                matrix.sizeCategories = all
            }
            if let sets = object.optional("stringSets") {
                matrix.stringSets = try nonEmpty(sets).map { try $0.string(as: StringSet.self) }
                try unique(matrix.stringSets.map(\.rawValue), sets, what: "string set")
            }
            return matrix
        }
    }

    private static func nonEmpty(_ reader: JSONReader) throws -> [JSONReader] {
        let elements = try reader.array()
        guard !elements.isEmpty else { throw reader.error("expected at least one value; leave the key out for the default") }
        return elements
    }

    private static func unique(_ names: [String], _ reader: JSONReader, what: String) throws {
        var seen: Set<String> = []
        for (i, name) in names.enumerated() where !seen.insert(name).inserted {
            throw (try reader.array())[i].error("\(what) \"\(name)\" appears twice")
        }
    }

    /// A preset name, `WIDTHxHEIGHT`, or `{name, width, height, scale?, safeArea?}`.
    private static func container(_ reader: JSONReader) throws -> ContainerSpec {
        if case .string = reader.value.kind {
            let name = try reader.string()
            if let preset = DevicePreset.named(name) { return ContainerSpec(name: preset.name, container: preset.container) }
            if let box = ContainerSpec.parse(size: name) { return box }
            let guesses = DevicePreset.suggestions(for: name)
            throw reader.error("unknown device preset \"\(name)\""
                               + (guesses.isEmpty ? "" : " (did you mean " + guesses.map { "\"\($0)\"" }.joined(separator: " or ") + "?)")
                               + "; run `layoutreg list --presets` for the list, or give {\"name\", \"width\", \"height\"}")
        }
        return try reader.object { o in
            let name = try o.require("name").name("a container's name")
            let width = try o.require("width").double(in: 1...100_000)
            let height = try o.require("height").double(in: 1...100_000)
            let scale = try o.optional("scale")?.double(in: 1...4) ?? 3
            let safeArea = try o.optional("safeArea")?.object { s in
                EdgeInsets(top: try s.optional("top")?.double(in: 0...100_000) ?? 0,
                           leading: try s.optional("leading")?.double(in: 0...100_000) ?? 0,
                           bottom: try s.optional("bottom")?.double(in: 0...100_000) ?? 0,
                           trailing: try s.optional("trailing")?.double(in: 0...100_000) ?? 0)
            } ?? .zero
            return ContainerSpec(name: name, container: LayoutContainer(size: Size(width: width, height: height),
                                                                         scale: scale, safeArea: safeArea))
        }
    }
}

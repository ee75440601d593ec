import ContentDigest
import LayoutEngine
import StrictJSON

/// Reads scenario files (../shared/spec/fixtures.md): strict, with errors that name the
/// file, line, column and JSON path.
public enum ScenarioLoader {
    /// The keys of a scenario file, in the order the docs list them.
    static let keys = ["scenario", "summary", "strings", "matrix", "tolerance", "lints", "view"]
    /// The axes of a scenario's matrix.
    static let matrixKeys = ["containers", "locales", "sizeCategories", "stringSets", "values"]

    /// The text a scenario's plain strings add to its definition: what Swift prints for
    /// `[(locale, [[key, text]])]`, sorted by locale and key, such as
    /// `[("de", [["login", "Anmelden"]])]`, each string as its `debugDescription`. Put together
    /// here rather than printed by reflection, which took 600,000 instructions a scenario,
    /// 38% of loading the fixtures; the bytes, and so every stored hash, are the same.
    static func describing(_ locales: [String: [String: String]]) -> String {
        var text = "["
        for (i, (locale, strings)) in locales.sorted(by: { $0.key < $1.key }).enumerated() {
            text += (i == 0 ? "(" : ", (") + quoted(locale) + ", ["
            for (j, (key, value)) in strings.sorted(by: { $0.key < $1.key }).enumerated() {
                text += (j == 0 ? "[" : ", [") + quoted(key) + ", " + quoted(value) + "]"
            }
            text += "])"
        }
        return text + "]"
    }

    /// `string.debugDescription`, made without it where it would only add the quotes: Swift
    /// escapes quotes, backslashes and ASCII controls anywhere, and another scalar only where
    /// it would join the opening quote's or the closing quote's character (a combining mark
    /// first, an Arabic number sign last). Swift's escaping cost a fifth of reading a catalog
    /// of 2,000 keys; a test compares the two for every scalar, alone and beside others.
    static func quoted(_ string: String) -> String {
        let plain = string.utf8.allSatisfy { byte in
            byte >= 0x80 || (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
                && byte != UInt8(ascii: "\\")
        }
        guard plain else { return string.debugDescription }
        let scalars = string.unicodeScalars
        if let first = scalars.first, !first.isASCII, ("\"" + String(first)).count != 2 { return string.debugDescription }
        if let last = scalars.last, !last.isASCII, (String(last) + "\"").count != 2 { return string.debugDescription }
        return "\"" + string + "\""
    }

    /// What a scenario's strings add to its definition (and so to its hash): the source
    /// language, the plain strings (``describing(_:)``), the variations and substitutions, and
    /// which table each key is in when there are several.
    static func definition(of strings: StringTable) -> [UInt8] {
        // The source language is part of the definition: it is the fallback of every locale.
        var definition = Array(String(describing: strings.sourceLanguage).utf8)
        definition += Array(describing(strings.locales).utf8)
        // Variations and substitutions change texts, states do not: only those, and only
        // where there are some, so that the hash of plain strings is what it was.
        let shaping = strings.entries.sorted { $0.key < $1.key }.flatMap { locale, entries in
            entries.filter { $0.value.variant.isVariation || !$0.value.substitutions.isEmpty }
                .sorted { $0.key < $1.key }
                .map { key, entry in
                    "\(locale) \(key)=\(entry.variant.canonicalText) " + entry.substitutions.sorted { $0.key < $1.key }.map {
                        "\($0.key)(\($0.value.argument.map(String.init) ?? "-"),\($0.value.formatSpecifier))=\($0.value.forms.canonicalText)"
                    }.joined(separator: " ")
                }
        }
        if !shaping.isEmpty { definition += Array(shaping.joined(separator: "\n").utf8) }
        // Which table a key is in matters to a text with a tableName, when there are several.
        if strings.tables.count > 1 {
            definition += Array(strings.tables.sorted { $0.key < $1.key }.map { name, table in
                name + ":" + table.locales.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value.keys.sorted().joined(separator: ",") }
                    .joined(separator: ";")
            }.joined(separator: "\n").utf8)
        }
        return definition
    }

    /// Reads the scenario file at `path`; the strings file it names must be inside `root`
    /// (the fixtures folder), by default the scenario file's own folder. Its strings are read
    /// for the locales of its matrix and `alsoShowing` (`layoutreg layout --locale`).
    public static func load(file path: String, root: String? = nil, alsoShowing locales: [String] = []) throws(FixtureError) -> Scenario {
        try load(text: FileText.read(path), file: path, root: root, alsoShowing: locales)
    }

    /// Reads a scenario from `text`, reporting errors against `file`; relative `strings`
    /// paths are resolved against `file`'s folder and must stay inside `root` (by default
    /// that folder), symbolic links included. Its strings are read for the locales of its
    /// matrix and `alsoShowing`.
    public static func load(text: String, file: String, root: String? = nil, alsoShowing locales: [String] = []) throws(FixtureError) -> Scenario {
        try load(text: text, file: file, root: root, files: StringsFiles(), alsoShowing: locales)
    }

    /// ``load(text:file:root:alsoShowing:)``, with the strings files `files` has read not read again.
    package static func load(text: String, file: String, root: String?, files: StringsFiles,
                             alsoShowing extra: [String] = []) throws(FixtureError) -> Scenario {
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
                // The matrix first: a String Catalog is read for the locales it shows.
                let matrix = try object.optional("matrix").map(matrix) ?? Matrix()
                var strings = StringTable()
                var stringsDigest: String?
                if let stringsReader = object.optional("strings") {
                    let read = try StringCatalogReader.read(stringsReader, directory: directory, root: root ?? directory,
                                                            files: files, showing: matrix.locales + extra)
                    strings = read.table
                    definition += read.definition
                    stringsDigest = read.digest
                }
                let tolerance = try object.optional("tolerance")?.double(in: 0...1_000) ?? 0
                let lints = try object.optional("lints").map(LintPolicyReader.policy) ?? .default
                let viewReader = try object.require("view")
                let view: ViewNode
                var source: SwiftViewSource.Translation?
                if SwiftViewSource.isSwiftView(viewReader) {
                    let request = SwiftViewSource.Request(view: viewReader, scenarioFile: file, directory: directory,
                                                          valueNames: Set(matrix.values.map(\.name)))
                    (view, source) = try SwiftViewSource.view(request, tableNames: Set(strings.tables.keys))
                    // The Swift file is the view's definition: editing it changes the hash, as editing JSON does.
                    definition += Array((source?.text ?? "").utf8)
                } else {
                    view = try ViewReader.$valueNames.withValue(Set(matrix.values.map(\.name))) {
                        try ViewReader.$tableNames.withValue(Set(strings.tables.keys)) { try ViewReader.view(viewReader) }
                    }
                }
                var scenario = Scenario(name: name, summary: summary, file: file, matrix: matrix, tolerance: tolerance,
                                        view: view, strings: strings, definitionHash: SHA256.hash(definition).hex,
                                        lints: lints)
                scenario.nameLocation = object.error(atKey: "scenario", "").location
                scenario.swiftOutline = source?.outline
                scenario.stringsDigest = stringsDigest
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

    /// The name of the scenario in `text` and its matrix, read without its strings and view:
    /// what a filter is matched against, for a run that loads only the scenarios it selects.
    /// `nil` when they cannot be read: ``load(text:file:root:)`` then says why.
    static func header(text: String) -> (name: String, location: SourceLocation, matrix: Matrix)? {
        guard let value = try? JSONParser.parse(text), let object = try? JSONReader(value).object(),
              let name = try? object.require("scenario").string(), ScenarioName.problem(with: name) == nil,
              let matrix = try? object.optional("matrix").map(matrix) ?? Matrix() else { return nil }
        return (name, object.error(atKey: "scenario", "").location, matrix)
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
            if let values = object.optional("values") {
                var axes: [ValueAxis] = []
                for (name, list) in try values.object().entries() {
                    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }) else {
                        throw list.error("a value's name is letters, digits, \"_\", \".\" or \"-\"; found \"\(name)\"")
                    }
                    let elements = try nonEmpty(list).map(formatValue)
                    try unique(elements.map(\.description), list, what: "value")
                    axes.append(ValueAxis(name: name, values: elements))
                }
                guard !axes.isEmpty else { throw values.error("expected at least one named list of values; leave the key out for none") }
                matrix.values = axes.sorted { $0.name < $1.name }
            }
            return matrix
        }
    }

    /// The largest magnitude of a non-integer argument or value: beyond it a `Double` no longer
    /// holds every integer, and `%f` would print digits the number does not have.
    static let maximumValue = 1e15

    /// A number or a string, as a text's argument or a matrix value: an integer literal is an
    /// integer (`%lld`), another number a `Double` of at most `maximumValue` in magnitude.
    static func formatValue(_ reader: JSONReader) throws -> FormatValue {
        switch reader.value.kind {
        case let .string(text): return .string(text)
        case let .number(number):
            if number.isIntegerLiteral, let int = number.intValue { return .integer(Int64(int)) }
            guard number.value.isFinite, abs(number.value) <= maximumValue else {
                throw reader.error("expected an integer, or a number of at most 1e15 in magnitude, found \(number.literal) "
                                   + "(see docs/limits.md)")
            }
            return .number(number.value)
        default:
            throw reader.error("expected a number or a string, found \(reader.found)")
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

    /// A preset name, `WIDTHxHEIGHT`, or `{name, width, height, scale?, safeArea?, idiom?,
    /// horizontalSizeClass?, verticalSizeClass?}`.
    private static func container(_ reader: JSONReader) throws -> ContainerSpec {
        if case .string = reader.value.kind {
            let name = try reader.string()
            if let preset = DevicePreset.named(name) { return preset }
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
            // A box is a device of no kind unless it says: `idiom` and the size classes are
            // what a `TabView` (and `device` string variations) read.
            let idiom = try o.optional("idiom")?.string(as: UserInterfaceIdiom.self) ?? .unspecified
            let horizontal = try o.optional("horizontalSizeClass")?.string(as: UserInterfaceSizeClass.self)
            let vertical = try o.optional("verticalSizeClass")?.string(as: UserInterfaceSizeClass.self)
            return ContainerSpec(name: name, container: LayoutContainer(size: Size(width: width, height: height),
                                                                         scale: scale, safeArea: safeArea, idiom: idiom,
                                                                         horizontalSizeClass: horizontal,
                                                                         verticalSizeClass: vertical))
        }
    }
}

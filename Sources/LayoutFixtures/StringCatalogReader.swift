import Foundation
import StrictJSON

/// Reads a scenario's `strings`: an Apple String Catalog (`.xcstrings`), a folder of
/// `<locale>.lproj/*.strings` files, or an inline `{locale: {key: text}}` object.
package enum StringCatalogReader {
    /// `value` is the scenario's `strings` entry; paths are relative to `directory` and must
    /// resolve (symbolic links included) inside `root`. A file or folder is read once for all
    /// the scenarios of `files`; a String Catalog once for the scenarios that show the same
    /// `locales`, and only the localizations those locales can show (``catalog(text:file:showing:)``).
    static func read(_ value: JSONReader, directory: String, root: String, files: StringsFiles,
                     showing locales: [String]) throws -> StringsFiles.Read {
        if case .object = value.kind {
            return StringsFiles.read(try inline(value))
        }
        guard case .string(let relative) = value.kind else {
            throw value.error("expected the path of a .xcstrings String Catalog or of a folder of <locale>.lproj/*.strings files, "
                              + "or an object {locale: {key: text}}, found \(value.found)")
        }
        let path = relative.hasPrefix("/") ? relative : directory + "/" + relative
        guard ContainedPath.isInside(path, root: root) else {
            throw value.error("strings \(JSONQuoting.quoted(relative)) resolves outside the fixtures folder \(root); "
                              + "strings files must be inside it (no absolute paths, no '..' or symbolic links out of it)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw value.error("strings file not found: \(relative) (looked for \(path))")
        }
        if isDirectory.boolValue {
            let read = try files.file(at: path, showing: locales) { try lproj(folder: path, root: root, showing: locales) }
            // Nothing read may be folders the matrix does not show, which is no mistake.
            guard !read.table.locales.isEmpty || !read.table.entries.isEmpty || hasStringsFiles(folder: path) else {
                throw value.error("no <locale>.lproj/*.strings files in \(relative) (looked in \(path))")
            }
            return read
        }
        guard path.hasSuffix(".xcstrings") else {
            throw value.error("strings must be a .xcstrings String Catalog or a folder of <locale>.lproj/*.strings files; found \(relative)")
        }
        return try files.file(at: path, showing: locales) { try catalogTable(file: path, showing: locales) }
    }

    /// The String Catalog at `path` as a scenario's strings: one table, named after its file.
    private static func catalogTable(file path: String, showing locales: [String]) throws -> StringTable {
        var table = try catalog(text: FileText.read(path), file: path, showing: locales)
        let name = String(path.split(separator: "/").last?.dropLast(".xcstrings".count) ?? "")
        table.tables = [name: table]
        return table
    }

    private static func inline(_ value: JSONReader) throws -> StringTable {
        var locales: [String: [String: String]] = [:]
        for (locale, table) in try value.object().entries() {
            var strings: [String: String] = [:]
            for (key, text) in try table.object().entries() { strings[key] = try text.string() }
            locales[locale] = strings
        }
        return StringTable(sourceLanguage: nil, locales: locales)
    }

    /// An Xcode String Catalog: `{"sourceLanguage", "strings": {key: {"extractionState",
    /// "localizations": {locale: {"stringUnit": {"state", "value"}}, or {"variations":
    /// {"plural" or "device": {form: …}}}, with "substitutions": {name: {"argNum",
    /// "formatSpecifier", "variations": {"plural": …}}}}}}}`. Comments are ignored.
    static func catalog(file: String) throws -> StringTable {
        try catalog(text: FileText.read(file), file: file)
    }

    /// A String Catalog's `text`, reported against `file`. With `locales`, only the
    /// localizations they can show are read (each one's fallback chain, the source language
    /// and `Base`), and the others' strings are neither checked nor kept: an app's catalog
    /// holds every language it ships, and a matrix tests a few. Which of them a locale shows
    /// does not depend on the ones left out, so each case shows what it would with all of them.
    package static func catalog(text: String, file: String, showing locales: [String]? = nil) throws -> StringTable {
        let root: JSONReader
        do { root = JSONReader(try JSONParser.parse(text)) } catch { throw FixtureError(error.formatted(file: file)) }
        do {
            let object = try root.object()
            let source = try object.optional("sourceLanguage")?.string()
            var table = StringTable(sourceLanguage: source)
            let entries = try object.optional("strings")?.object().entries() ?? []
            var shown: Set<String>?
            if let locales {
                var available: Set<String> = []
                for (_, entry) in entries {
                    if case .object(let members) = entry.kind, let localizations = members.member("localizations"),
                       case .object(let names) = localizations.value.kind {
                        available.formUnion(names.keys)
                    }
                }
                let localizations = LocaleFallback.localizations(shownBy: locales, available: Array(available), sourceLanguage: source)
                // Where the matrix shows them all, no localization is asked about.
                if !available.isSubset(of: localizations) { shown = localizations }
            }
            for (key, entry) in entries {
                let entryObject = try entry.object()
                if try entryObject.optional("extractionState")?.string() == "stale" { table.staleKeys.insert(key) }
                for (locale, localization) in try entryObject.optional("localizations")?.object().entries() ?? [] {
                    if let shown, !shown.contains(locale) { continue }
                    guard let read = try localizationEntry(localization, key: key) else { continue }
                    table.locales[locale, default: [:]][key] = read.variant.resolve(idiom: .other, operand: nil, locale: locale)
                    if read.state != nil || !read.substitutions.isEmpty || read.variant.isVariation {
                        table.entries[locale, default: [:]][key] = read
                    }
                }
                // A key with no source-language localization shows the key itself.
                if let source, table.locales[source]?[key] == nil { table.locales[source, default: [:]][key] = key }
            }
            return table
        } catch let error as JSONReadError {
            throw FixtureError(error.formatted(file: file))
        }
    }

    /// One localization of `key`; `nil` when it has neither a string nor variations.
    private static func localizationEntry(_ localization: JSONReader, key: String) throws -> StringEntry? {
        let object = try localization.object()
        guard let (variant, state) = try variant(localization, key: key) else { return nil }
        var substitutions: [String: StringSubstitution] = [:]
        for (name, substitution) in try object.optional("substitutions")?.object().entries() ?? [] {
            let s = try substitution.object()
            let argument = try s.optional("argNum")?.int(in: 1...100)
            let specifier = try s.optional("formatSpecifier")?.string() ?? "lld"
            guard let forms = try Self.variant(substitution, key: key)?.variant else {
                throw substitution.error("key \"\(key)\": substitution \"\(name)\" has no \"variations\"")
            }
            substitutions[name] = StringSubstitution(argument: argument, formatSpecifier: specifier, forms: forms)
        }
        try checkVariables(variant, substitutions, localization, key: key)
        return StringEntry(variant: variant, substitutions: substitutions, state: state)
    }

    /// A `stringUnit` or `variations` object as a variant, with the unit's state when it is
    /// not `translated` (the first such state of a variation's forms).
    private static func variant(_ reader: JSONReader, key: String) throws -> (variant: StringVariant, state: String?)? {
        let object = try reader.object()
        if let unit = object.optional("stringUnit") {
            let u = try unit.object()
            let state = try u.optional("state")?.string()
            return (.unit(try u.require("value").string()), state == "translated" ? nil : state)
        }
        guard let variations = object.optional("variations") else { return nil }
        for (kind, formsReader) in try variations.object().entries() {
            let forms = try formsReader.object()
            var state: String? = nil
            switch kind {
            case "plural":
                let plural: [PluralCategory: StringVariant] = try Self.forms(forms, "plural category", key: key, state: &state)
                return (.plural(plural), state)
            case "device":
                let device: [DeviceIdiom: StringVariant] = try Self.forms(forms, "device", key: key, state: &state)
                return (.device(device), state)
            default:
                throw formsReader.error("key \"\(key)\": unknown variation \"\(kind)\"; expected \"plural\" or \"device\"")
            }
        }
        return nil
    }

    /// A variation's forms by `Name` (a plural category, a device), with the first state of a
    /// form that is not `translated` in `state` when it has none yet.
    private static func forms<Name: CaseIterable & Hashable & RawRepresentable>(
        _ forms: JSONObjectReader, _ what: String, key: String, state: inout String?
    ) throws -> [Name: StringVariant] where Name.RawValue == String {
        var out: [Name: StringVariant] = [:]
        for (name, form) in forms.entries() {
            guard let formName = Name(rawValue: name) else {
                throw form.error(unknown(what, name, key: key, among: Name.self))
            }
            if let read = try variant(form, key: key) { out[formName] = read.variant; state = state ?? read.state }
        }
        return out
    }

    /// `key "posts": unknown plural category "plural" (did you mean …?); expected one of "zero", …`:
    /// what both string readers say of a form named none of `Name`'s names.
    static func unknown<Name: CaseIterable & RawRepresentable>(_ what: String, _ name: String, key: String,
                                                              among _: Name.Type) -> String where Name.RawValue == String {
        let names = Name.allCases.map(\.rawValue)
        return "key \"\(key)\": unknown \(what) \"\(name)\""
            + (EditDistance.closest(to: name, among: names).map { " (did you mean \"\($0)\"?)" } ?? "")
            + "; expected one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// Refuses a plural variable (`%#@posts@`) that no substitution defines.
    private static func checkVariables(_ variant: StringVariant, _ substitutions: [String: StringSubstitution],
                                       _ reader: JSONReader, key: String) throws {
        var formats: [String] = variant.units
        for substitution in substitutions.values { formats += substitution.forms.units }
        for format in formats where FormatSpecifier.mayOccur(in: format) {
            for case let .specifier(spec) in FormatSpecifier.parse(format) {
                if let name = spec.variable, substitutions[name] == nil {
                    throw reader.error("key \"\(key)\": \(spec.text) names no substitution"
                                       + (substitutions.isEmpty ? "" : "; substitutions: " + substitutions.keys.sorted().joined(separator: ", ")))
                }
            }
        }
    }

    /// The path of `file` in `folder`, refused unless it lies inside `root`, and the name of
    /// its table: the file's name less `suffix`.
    private static func stringsFile(_ file: String, in folder: String, suffix: String,
                                    root: String) throws -> (path: String, name: String) {
        let path = folder + "/" + file
        guard ContainedPath.isInside(path, root: root) else {
            throw FixtureError(file: path, "resolves outside the fixtures folder \(root) (a symbolic link?); "
                               + "strings files must be inside it")
        }
        return (path, String(file.dropLast(suffix.count)))
    }

    /// Whether one of `folder`'s `<locale>.lproj` folders holds a `.strings` or `.stringsdict` file.
    private static func hasStringsFiles(folder: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.contains { entry in
            entry.hasSuffix(".lproj") && ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + entry)) ?? []).contains {
                $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict")
            }
        }
    }

    /// A folder of `<locale>.lproj` folders of `.strings` and `.stringsdict` files, those that
    /// `locales` can show (as ``catalog(text:file:showing:)`` reads a catalog). A key twice in
    /// one `.strings` file takes its last value, as iOS does, with a warning.
    private static func lproj(folder: String, root: String, showing locales: [String]) throws -> StringTable {
        var table = StringTable()
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".lproj") }.sorted()
        let available = entries.map { String($0.dropLast(".lproj".count)) }
        let shown = LocaleFallback.localizations(shownBy: locales, available: available,
                                                 sourceLanguage: available.contains("Base") ? "Base" : nil)
        for entry in entries {
            let locale = String(entry.dropLast(".lproj".count))
            guard shown.contains(locale) else { continue }
            let lprojPath = folder + "/" + entry
            let files = (try? FileManager.default.contentsOfDirectory(atPath: lprojPath)) ?? []
            for file in files.sorted() where file.hasSuffix(".strings") {
                let (path, name) = try stringsFile(file, in: lprojPath, suffix: ".strings", root: root)
                do {
                    let parsed = try StringsFileParser.parseKeepingDuplicates(try FileText.read(path))
                    for (key, value) in parsed.strings {
                        table.locales[locale, default: [:]][key] = value
                        table.tables[name, default: StringTable()].locales[locale, default: [:]][key] = value
                    }
                    for duplicate in parsed.duplicates {
                        table.warnings.append("\(entry)/\(file):\(duplicate.line): key \"\(duplicate.key)\" appears again; "
                                              + "the last value wins, as on iOS")
                    }
                } catch let failure as StringsFileParser.Failure {
                    throw FixtureError("\(path):\(failure.line):\(failure.column): \(failure.message)")
                }
            }
            // A .stringsdict's entry wins over the .strings' string of the same key, as in a bundle.
            for file in files.sorted() where file.hasSuffix(".stringsdict") {
                let (path, name) = try stringsFile(file, in: lprojPath, suffix: ".stringsdict", root: root)
                for (key, value) in try StringsDictReader.read(try FileText.read(path), file: path) {
                    table.entries[locale, default: [:]][key] = value
                    table.tables[name, default: StringTable()].entries[locale, default: [:]][key] = value
                    if table.tables[name]?.locales[locale]?[key] == nil {
                        table.tables[name]?.locales[locale, default: [:]][key] = value.variant.resolve(idiom: .other, operand: nil, locale: locale)
                    }
                    if table.locales[locale]?[key] == nil {
                        table.locales[locale, default: [:]][key] = value.variant.resolve(idiom: .other, operand: nil, locale: locale)
                    }
                }
            }
        }
        let hasBase = table.locales["Base"] != nil || table.entries["Base"] != nil
        table.sourceLanguage = hasBase ? "Base" : nil
        for name in table.tables.keys { table.tables[name]?.sourceLanguage = table.sourceLanguage }
        return table
    }
}

extension JSONReader {
    var kind: JSONValue.Kind { value.kind }
}

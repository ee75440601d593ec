import Foundation
import StrictJSON

/// Reads a scenario's `strings`: an Apple String Catalog (`.xcstrings`), a folder of
/// `<locale>.lproj/*.strings` files, or an inline `{locale: {key: text}}` object.
package enum StringCatalogReader {
    /// `value` is the scenario's `strings` entry; paths are relative to `directory` and must
    /// resolve (symbolic links included) inside `root`.
    static func read(_ value: JSONReader, directory: String, root: String) throws -> StringTable {
        if case .object = value.kind {
            return try inline(value)
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
            let table = try lproj(folder: path, root: root)
            guard !table.locales.isEmpty else {
                throw value.error("no <locale>.lproj/*.strings files in \(relative) (looked in \(path))")
            }
            return table
        }
        guard path.hasSuffix(".xcstrings") else {
            throw value.error("strings must be a .xcstrings String Catalog or a folder of <locale>.lproj/*.strings files; found \(relative)")
        }
        return try catalog(file: path)
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

    /// An Xcode String Catalog: `{"sourceLanguage", "strings": {key: {"localizations":
    /// {locale: {"stringUnit": {"value"}} or {"variations": {"plural": {"other": …}}}}}}}`.
    /// Keys Xcode adds that do not change the text (comments, states) are ignored.
    static func catalog(file: String) throws -> StringTable {
        try catalog(text: FileText.read(file), file: file)
    }

    /// A String Catalog's `text`, reported against `file`.
    package static func catalog(text: String, file: String) throws -> StringTable {
        let root: JSONReader
        do { root = JSONReader(try JSONParser.parse(text)) } catch { throw FixtureError(error.formatted(file: file)) }
        do {
            let object = try root.object()
            let source = try object.optional("sourceLanguage")?.string()
            var locales: [String: [String: String]] = [:]
            for (key, entry) in try object.optional("strings")?.object().entries() ?? [] {
                let entryObject = try entry.object()
                for (locale, localization) in try entryObject.optional("localizations")?.object().entries() ?? [] {
                    if let value = try unitValue(localization) { locales[locale, default: [:]][key] = value }
                }
                // A key with no source-language localization shows the key itself.
                if let source, locales[source]?[key] == nil { locales[source, default: [:]][key] = key }
            }
            return StringTable(sourceLanguage: source, locales: locales)
        } catch let error as JSONReadError {
            throw FixtureError(error.formatted(file: file))
        }
    }

    private static func unitValue(_ localization: JSONReader) throws -> String? {
        let object = try localization.object()
        if let unit = object.optional("stringUnit") {
            return try unit.object().require("value").string()
        }
        // Plural and device variations: the "other" form stands for all.
        if let variations = object.optional("variations") {
            for (_, kinds) in try variations.object().entries() {
                let forms = try kinds.object()
                if let other = forms.optional("other") ?? forms.entries().first?.value {
                    return try unitValue(other)
                }
            }
        }
        return nil
    }

    private static func lproj(folder: String, root: String) throws -> StringTable {
        var locales: [String: [String: String]] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".lproj") {
            let locale = String(entry.dropLast(".lproj".count))
            let lprojPath = folder + "/" + entry
            let files = (try? FileManager.default.contentsOfDirectory(atPath: lprojPath)) ?? []
            for file in files.sorted() where file.hasSuffix(".strings") {
                let path = lprojPath + "/" + file
                guard ContainedPath.isInside(path, root: root) else {
                    throw FixtureError(file: path, "resolves outside the fixtures folder \(root) (a symbolic link?); "
                                       + "strings files must be inside it")
                }
                do {
                    for (key, value) in try StringsFileParser.parse(try FileText.read(path)) {
                        locales[locale, default: [:]][key] = value
                    }
                } catch let failure as StringsFileParser.Failure {
                    throw FixtureError("\(path):\(failure.line):\(failure.column): \(failure.message)")
                }
            }
        }
        return StringTable(sourceLanguage: locales["Base"] != nil ? "Base" : nil, locales: locales)
    }
}

extension JSONReader {
    var kind: JSONValue.Kind { value.kind }
}

import LayoutEngine

/// Resolves the texts of one case: finds each key's localization along the locale's
/// fallback chain, chooses its device and plural forms, substitutes its plural variables,
/// pseudo-localises it and fills in its arguments, noting what a team should know.
struct TextResolver {
    let table: StringTable
    let chain: [String]
    let locale: String
    let set: StringSet
    let idiom: DeviceIdiom
    let values: [String: FormatValue]
    /// The locale's, asked of ICU once per locale by the caller (``Localization``'s context).
    let decimalSeparator: String
    private(set) var warnings: [String] = []

    /// A key's localization: the locale it was found in and its entry (a plain string is an
    /// entry of one unit); `nil` when no locale of the chain has it.
    mutating func lookup(_ key: String, noteMissing: Bool = true) -> (locale: String, entry: StringEntry)? {
        for (i, name) in chain.enumerated() {
            let found: StringEntry?
            if let entry = table.entries[name]?[key] {
                found = entry
            } else if let text = table.locales[name]?[key] {
                found = StringEntry(variant: .unit(text))
            } else {
                found = nil
            }
            guard let entry = found else { continue }
            if i > 0 && noteMissing {
                warnings.append("key \"\(key)\" has no \"\(chain[0])\" string; showing the \"\(name)\" one")
            }
            if let state = entry.state {
                warnings.append("key \"\(key)\" in \"\(name)\" is \(state)")
            }
            if table.staleKeys.contains(key) {
                warnings.append("key \"\(key)\" is stale in the catalog (no longer in the app's source) but a fixture shows it")
            }
            return (name, entry)
        }
        return nil
    }

    /// The resolved string of each text.
    mutating func texts(_ texts: [LocalizedText], noteMissing: Bool = true) -> [LocalizedText: String] {
        var out: [LocalizedText: String] = [:]
        for text in texts { out[text] = resolve(text, noteMissing: noteMissing) }
        return out
    }

    private mutating func resolve(_ text: LocalizedText, noteMissing: Bool) -> String {
        let arguments = text.arguments.map { argument -> FormatValue in
            switch argument {
            case let .integer(n): return .integer(n)
            case let .number(x): return .number(x)
            case let .string(s): return .string(s)
            case let .value(name):
                // The loader refuses a name the matrix does not give; a case built by hand may lack it.
                guard let value = values[name] else {
                    warnings.append("key \"\(text.key)\": no value \"\(name)\" in this case; formatted as 0")
                    return .integer(0)
                }
                return value
            }
        }
        var format: String
        var substitutions: [String: StringSubstitution] = [:]
        var formLocale = locale
        if let (name, entry) = lookup(text.key, noteMissing: noteMissing) {
            format = entry.variant.resolve(idiom: idiom, operand: arguments.first?.pluralOperand, locale: pluralLocale(name))
            substitutions = entry.substitutions
            formLocale = pluralLocale(name)
        } else {
            // SwiftUI formats the key itself when no table has it.
            format = text.key
            warnings.append("no string for key \"\(text.key)\"; showing the key")
        }
        format = substitute(format, substitutions, arguments, locale: formLocale, key: text.key, depth: 0)
        if set == .accented { format = Self.accentLiterals(format) }
        let result = StringFormatter.format(format, arguments, decimalSeparator: decimalSeparator)
        for warning in result.warnings { warnings.append("key \"\(text.key)\": \(warning)") }
        return set == .accented || set == .base ? result.text : set.apply(to: result.text)
    }

    /// The locale whose plural rules apply to a localization: the localization's own
    /// language (the rules of the words shown), or the requested locale's for `Base`.
    private func pluralLocale(_ localization: String) -> String {
        localization == "Base" ? locale : localization
    }

    /// `format` with each plural variable replaced by its form for its argument; a String
    /// Catalog form's `%arg` becomes that argument's specifier (`%1$lld`).
    private mutating func substitute(_ format: String, _ substitutions: [String: StringSubstitution],
                                     _ arguments: [FormatValue], locale: String, key: String, depth: Int) -> String {
        guard FormatSpecifier.mayOccur(in: format), depth < 8 else { return format }
        var out = ""
        var next = 0
        for piece in FormatSpecifier.parse(format) {
            switch piece {
            case let .literal(text), let .unknown(text):
                out += text
            case let .specifier(spec):
                let position: Int
                if let given = spec.position { position = given } else if spec.takesArgument { next += 1; position = next } else { position = 0 }
                guard let name = spec.variable else { out += spec.text; continue }
                guard let substitution = substitutions[name] else {
                    warnings.append("key \"\(key)\": no substitution \"\(name)\" for \(spec.text); shown as written")
                    out += spec.text
                    continue
                }
                let argument = substitution.argument ?? position
                let operand = argument >= 1 && argument <= arguments.count ? arguments[argument - 1].pluralOperand : nil
                if operand == nil {
                    warnings.append("key \"\(key)\": \(spec.text) counts argument \(argument), which is not a number; using its \"other\" form")
                }
                var form = substitution.forms.resolve(idiom: idiom, operand: operand, locale: locale)
                // A String Catalog's form writes its number as `%arg`; a `.stringsdict` form has its own specifier.
                form = form.replacing("%arg", with: "%\(argument)$" + substitution.formatSpecifier)
                out += substitute(form, substitutions, arguments, locale: locale, key: key, depth: depth + 1)
            }
        }
        return out
    }

    /// Accents the letters of a format but not its directives, so `%@` stays `%@`.
    static func accentLiterals(_ format: String) -> String {
        FormatSpecifier.parse(format).map { piece in
            switch piece {
            case let .literal(text): StringSet.accented.apply(to: text)
            case let .specifier(spec): spec.text
            case let .unknown(text): text
            }
        }.joined()
    }
}

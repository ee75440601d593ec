import LayoutEngine

/// A scenario's localized strings: for each locale, text by key, with the catalog's source
/// language as the fallback, as an app shows untranslated strings.
public struct StringTable: Hashable, Sendable {
    public var sourceLanguage: String?
    /// Each locale's strings as plain text (a variation's `other` form).
    public var locales: [String: [String: String]]
    /// The localizations a plain string does not describe: with plural or device variations,
    /// substitutions, or a state other than `translated`. By locale, then key.
    public var entries: [String: [String: StringEntry]]
    /// Keys the catalog marks `stale`: no longer in the app's source.
    public var staleKeys: Set<String>
    /// What reading the strings found (a key twice in one `.strings` file), told with each case.
    public var warnings: [String]
    /// Each table on its own, by name (a `.strings` file's or a catalog's name without its
    /// extension), for texts with a `tableName`; the table itself holds all of them merged.
    public var tables: [String: StringTable] = [:]

    public init(sourceLanguage: String? = nil, locales: [String: [String: String]] = [:],
                entries: [String: [String: StringEntry]] = [:], staleKeys: Set<String> = [], warnings: [String] = []) {
        self.sourceLanguage = sourceLanguage
        self.locales = locales
        self.entries = entries
        self.staleKeys = staleKeys
        self.warnings = warnings
    }

    /// The strings `locale` shows, in `set`: the locale's own, else those of the locales it
    /// falls back to (see ``LocaleFallback``), key by key.
    public func strings(for locale: String, set: StringSet) -> LocalizedStrings {
        localization(for: locale, set: set).strings
    }

    /// The strings and direction of a case in `locale` on a device of `idiom`, with the
    /// formatted texts of `uses` resolved with `values`, and warnings about the texts `uses`
    /// names.
    public func localization(for locale: String, set: StringSet, idiom: DeviceIdiom = .other,
                             values: [String: FormatValue] = [:], uses: TextUses = TextUses()) -> Localization {
        filling(localization(for: locale, set: set, idiom: idiom, uses: uses, merging: nil), values: values, uses: uses)
    }

    /// The part of a case's localization that does not depend on its values: the plain
    /// strings, the direction, the fallback chains and the warnings about plain keys. A run
    /// makes it once per locale, string set and device, and ``filling(_:values:uses:)`` it
    /// per case.
    ///
    /// `merging` gives the plain strings of a fallback chain, as ``merged(chain:set:idiom:)``
    /// makes them, for a caller that keeps them for every scenario that shares this table.
    public func localization(for locale: String, set: StringSet, idiom: DeviceIdiom, uses: TextUses,
                             merging: ((_ chain: [String]) -> [String: String])?) -> Localization {
        let available = Set(locales.keys).union(entries.keys)
        var context = Localization.Context(locale: locale, set: set, idiom: idiom, chain: [], isSupported: false, tableChains: [:],
                                           decimalSeparator: uses.formatted.isEmpty ? "." : ICULocale.decimalSeparator(locale))
        guard !available.isEmpty else {
            // No strings at all: the locale's own direction, and texts show their keys.
            return Localization(strings: LocalizedStrings([:], warnings: Self.tagged(warnings)),
                                layoutDirection: LocaleDirection.of(locale), context: context)
        }
        let fallback = LocaleFallback(locale: locale, available: Array(available), sourceLanguage: sourceLanguage)
        context.chain = fallback.chain
        context.isSupported = fallback.isSupported
        for (name, table) in tables where uses.formatted.contains(where: { $0.table == name }) {
            context.tableChains[name] = LocaleFallback(locale: locale, available: Array(Set(table.locales.keys).union(table.entries.keys)),
                                                       sourceLanguage: sourceLanguage).chain
        }
        let shown = fallback.chain.first
        var notes = warnings
        if !fallback.isSupported {
            notes.append("locale \"\(locale)\" has no strings; showing \(shown.map { "\"\($0)\"" } ?? "the keys")"
                         + (shown.map { " (\(Self.isRightToLeft($0) ? "right to left" : "left to right"))" } ?? ""))
        }
        let merged = merging?(fallback.chain) ?? merged(chain: fallback.chain, set: set, idiom: idiom)
        var resolver = TextResolver(table: self, chain: fallback.chain, locale: locale, set: set, idiom: idiom, values: [:],
                                    decimalSeparator: ".")
        for key in uses.keys {
            _ = resolver.lookup(key, noteMissing: fallback.isSupported)
            // The complaint that started it all: `%lld` measured as the literal "%lld".
            if let value = merged[key], Self.readsArguments(value) {
                notes.append("key \"\(key)\": \"\(value)\" has format specifiers but the Text has no \"args\"; shown as written")
            }
        }
        return Localization(strings: LocalizedStrings(merged, warnings: Self.tagged(notes + resolver.warnings)),
                            layoutDirection: shown.map(Self.isRightToLeft) ?? false ? .rightToLeft : .leftToRight,
                            context: context)
    }

    /// The plain strings a case shows whose locale falls back along `chain` (first first), on a
    /// device of `idiom`, in `set`: each key's string from the first locale of the chain that
    /// has it. They depend on the table and these only, whatever the scenario.
    public func merged(chain: [String], set: StringSet, idiom: DeviceIdiom) -> [String: String] {
        var merged: [String: String] = [:]
        for name in chain.reversed() {
            for (key, value) in locales[name] ?? [:] { merged[key] = value }
            for (key, entry) in entries[name] ?? [:] {
                merged[key] = entry.variant.resolve(idiom: idiom, operand: nil, locale: name)
            }
        }
        if set != .base {
            // Accents never touch a format's directives: `%lld` stays `%lld`.
            for (key, value) in merged {
                merged[key] = set == .accented && FormatSpecifier.mayOccur(in: value) ? TextResolver.accentLiterals(value) : set.apply(to: value)
            }
        }
        return merged
    }

    /// `base` with the formatted texts of `uses` resolved with `values`, and their warnings.
    public func filling(_ base: Localization, values: [String: FormatValue], uses: TextUses) -> Localization {
        guard !uses.formatted.isEmpty else { return base }
        let c = base.context
        var texts: [LocalizedText: String] = [:]
        var notes: [String] = []
        for (name, table) in tables.sorted(by: { $0.key < $1.key }) {
            let own = uses.formatted.filter { $0.table == name }
            guard !own.isEmpty else { continue }
            var resolver = TextResolver(table: table, chain: c.tableChains[name] ?? [], locale: c.locale, set: c.set,
                                        idiom: c.idiom, values: values, decimalSeparator: c.decimalSeparator)
            texts.merge(resolver.texts(own, noteMissing: c.isSupported)) { a, _ in a }
            notes += resolver.warnings.map { "table \"\(name)\": " + $0 }
        }
        var resolver = TextResolver(table: self, chain: c.chain, locale: c.locale, set: c.set, idiom: c.idiom, values: values,
                                    decimalSeparator: c.decimalSeparator)
        texts.merge(resolver.texts(uses.formatted.filter { $0.table == nil }, noteMissing: c.isSupported || c.chain.isEmpty)) { a, _ in a }
        var localization = base
        localization.strings.texts = texts
        localization.strings.warnings += Self.tagged(notes + resolver.warnings)
        return localization
    }

    /// What a strings warning starts with, so that a run can tell them from the layout's own
    /// (`--strict-strings` fails a run that has any).
    public static let warningPrefix = "strings: "

    private static func tagged(_ warnings: [String]) -> [String] {
        warnings.map { warningPrefix + $0 }
    }

    /// Whether `format` has a directive that takes an argument (`%lld`, `%@`, `%#@posts@`).
    static func readsArguments(_ format: String) -> Bool {
        guard FormatSpecifier.mayOccur(in: format) else { return false }
        return FormatSpecifier.parse(format).contains { piece in
            if case let .specifier(spec) = piece { return spec.takesArgument }
            return false
        }
    }

    /// `Base` is the development language of an `.lproj` folder without one: left to right.
    static func isRightToLeft(_ localization: String) -> Bool {
        localization != "Base" && ICULocale.isRightToLeft(localization)
    }
}

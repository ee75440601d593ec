import LayoutEngine

/// A scenario's localized strings: for each locale, text by key, with the catalog's source
/// language as the fallback, as an app shows untranslated strings.
public struct StringTable: Hashable, Sendable {
    public var sourceLanguage: String?
    public var locales: [String: [String: String]]

    public init(sourceLanguage: String? = nil, locales: [String: [String: String]] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.locales = locales
    }

    /// The strings `locale` shows, in `set`: the locale's own, else its language's (`de` for
    /// `de-CH`), else the source language's, key by key.
    public func strings(for locale: String, set: StringSet) -> LocalizedStrings {
        var merged: [String: String] = [:]
        var chain: [String] = []
        if let source = sourceLanguage { chain.append(source) }
        if let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init),
           language != locale {
            chain.append(language)
        }
        chain.append(locale)
        for name in chain {
            for (key, value) in locales[name] ?? [:] { merged[key] = value }
        }
        if set != .base {
            for (key, value) in merged { merged[key] = set.apply(to: value) }
        }
        return LocalizedStrings(merged)
    }
}

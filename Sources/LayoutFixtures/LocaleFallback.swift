/// Which of a table's localizations a locale shows, in Apple's order: the locale as
/// written (any case, `_` or `-`), then with ICU's likely subtags (script before region, so
/// `zh-HK` and `zh-TW` find `zh-Hant` and never `zh-Hans`), then its language alone if the
/// language's own script is the same (`pt-PT` → `pt`, but `sr-Latn` never `sr`, which is
/// Cyrillic), then another region of the same language and script, then the development
/// language, then `Base`.
struct LocaleFallback: Hashable, Sendable {
    /// The localizations to look a key up in, best first.
    var chain: [String]
    /// Whether the first of `chain` is one of the locale's own (not the development language).
    var isSupported: Bool

    init(locale requested: String, available: [String], sourceLanguage: String?) {
        var byName: [String: String] = [:]
        for name in available.sorted() { byName[Self.normalized(name)] = byName[Self.normalized(name)] ?? name }
        var chain: [String] = []
        func add(_ tag: String) {
            if let name = byName[Self.normalized(tag)], !chain.contains(name) { chain.append(name) }
        }
        let canonical = ICULocale.canonical(requested) ?? requested
        add(requested)
        add(canonical)
        let wanted = Self.subtags(ICULocale.maximized(canonical) ?? canonical)
        if let script = wanted.script {
            if let region = wanted.region { add(wanted.language + "-" + script + "-" + region) }
            add(wanted.language + "-" + script)
        }
        if let region = wanted.region, Self.script(of: wanted.language + "-" + region) == wanted.script {
            add(wanted.language + "-" + region)
        }
        if Self.script(of: wanted.language) == wanted.script { add(wanted.language) }
        for name in available.sorted() where !chain.contains(name) && name != "Base" {
            let other = Self.subtags(ICULocale.maximized(name) ?? name)
            if other.language == wanted.language && other.script == wanted.script { chain.append(name) }
        }
        isSupported = !chain.isEmpty
        if let sourceLanguage { add(sourceLanguage) }
        add("Base")
        self.chain = chain
    }

    /// Lowercased with `-`: how two spellings of one tag compare.
    static func normalized(_ tag: String) -> String {
        tag.lowercased().replacing("_", with: "-")
    }

    /// The language, script and region of a BCP 47 tag (`zh-Hant-HK`).
    static func subtags(_ tag: String) -> (language: String, script: String?, region: String?) {
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let language = parts.first?.lowercased() ?? ""
        var script: String? = nil
        var region: String? = nil
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(\.isLetter), script == nil, region == nil {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)), region == nil {
                region = part.uppercased()
            }
        }
        return (language, script, region)
    }

    /// The script ICU's likely subtags give `tag`.
    static func script(of tag: String) -> String? {
        subtags(ICULocale.maximized(tag) ?? tag).script
    }
}

import Synchronization

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
        let request = Request(locale: requested, available: available.sorted(), sourceLanguage: sourceLanguage)
        if let found = Self.made.withLock({ $0[request] }) {
            self = found
            return
        }
        self.init(making: request)
        let made = self
        Self.made.withLock { chains in
            if chains.count >= Self.knownCapacity { chains.removeAll() }
            chains[request] = made
        }
    }

    /// What a chain is made of: the localizations in name order, since the chain depends on
    /// the set of them, not on how a table listed them.
    private struct Request: Hashable, Sendable {
        var locale: String
        var available: [String]
        var sourceLanguage: String?
    }

    /// The chains made so far. A run asks for the same few locales of the same tables for every
    /// scenario, string set and device, and making a chain (ICU's tags for every localization)
    /// cost about 40,000 instructions: 1.3% of a run of generated screens.
    private static let made = Mutex<[Request: LocaleFallback]>([:])

    private init(making request: Request) {
        let requested = request.locale, available = request.available, sourceLanguage = request.sourceLanguage
        var byName: [String: String] = [:]
        for name in available { byName[Self.normalized(name)] = byName[Self.normalized(name)] ?? name }
        var chain: [String] = []
        func add(_ tag: String) {
            if let name = byName[Self.normalized(tag)], !chain.contains(name) { chain.append(name) }
        }
        let canonical = Self.canonical(requested)
        add(requested)
        add(canonical)
        let wanted = Self.likelySubtags(canonical)
        if let script = wanted.script {
            if let region = wanted.region { add(wanted.language + "-" + script + "-" + region) }
            add(wanted.language + "-" + script)
        }
        if let region = wanted.region, Self.script(of: wanted.language + "-" + region) == wanted.script {
            add(wanted.language + "-" + region)
        }
        if Self.script(of: wanted.language) == wanted.script { add(wanted.language) }
        for name in available where !chain.contains(name) && name != "Base" {
            let other = Self.likelySubtags(name)
            if other.language == wanted.language && other.script == wanted.script { chain.append(name) }
        }
        isSupported = !chain.isEmpty
        if let sourceLanguage { add(sourceLanguage) }
        add("Base")
        self.chain = chain
    }

    /// Every localization of `available` that one of `locales` can show: their chains, the
    /// development language and `Base`. A chain is made of localizations that are in it, so
    /// each locale makes the same chain from these alone as from all of `available`.
    static func localizations(shownBy locales: [String], available: [String], sourceLanguage: String?) -> Set<String> {
        var shown: Set<String> = ["Base"]
        if let sourceLanguage { shown.insert(sourceLanguage) }
        for locale in locales {
            shown.formUnion(LocaleFallback(locale: locale, available: available, sourceLanguage: sourceLanguage).chain)
        }
        return shown
    }

    /// Lowercased with `-`: how two spellings of one tag compare.
    static func normalized(_ tag: String) -> String {
        ICULocale.dashed(tag, lowercasing: true)
    }

    /// A tag's language, script and region (`zh`, `Hant`, `HK`).
    struct Subtags: Hashable, Sendable {
        var language: String
        var script: String?
        var region: String?
    }

    /// What ICU answered about each tag, for the whole process: a run resolves a fallback
    /// chain for each scenario, locale, string set and device, and asked ICU to maximize
    /// every locale of the table each time (a third of resolving a case's strings). Reached
    /// only when a lane resolves strings it has not resolved yet, so the lock is rarely taken;
    /// bounded, emptied when full.
    private struct Known: Sendable {
        var canonical: [String: String] = [:]
        var likely: [String: Subtags] = [:]
    }

    private static let known = Mutex(Known())
    private static let knownCapacity = 4_096

    /// ``ICULocale/canonical(_:)``, or `tag` when ICU cannot read it; remembered.
    static func canonical(_ tag: String) -> String {
        if let found = known.withLock({ $0.canonical[tag] }) { return found }
        let made = ICULocale.canonical(tag) ?? tag
        known.withLock { known in
            if known.canonical.count >= knownCapacity { known.canonical.removeAll() }
            known.canonical[tag] = made
        }
        return made
    }

    /// The subtags of `tag` with ICU's likely subtags added; remembered.
    static func likelySubtags(_ tag: String) -> Subtags {
        if let found = known.withLock({ $0.likely[tag] }) { return found }
        let made = subtags(ICULocale.maximized(tag) ?? tag)
        known.withLock { known in
            if known.likely.count >= knownCapacity { known.likely.removeAll() }
            known.likely[tag] = made
        }
        return made
    }

    /// The language, script and region of a BCP 47 tag (`zh-Hant-HK`).
    static func subtags(_ tag: String) -> Subtags {
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
        return Subtags(language: language, script: script, region: region)
    }

    /// The script ICU's likely subtags give `tag`.
    static func script(of tag: String) -> String? {
        likelySubtags(tag).script
    }
}

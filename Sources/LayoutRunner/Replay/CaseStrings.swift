import LayoutEngine
import LayoutFixtures

/// The strings of the cases one lane lays out, each resolved once: a case's localization
/// depends on its scenario, locale, string set, device and values only, which thousands of
/// cases of a matrix share (every container and Dynamic Type size of a locale).
///
/// Not shared between threads: each lane takes one from a ``CaseStrings/Pool`` for a chunk
/// of cases and gives it back after, so lookups take no lock and later chunks find what
/// earlier ones resolved. Bounded: a cache that reaches its capacity is emptied (a miss
/// resolves the same strings again), so a matrix of any size holds at most that many.
struct CaseStrings {
    /// What the part of a localization that does not depend on values depends on.
    private struct BaseKey: Hashable {
        var scenario: Int
        var locale: String
        var set: StringSet
        var idiom: DeviceIdiom
    }

    /// What a whole localization depends on: the base's inputs and the case's values.
    private struct FilledKey: Hashable {
        var base: BaseKey
        var values: [CaseValue]
    }

    /// What a table's merged plain strings depend on: the table's contents (its digest), the
    /// locale (whose fallback chain the table decides), the string set and the device.
    private struct MergeKey: Hashable {
        var table: String
        var locale: String
        var set: StringSet
        var idiom: DeviceIdiom
    }

    private struct Filled {
        var localization: Localization
        var subtreeStrings: [String: LocalizedStrings]
    }

    private var bases: [BaseKey: Localization] = [:]
    /// The merged plain strings of each table, shared by the scenarios that name the same
    /// catalog (``Scenario/stringsDigest``): each merged its whole table again, pseudo-localizing
    /// every string (40 scenarios of one 2,000-key catalog: 58% of their run). A class, so that
    /// the closure that fills it as a localization is made can reach it.
    private let merges = Merges()

    private final class Merges {
        var byKey: [MergeKey: [String: String]] = [:]
    }
    private var filled: [FilledKey: Filled] = [:]
    let capacity: Int

    init(capacity: Int = 4_096) {
        self.capacity = max(1, capacity)
    }

    /// The environment `layoutCase` of `scenarios[scenarioIndex]` is laid out in.
    mutating func environment(for layoutCase: LayoutCase, of scenario: Scenario, at scenarioIndex: Int) -> EnvironmentValues {
        let key = BaseKey(scenario: scenarioIndex, locale: layoutCase.locale, set: layoutCase.stringSet, idiom: layoutCase.idiom)
        let base = bases[key] ?? {
            if bases.count >= capacity { bases.removeAll(keepingCapacity: true) }
            let made = scenario.valueFreeLocalization(for: layoutCase, merging: scenario.stringsDigest.map { digest in
                { [merges, capacity] chain in
                    let key = MergeKey(table: digest, locale: layoutCase.locale, set: layoutCase.stringSet, idiom: layoutCase.idiom)
                    if let merged = merges.byKey[key] { return merged }
                    if merges.byKey.count >= capacity { merges.byKey.removeAll(keepingCapacity: true) }
                    let merged = scenario.strings.merged(chain: chain, set: layoutCase.stringSet, idiom: layoutCase.idiom)
                    merges.byKey[key] = merged
                    return merged
                }
            })
            bases[key] = made
            return made
        }()
        let uses = scenario.textUses
        // Without formatted texts or subtree locales the values change nothing: the base is it.
        guard !uses.formatted.isEmpty || !uses.subtreeLocales.isEmpty else {
            return scenario.environment(for: layoutCase, localization: base, subtreeStrings: [:])
        }
        let full = FilledKey(base: key, values: layoutCase.values)
        let entry = filled[full] ?? {
            if filled.count >= capacity { filled.removeAll(keepingCapacity: true) }
            let made = Filled(localization: scenario.localization(for: layoutCase, sharing: base),
                              subtreeStrings: scenario.subtreeStrings(for: layoutCase))
            filled[full] = made
            return made
        }()
        return scenario.environment(for: layoutCase, localization: entry.localization, subtreeStrings: entry.subtreeStrings)
    }

    /// How many merged tables are kept: one per catalog, locale, string set and device.
    var mergedTables: Int { merges.byKey.count }

    /// The lanes' caches, kept between chunks by the thread that used them (``ThreadShelf``):
    /// there are at most as many as chunks run at once, each used by one thread at a time. A
    /// lane resolves its strings once for itself rather than retain another lane's.
    typealias Pool = ThreadShelf<Box>

    /// A ``CaseStrings`` that moves between threads with the chunk that uses it.
    ///
    /// `@unchecked Sendable` is safe here because a box is only reached through a ``Pool``:
    /// between `take()` and `give(_:)` one thread holds it, and the pool's lock orders one
    /// holder's writes before the next holder's reads.
    final class Box: @unchecked Sendable {
        var strings = CaseStrings()
    }
}

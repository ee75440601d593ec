import LayoutEngine
import LayoutFixtures
import Synchronization

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

    /// The lanes' caches: one is taken for each chunk of cases and given back after it, so
    /// there are at most as many as chunks run at once, and each is used by one thread at a
    /// time. One lock per chunk, not per case.
    ///
    /// A thread takes back the cache it gave, never another thread's: the strings a cache
    /// resolved are retained at every text of every case, and a string two lanes retain moves
    /// its reference count between their cores each time (the caches handed out last in,
    /// first out went from lane to lane, chunk after chunk). Each lane resolves its strings
    /// once for itself instead.
    ///
    /// Bounded: past ``capacity`` idle caches (threads come and go in a long process), the
    /// caches of other threads are let go, so a pool holds at most that many however many
    /// threads it has seen.
    final class Pool: Sendable {
        /// Idle caches by the thread that gave them.
        private let idle = Mutex<[Int: [Box]]>([:])
        let capacity: Int

        init(capacity: Int = 16) {
            self.capacity = max(1, capacity)
        }

        /// A cache no other thread is using: one this thread gave back, or a new one.
        func take() -> Box {
            let thread = CurrentThread.id
            return idle.withLock { idle in
                defer { if idle[thread]?.isEmpty == true { idle[thread] = nil } }
                return idle[thread]?.popLast()
            } ?? Box()
        }

        /// Gives `box` back for a later chunk on this thread.
        func give(_ box: Box) {
            let thread = CurrentThread.id
            idle.withLock { idle in
                idle[thread, default: []].append(box)
                var count = Self.count(idle)
                while count > capacity, let other = idle.keys.first(where: { $0 != thread }) {
                    count -= idle.removeValue(forKey: other)?.count ?? 0
                }
            }
        }

        /// The caches idle now.
        var idleCount: Int { idle.withLock { Self.count($0) } }

        private static func count(_ idle: [Int: [Box]]) -> Int {
            idle.values.reduce(0) { $0 + $1.count }
        }
    }

    /// A ``CaseStrings`` that moves between threads with the chunk that uses it.
    ///
    /// `@unchecked Sendable` is safe here because a box is only reached through ``Pool``:
    /// between `take()` and `give(_:)` one thread holds it, and the pool's lock orders one
    /// holder's writes before the next holder's reads.
    final class Box: @unchecked Sendable {
        var strings = CaseStrings()
    }
}

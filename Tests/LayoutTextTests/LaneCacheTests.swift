import Dispatch
import Synchronization
import LayoutEngine
@testable import LayoutText
import Testing

@Suite("Per-thread text caches")
struct LaneCacheTests {
    /// A lane keeps at most `capacity` entries and `byteBudget` bytes: the bound that holds
    /// however many cases a run lays out.
    @Test(arguments: [(capacity: 10, budget: 1 << 20), (capacity: 1_000, budget: 4_096)])
    func staysWithinItsBounds(capacity: Int, budget: Int) {
        let cache = LaneCache<Key, [Int]>(capacity: capacity, byteBudget: budget)
        for key in 0..<5_000 {
            let value = Array(repeating: key, count: key % 7)
            cache.insert(value, for: Key(key), bytes: CacheCost.storage(of: value))
            #expect(cache.count <= capacity)
            #expect(cache.byteCount <= budget)
            #expect(cache.value(for: Key(key)) == value)
        }
    }

    @Test func cachesNothingAtCapacityZeroOrBeyondItsBudget() {
        let off = LaneCache<Key, Int>(capacity: 0, byteBudget: 1 << 20)
        off.insert(1, for: Key(1), bytes: 0)
        #expect(off.value(for: Key(1)) == nil)
        let small = LaneCache<Key, Int>(capacity: 10, byteBudget: 100)
        small.insert(1, for: Key(1), bytes: 1_000)
        #expect(small.value(for: Key(1)) == nil)
        #expect(small.byteCount == 0)
    }

    /// What the table holds survives its growth, whatever the fingerprints: spread, all in one
    /// chain of slots, or shared by different keys (found by the whole key).
    @Test(arguments: [1, 64, 0])
    func findsEveryEntryAsItGrows(fingerprintStep: Int) {
        let cache = LaneCache<Key, Int>(capacity: 10_000, byteBudget: 1 << 24)
        let keys = (0..<2_000).map { Key($0 * fingerprintStep, name: "key \($0)") }
        for (i, key) in keys.enumerated() {
            cache.insert(i, for: key, bytes: 0)
            if i % 97 == 0 { #expect(keys[...i].enumerated().allSatisfy { cache.value(for: $1) == $0 }) }
        }
        #expect(cache.count == keys.count)
        #expect(keys.enumerated().allSatisfy { cache.value(for: $1) == $0 })
        #expect(cache.value(for: Key(1, name: "absent")) == nil)
        // A key cached again keeps one entry, with the new value.
        cache.insert(-1, for: keys[5], bytes: 0)
        #expect(cache.count == keys.count && cache.value(for: keys[5]) == -1)
    }

    /// Once a thread has laid a text out, laying it out again takes no lock: no shared cache is
    /// looked up.
    @Test func aWarmThreadTakesNoLock() throws {
        let directory = try #require(sharedMeasurer).catalog.directory
        let measurer = try HarfBuzzTextMeasurer(catalog: FontCatalog(directory: directory))
        let requests = ConcurrencyTests.requests
        let first = requests.map { measurer.layout($0) }
        let warm = measurer.sharedCacheLockCount
        #expect(warm > 0)
        let second = requests.map { measurer.layout($0) }
        #expect(second == first)
        #expect(measurer.sharedCacheLockCount == warm)
    }

    /// Another thread starts with empty lanes but finds the first thread's measured strings in
    /// the shared cache; either way its layouts are the same.
    @Test func anotherThreadSharesWhatIsDearToRebuild() throws {
        let directory = try #require(sharedMeasurer).catalog.directory
        let measurer = try HarfBuzzTextMeasurer(catalog: FontCatalog(directory: directory))
        let requests = ConcurrencyTests.requests
        let first = requests.map { measurer.layout($0) }
        let warm = measurer.sharedCacheLockCount
        // `async` on a global queue runs on a worker thread (`sync` would run on this one).
        let other = Mutex<([TextLayout], Int)>(([], 0))
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) {
            let layouts = requests.map { measurer.layout($0) }
            other.withLock { $0 = (layouts, measurer.sharedCacheLockCount) }
        }
        done.wait()
        let (layouts, locks) = other.withLock { $0 }
        #expect(layouts == first)
        #expect(locks > warm)
    }

    /// Lanes so small they are emptied all the time give what no cache gives.
    @Test func tinyLanesChangeNoResult() throws {
        let directory = try #require(sharedMeasurer).catalog.directory
        let uncached = try HarfBuzzTextMeasurer(catalog: FontCatalog(directory: directory), options: .uncached)
        let tiny = try HarfBuzzTextMeasurer(catalog: FontCatalog(directory: directory),
                                            options: .init(layoutCapacity: 3, lanePreparedTextCapacity: 2,
                                                           laneByteBudget: 4_096))
        let requests = ConcurrencyTests.requests
        for _ in 0..<2 {
            #expect(requests.map { tiny.layout($0) } == requests.map { uncached.layout($0) })
        }
        // The tiny lanes did cache (and so were emptied), rather than turn themselves off.
        let lane = ThreadLanes.lane(of: tiny)
        #expect(lane.layouts.count > 0 && lane.preparedTexts.count > 0)
    }

    /// What a thread takes from the shared cache it keeps in arrays of its own: equal values,
    /// no buffer in common, so two threads laying out the same text retain different objects.
    @Test func aLaneCopiesWhatTheSharedCacheGives() throws {
        let measurer = try #require(sharedMeasurer)
        for string in ["I forgot my password", "مرحبا بالعالم 123", "Hi \u{1F9FF}\nthere"] {
            let key = PreparedTextKey(string: string, font: Font.body.resolved(at: .large), layoutDirection: .leftToRight)
            let shared = measurer.preparedText(key)
            let copy = shared.unshared()
            #expect(copy.paragraphs.count == shared.paragraphs.count)
            #expect(copy.metrics == shared.metrics && copy.missingScalars == shared.missingScalars)
            for (a, b) in zip(shared.paragraphs, copy.paragraphs) {
                #expect(a.widthBefore == b.widthBefore && a.breakAllowedAfter == b.breakAllowedAfter)
                #expect(a.cuttableBefore == b.cuttableBefore && a.hangs == b.hangs && a.faces == b.faces)
                #expect(Self.buffer(of: a.widthBefore) != Self.buffer(of: b.widthBefore))
                #expect(Self.buffer(of: a.faces) != Self.buffer(of: b.faces))
            }
        }
    }

    /// What a thread prepares it keeps, and the shared cache gets a copy: the thread that
    /// measured a text and a thread that takes it from the shared cache retain no array in common.
    @Test func theSharedCacheKeepsACopyOfWhatALanePrepares() throws {
        let directory = try #require(sharedMeasurer).catalog.directory
        let measurer = try HarfBuzzTextMeasurer(catalog: FontCatalog(directory: directory))
        let key = PreparedTextKey(string: "Passwort vergessen?", font: Font.body.resolved(at: .large),
                                  layoutDirection: .leftToRight)
        let lane = measurer.preparedText(key)
        let shared = try #require(measurer.preparedTexts.value(for: key))
        #expect(shared.paragraphs.count == lane.paragraphs.count && shared.metrics == lane.metrics)
        for (a, b) in zip(lane.paragraphs, shared.paragraphs) {
            #expect(a.widthBefore == b.widthBefore && a.faces == b.faces)
            #expect(Self.buffer(of: a.widthBefore) != Self.buffer(of: b.widthBefore))
            #expect(Self.buffer(of: a.breakAllowedAfter) != Self.buffer(of: b.breakAllowedAfter))
        }
    }

    /// A thread's handle lays out as the measurer does, is itself on its own thread, and on
    /// another thread gives that thread's handle instead.
    @Test func aThreadsHandleIsBoundToItsThread() throws {
        let directory = try #require(sharedMeasurer).catalog.directory
        let measurer = try HarfBuzzTextMeasurer(catalog: FontCatalog(directory: directory))
        let requests = ConcurrencyTests.requests
        let handle = measurer.forCurrentThread()
        #expect(handle is ThreadTextMeasurer)
        #expect(handle.forCurrentThread() as AnyObject === handle as AnyObject)
        let expected = requests.map { measurer.layout($0) }
        #expect(requests.map { handle.layout($0) } == expected)
        let other = Mutex<(sameHandle: Bool, layouts: [TextLayout])>((true, []))
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) {
            let there = handle.forCurrentThread()
            let layouts = requests.map { there.layout($0) }
            other.withLock { $0 = (there as AnyObject === handle as AnyObject, layouts) }
        }
        done.wait()
        let (sameHandle, layouts) = other.withLock { $0 }
        #expect(!sameHandle)
        #expect(layouts == expected)
    }

    /// A key whose fingerprint the test chooses.
    struct Key: FingerprintedKey {
        let fingerprint: Int
        let name: String

        init(_ fingerprint: Int, name: String = "") {
            self.fingerprint = fingerprint
            self.name = name
        }
    }

    private static func buffer<T>(of array: [T]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
}

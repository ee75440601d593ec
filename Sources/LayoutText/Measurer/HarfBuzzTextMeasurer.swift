public import LayoutEngine
import Synchronization

/// Measures text the way a real text system does: HarfBuzz shaping with OpenType fonts, font
/// fallback by coverage (ideographs in the faces of the locale's region first), SF Pro's tracking
/// on stand-in faces, and UAX #14 line breaking.
///
/// It is layoutreg's default ``TextMeasuring``. One instance serves any number of threads; it
/// caches shaped runs, measured strings and whole layouts, none of which changes a result.
/// Whole layouts and measured strings are cached per thread as well (``ThreadLanes``), so that
/// the runner's lanes look texts up without taking a lock; the shared caches hold what is dear
/// to rebuild (shaped runs, measured strings) for every thread.
///
/// ```swift
/// let measurer = try HarfBuzzTextMeasurer()          // fonts from the repository's Fonts/
/// let layout = measurer.layout(TextRequest(
///     string: "Label 1", font: Font.body.resolved(at: .large),
///     proposal: .unspecified, lineLimit: nil, layoutDirection: .leftToRight, displayScale: 3))
/// // layout.size ≈ 53.33 × 20.67
/// ```
public final class HarfBuzzTextMeasurer: TextMeasuring {
    /// The fonts this measurer uses.
    public let catalog: FontCatalog
    /// The cache sizes it was made with.
    public let options: Options
    let fonts: FontSet
    let shapedRuns: ShardedCache<ShapedRunKey, ShapedRun>
    let preparedTexts: ShardedCache<PreparedTextKey, PreparedText>
    /// Which measurer a thread's ``MeasurerLane`` belongs to: unique in the process, never reused.
    let laneID: UInt64
    private let hashes = Mutex<[FontHash]?>(nil)

    /// A measurer with the faces of `catalog`, all loaded now.
    ///
    /// - Throws: ``FontCatalogError/unreadableFont(path:reason:)`` if a face cannot be loaded.
    public init(catalog: FontCatalog, options: Options = .default) throws {
        self.catalog = catalog
        self.options = options
        fonts = try FontSet(catalog: catalog)
        shapedRuns = ShardedCache(capacity: options.shapedRunCapacity)
        preparedTexts = ShardedCache(capacity: options.preparedTextCapacity, byteBudget: options.preparedTextByteBudget)
        laneID = Self.nextLaneID.add(1, ordering: .relaxed).oldValue
    }

    /// A measurer with the fonts ``FontCatalog/locate(directory:environment:)`` finds:
    /// `fontsDirectory` if given (the CLI's `--fonts`), else `LAYOUTREG_FONTS`, else the
    /// repository's `Fonts/` folder.
    public convenience init(fontsDirectory: String? = nil, options: Options = .default) throws {
        try self.init(catalog: FontCatalog.locate(directory: fontsDirectory), options: options)
    }

    /// Lays out `request.string` as SwiftUI's `Text` does (see ``TextMeasuring/layout(_:)``):
    /// lines filled greedily at UAX #14 break opportunities, sizes rounded up to whole pixels,
    /// uncovered scalars listed in ``TextLayout/missingScalars``. Safe to call from any thread.
    public func layout(_ request: TextRequest) -> TextLayout {
        layout(request, lane: ThreadLanes.lane(of: self))
    }

    /// A handle that lays out on the calling thread's caches without looking them up per text
    /// (``ThreadTextMeasurer``).
    public func forCurrentThread() -> any TextMeasuring {
        ThreadTextMeasurer(self, lane: ThreadLanes.lane(of: self))
    }

    /// `request` laid out with `lane`'s caches, which belong to the calling thread.
    func layout(_ request: TextRequest, lane: MeasurerLane) -> TextLayout {
        let region = lane.region(of: request.locale)
        // The calling thread's own caches first: no lock on a hit (``ThreadLanes``). Only the
        // Han region of a locale changes a layout: cases of every other locale share their
        // entries.
        let locale = region.language ?? ""
        let fingerprint = TextRequestKey.fingerprint(of: request, locale: locale)
        if let cached = lane.layouts.value(fingerprint: fingerprint, where: { $0.matches(request, locale: locale) }) {
            return cached
        }
        let key = TextRequestKey(request, locale: locale, fingerprint: fingerprint)
        let prepared = preparedText(PreparedTextKey(string: request.string, font: request.font,
                                                    layoutDirection: request.layoutDirection, region: region,
                                                    runs: request.runs), lane: lane)
        let layout = Self.layout(key.request, prepared: prepared)
        lane.layouts.insert(layout, for: key, bytes: CacheCost.of(key) + CacheCost.of(layout))
        return layout
    }

    /// `key`'s string measured in its font: from the thread's lane, else from the shared cache
    /// (a lock), else prepared now; cached in both. A lane never lays out from the shared cache's
    /// arrays: what it takes from there is copied (``PreparedText/unshared()``), and what it
    /// prepares is shared as a copy. Otherwise the lane that prepared a text and a lane that
    /// copies it would both retain the same arrays, and each retain would move their reference
    /// counts' cache line from one core to the other.
    func preparedText(_ key: PreparedTextKey, lane: MeasurerLane? = nil) -> PreparedText {
        let lane = lane ?? ThreadLanes.lane(of: self)
        if let cached = lane.preparedTexts.value(for: key) { return cached }
        let prepared: PreparedText
        if let shared = preparedTexts.value(for: key) {
            prepared = shared.unshared()
        } else {
            prepared = prepare(key)
            preparedTexts.insert(prepared.unshared(), for: key,
                                 bytes: CacheCost.of(key) + CacheCost.of(prepared) + Self.preparedEntryBytes)
        }
        lane.preparedTexts.insert(prepared, for: key, bytes: CacheCost.of(key) + CacheCost.of(prepared))
        return prepared
    }

    /// Locked operations on the shared caches so far (lookups and inserts): what the lanes save.
    package var sharedCacheLockCount: Int {
        shapedRuns.lockCount + preparedTexts.lockCount
    }

    private static let nextLaneID = Atomic<UInt64>(1)

    /// A shared cache's slot for a prepared text (key and value inline, at a table's 3/4 load).
    private static let preparedEntryBytes = (MemoryLayout<PreparedTextKey>.stride + MemoryLayout<PreparedText>.stride) * 4 / 3

    /// The SHA-256 of every font file, computed on the first call (it reads every file, on up
    /// to `threads` threads) and remembered.
    public func fontHashes(threads: Int = .max) throws -> [FontHash] {
        try hashes.withLock { cached in
            if let cached { return cached }
            let computed = try catalog.fontHashes(threads: threads)
            cached = computed
            return computed
        }
    }

    /// One digest of all font files (see ``FontCatalog/combinedDigest(of:)``): two runs measured
    /// with the same fonts when their digests are equal.
    public func fontDigest() throws -> String {
        FontCatalog.combinedDigest(of: try fontHashes())
    }
}

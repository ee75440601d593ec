public import LayoutEngine
import Synchronization

/// Measures text the way a real text system does: HarfBuzz shaping with OpenType fonts, font
/// fallback by coverage (ideographs in the faces of the locale's region first), SF Pro's tracking
/// on stand-in faces, and UAX #14 line breaking.
///
/// It is layoutreg's default ``TextMeasuring``. One instance serves any number of threads; it
/// caches shaped runs, measured strings and whole layouts, none of which changes a result.
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
    let layouts: ShardedCache<TextRequestKey, TextLayout>
    private let hashes = Mutex<[FontHash]?>(nil)

    /// A measurer with the faces of `catalog`, all loaded now.
    ///
    /// - Throws: ``FontCatalogError/unreadableFont(path:reason:)`` if a face cannot be loaded.
    public init(catalog: FontCatalog, options: Options = .default) throws {
        self.catalog = catalog
        self.options = options
        fonts = try FontSet(catalog: catalog)
        shapedRuns = ShardedCache(capacity: options.shapedRunCapacity)
        preparedTexts = ShardedCache(capacity: options.preparedTextCapacity)
        layouts = ShardedCache(capacity: options.layoutCapacity)
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
        var request = request
        let region = HanRegion(locale: request.locale)
        // Only the Han region of a locale changes a layout: cases of every other locale share
        // their entries.
        request.locale = region.language ?? ""
        return layouts.value(for: TextRequestKey(request)) {
            let key = PreparedTextKey(string: request.string, font: request.font,
                                      layoutDirection: request.layoutDirection, region: region, runs: request.runs)
            let prepared = preparedTexts.value(for: key) { prepare(key) }
            return Self.layout(request, prepared: prepared)
        }
    }

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

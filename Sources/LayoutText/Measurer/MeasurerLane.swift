import LayoutEngine

/// One thread's caches for one measurer: whole layouts and prepared strings, read and written
/// with no lock because no other thread sees them (``ThreadLanes``).
///
/// A lane miss falls back to the measurer's shared caches (prepared strings, shaped runs),
/// which take a lock; a matrix run asks for the same few thousand texts in every case, so after
/// the first cases of a lane nearly every call is a lane hit.
final class MeasurerLane {
    /// The measurer's ``HarfBuzzTextMeasurer/laneID``: compared on every call, cheaper than
    /// loading the weak reference.
    let measurerID: UInt64
    /// Gone once the measurer is: ``ThreadLanes`` then drops the lane.
    weak var owner: HarfBuzzTextMeasurer?
    let layouts: LaneCache<TextRequestKey, TextLayout>
    let preparedTexts: LaneCache<PreparedTextKey, PreparedText>
    /// The last locale a text asked for and its Han region: a case's texts share one locale,
    /// and reading the region from the string for each text was 1% of a text-heavy run. Not
    /// checked for exclusive access at run time, as ``LaneCache``'s state is not: one thread
    /// reads and writes it, in ``region(of:)`` alone.
    @exclusivity(unchecked) private var lastRegion: (locale: String, region: HanRegion) = ("", .none)

    init(_ measurer: HarfBuzzTextMeasurer) {
        measurerID = measurer.laneID
        owner = measurer
        let options = measurer.options
        layouts = LaneCache(capacity: options.layoutCapacity, byteBudget: options.laneByteBudget)
        preparedTexts = LaneCache(capacity: options.lanePreparedTextCapacity, byteBudget: options.laneByteBudget)
    }

    /// The Han region of `locale` (``HanRegion/init(locale:)``), remembered for the next text.
    func region(of locale: String) -> HanRegion {
        if locale != lastRegion.locale { lastRegion = (locale, HanRegion(locale: locale)) }
        return lastRegion.region
    }
}

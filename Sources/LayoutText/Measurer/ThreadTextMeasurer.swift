#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif
import LayoutEngine

/// A ``HarfBuzzTextMeasurer`` bound to one thread's caches (``MeasurerLane``): what
/// ``HarfBuzzTextMeasurer/forCurrentThread()`` returns for a runner's lane.
///
/// Each text goes straight to the lane, where ``HarfBuzzTextMeasurer/layout(_:)`` finds it in
/// thread-specific storage, and each layout retains this handle, which only its thread sees,
/// rather than the measurer, which every lane retains.
///
/// It is `Sendable` only to satisfy ``TextMeasuring``: the lane's caches take no lock, so it
/// must be used on the thread that made it, which debug builds check on every call.
final class ThreadTextMeasurer: TextMeasuring, @unchecked Sendable {
    private let measurer: HarfBuzzTextMeasurer
    private let lane: MeasurerLane
    private let thread = pthread_self()

    init(_ measurer: HarfBuzzTextMeasurer, lane: MeasurerLane) {
        self.measurer = measurer
        self.lane = lane
    }

    func layout(_ request: TextRequest) -> TextLayout {
        assert(pthread_equal(thread, pthread_self()) != 0, "a thread's text measurer is used on another thread")
        return measurer.layout(request, lane: lane)
    }

    func forCurrentThread() -> any TextMeasuring {
        pthread_equal(thread, pthread_self()) != 0 ? self : measurer.forCurrentThread()
    }
}

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The text caches of the calling thread: a ``MeasurerLane`` for each of the last few
/// measurers it used, kept in thread-specific storage and released when the thread ends.
///
/// This is what lets `--jobs N` lay out text without taking a lock per text: each runner lane
/// is a thread, and a thread's caches are its own. Memory is bounded by the live threads ×
/// ``measurersPerThread`` × a lane's bound (``HarfBuzzTextMeasurer/Options``).
final class ThreadLanes {
    /// Most recently used first.
    private var lanes: [MeasurerLane] = []

    /// How many measurers' lanes a thread keeps: a run uses one; tests make many in turn.
    static let measurersPerThread = 4

    /// The calling thread's lane of `measurer`, made on its first call on this thread.
    static func lane(of measurer: HarfBuzzTextMeasurer) -> MeasurerLane {
        let lanes = current
        if let first = lanes.lanes.first, first.measurerID == measurer.laneID { return first }
        return lanes.promote(measurer)
    }

    private func promote(_ measurer: HarfBuzzTextMeasurer) -> MeasurerLane {
        lanes.removeAll { $0.owner == nil }
        let lane: MeasurerLane
        if let index = lanes.firstIndex(where: { $0.measurerID == measurer.laneID }) {
            lane = lanes.remove(at: index)
        } else {
            lane = MeasurerLane(measurer)
        }
        lanes.insert(lane, at: 0)
        if lanes.count > Self.measurersPerThread { lanes.removeLast() }
        return lane
    }

    private static var current: ThreadLanes {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ThreadLanes>.fromOpaque(pointer).takeUnretainedValue()
        }
        let lanes = ThreadLanes()
        let status = pthread_setspecific(key, Unmanaged.passRetained(lanes).toOpaque())
        precondition(status == 0, "pthread_setspecific failed: \(status)")
        return lanes
    }

    /// One key for the process; its destructor releases a thread's lanes when the thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<ThreadLanes>.fromOpaque(pointer).release()
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()
}

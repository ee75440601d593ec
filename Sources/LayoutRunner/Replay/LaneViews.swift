import LayoutEngine
import Synchronization

/// The scenarios' views each lane of one replay has prepared (``LayoutEngine/prepare(_:)``),
/// kept from chunk to chunk so that a lane prepares a scenario's view once per replay rather
/// than once per chunk.
///
/// Chunks shrink toward the end of a replay (``Replayer/chunkBounds(_:jobs:)``), and with two
/// lanes a run of 100,800 generated cases prepared views 3.3 times as often as with one:
/// 99 M instructions, a third of all the work `--jobs 2` added. Each thread keeps its own
/// views, never another's, for the reason ``CaseStrings/Pool`` does: a view two lanes use
/// moves its reference counts between their cores. Bounded: a lane's views are let go when
/// it has ``capacity`` and needs another; a replay lets all of them go when it returns.
final class LaneViews: Sendable {
    typealias Prepared = Result<PreparedView, LayoutError>

    /// How many scenarios' views a lane keeps.
    static let capacity = 16

    /// Idle lanes' views by the thread that kept them, then by scenario index.
    private let idle = Mutex<[Int: [Int: Prepared]]>([:])

    /// The views the calling thread kept, empty the first time.
    func take() -> [Int: Prepared] {
        idle.withLock { $0.removeValue(forKey: CurrentThread.id) } ?? [:]
    }

    /// Keeps `views` for the calling thread's next chunk.
    func give(_ views: [Int: Prepared]) {
        idle.withLock { $0[CurrentThread.id] = views }
    }
}

import LayoutEngine

/// The scenarios' views each lane of one replay has prepared (``LayoutEngine/prepare(_:)``),
/// kept from chunk to chunk so that a lane prepares a scenario's view once per replay rather
/// than once per chunk.
///
/// Chunks shrink toward the end of a replay (``Replayer/chunkBounds(_:jobs:)``), and with two
/// lanes a run of 100,800 generated cases prepared views 3.3 times as often as with one:
/// 99 M instructions, a third of all the work `--jobs 2` added. Each thread keeps its own
/// views on a ``ThreadShelf``, never another's: a view two lanes use moves its reference
/// counts between their cores. Bounded: a lane's views are let go when it has ``capacity``
/// and needs another; a replay lets all of them go when it returns.
enum LaneViews {
    typealias Prepared = Result<PreparedView, LayoutError>
    /// The views of the lanes of one replay.
    typealias Shelf = ThreadShelf<[Int: Prepared]>

    /// How many scenarios' views a lane keeps.
    static let capacity = 16
}

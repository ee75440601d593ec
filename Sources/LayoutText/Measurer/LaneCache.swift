/// One thread's cache: a dictionary no other thread reads or writes, so a lookup takes no lock.
///
/// It is bounded both in entries and in an estimate of the bytes it holds (``insert(_:for:bytes:)``
/// is told each entry's cost); reaching either bound empties it, the same policy as
/// ``ShardedCache``: a miss recomputes the same value, so forgetting is always safe, and a matrix
/// run's working set refills it at once.
final class LaneCache<Key: Hashable, Value> {
    private var entries: [Key: Value] = [:]
    private var bytes = 0
    /// The most entries it keeps; 0 caches nothing.
    let capacity: Int
    /// The most bytes (keys, values and what they own, estimated) it keeps.
    let byteBudget: Int

    init(capacity: Int, byteBudget: Int) {
        self.capacity = max(0, capacity)
        self.byteBudget = max(0, byteBudget)
    }

    func value(for key: Key) -> Value? {
        entries[key]
    }

    /// Caches `value`; `cost` is what it owns beyond its and its key's inline size (array and
    /// string storage), in bytes.
    ///
    /// The dictionary's own table counts too, at the size it would have after the insert: a
    /// table doubles when full and keeps its size when emptied, and its slots (a key and a
    /// value inline, a few hundred bytes for a text request and its layout) were most of what
    /// a lane held when only the entries were counted (a 16 MiB budget kept a 29 MB table).
    func insert(_ value: Value, for key: Key, bytes cost: Int) {
        guard capacity > 0, cost + Self.tableBytes(capacity: 1) <= byteBudget else { return }
        // Only a full table grows, and only for a new key: the lookup (which copies each key it
        // probes out of the table) is made only then.
        let grows = entries.count >= entries.capacity && entries[key] == nil
        let table = Self.tableBytes(capacity: grows ? max(1, entries.capacity * 2) : entries.capacity)
        if entries.count >= capacity || bytes + cost + table > byteBudget {
            entries.removeAll(keepingCapacity: true)
            bytes = 0
        }
        if entries.updateValue(value, forKey: key) == nil {
            bytes += cost
        }
    }

    /// The number of cached entries.
    var count: Int { entries.count }

    /// The bytes it counts as held: what its entries own, and its table.
    var byteCount: Int { bytes + Self.tableBytes(capacity: entries.capacity) }

    /// A table that holds `capacity` entries: Swift's dictionaries fill at most 3/4 of their
    /// buckets, each a key and a value inline and a bit of the occupancy map.
    static func tableBytes(capacity: Int) -> Int {
        (capacity * 4 + 2) / 3 * (MemoryLayout<Key>.stride + MemoryLayout<Value>.stride) + capacity / 6
    }
}

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
    func insert(_ value: Value, for key: Key, bytes cost: Int) {
        guard capacity > 0 else { return }
        let total = cost + Self.entryOverhead
        guard total <= byteBudget else { return }
        if entries.count >= capacity || bytes + total > byteBudget {
            entries.removeAll(keepingCapacity: true)
            bytes = 0
        }
        if entries.updateValue(value, forKey: key) == nil {
            bytes += total
        }
    }

    /// The number of cached entries.
    var count: Int { entries.count }

    /// The bytes it counts as held.
    var byteCount: Int { bytes }

    /// A dictionary slot: key, value, and a hash-table word.
    static var entryOverhead: Int { MemoryLayout<Key>.stride + MemoryLayout<Value>.stride + 8 }
}

import Synchronization

/// A thread-safe dictionary in independently locked shards, emptied shard by shard when full.
///
/// Results never depend on what the cache holds (a miss recomputes the same value), so a simple
/// bounded policy is enough: a full shard is cleared rather than tracking recency.
final class ShardedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private final class Shard: Sendable {
        let entries = Mutex<[Key: Value]>([:])
        /// What the entries own, as their inserts said (``insert(_:for:bytes:)``).
        let bytes = Mutex<Int>(0)
    }

    private let shards: [Shard]
    private let capacityPerShard: Int
    private let byteBudgetPerShard: Int
    private let locks = Atomic<Int>(0)

    /// A cache of at most about `capacity` entries, and of entries that own at most about
    /// `byteBudget` bytes (as their inserts say); 0 caches nothing.
    init(capacity: Int, byteBudget: Int = .max, shardCount: Int = 16) {
        let count = max(1, shardCount)
        shards = (0..<count).map { _ in Shard() }
        capacityPerShard = capacity <= 0 ? 0 : max(1, capacity / count)
        byteBudgetPerShard = byteBudget / count
    }

    func value(for key: Key) -> Value? {
        guard capacityPerShard > 0 else { return nil }
        locks.add(1, ordering: .relaxed)
        return shard(for: key).entries.withLock { $0[key] }
    }

    /// Caches `value`; `cost` is what it and its key own beyond their inline size, counted
    /// against the byte budget.
    func insert(_ value: Value, for key: Key, bytes cost: Int = 0) {
        guard capacityPerShard > 0, cost <= byteBudgetPerShard else { return }
        locks.add(1, ordering: .relaxed)
        let shard = shard(for: key)
        shard.entries.withLock { entries in
            shard.bytes.withLock { bytes in
                if entries[key] == nil, entries.count >= capacityPerShard || bytes + cost > byteBudgetPerShard {
                    entries.removeAll(keepingCapacity: true)
                    bytes = 0
                }
                if entries.updateValue(value, forKey: key) == nil { bytes += cost }
            }
        }
    }

    /// The cached value for `key`, or `make()`'s, which is then cached (with the cost `cost`
    /// gives it). `make` runs outside the lock: two threads may both compute a missing value,
    /// and both get equal results.
    func value(for key: Key, cost: (Value) -> Int = { _ in 0 }, orMake make: () -> Value) -> Value {
        if let cached = value(for: key) { return cached }
        let made = make()
        insert(made, for: key, bytes: cost(made))
        return made
    }

    /// How many lookups and inserts have taken a shard's lock.
    var lockCount: Int { locks.load(ordering: .relaxed) }

    /// The number of cached entries.
    var count: Int {
        shards.reduce(0) { total, shard in total + shard.entries.withLock { $0.count } }
    }

    private func shard(for key: Key) -> Shard {
        var hasher = Hasher()
        hasher.combine(key)
        let hash = UInt(bitPattern: hasher.finalize())
        return shards[Int(hash % UInt(shards.count))]
    }
}

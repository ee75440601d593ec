#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// One thread's cache: a hash table no other thread reads or writes, so a lookup takes no lock.
///
/// It is bounded both in entries and in an estimate of the bytes it holds (``insert(_:for:bytes:)``
/// is told each entry's cost); reaching either bound empties it, the same policy as
/// ``ShardedCache``: a miss recomputes the same value, so forgetting is always safe, and a matrix
/// run's working set refills it at once.
///
/// Entries are found by their key's fingerprint (``FingerprintedKey``) in a dense array of
/// them, probed linearly, and then by the whole key, compared where it lies. On a text-heavy
/// run most lookups miss (each case proposes its own widths); with a `Dictionary`, each probe
/// copied a key out of a table of several megabytes, and the lane's layout cache took a
/// quarter of the run.
///
/// Its state is exempt from the runtime's exclusivity checks (`@exclusivity(unchecked)`): one
/// thread uses it, the one that made it (asserted in debug builds), and no method calls out
/// while it changes the table (a lookup's `matches` only compares keys), so no two accesses
/// overlap. Checked, they cost each lookup and insert about 150 instructions, 2% of a
/// text-heavy run.
final class LaneCache<Key: FingerprintedKey, Value> {
    @exclusivity(unchecked) private var table = Table(slotCount: 0)
    @exclusivity(unchecked) private var bytes = 0
    #if DEBUG
    /// The thread that made it, the only one that may use it.
    private let thread = pthread_self()
    #endif
    /// The most entries it keeps; 0 caches nothing.
    let capacity: Int
    /// The most bytes (keys, values and what they own, estimated) it keeps.
    let byteBudget: Int

    init(capacity: Int, byteBudget: Int) {
        self.capacity = max(0, capacity)
        self.byteBudget = max(0, byteBudget)
    }

    func value(for key: Key) -> Value? {
        assertOwnThread()
        return table.value(fingerprint: key.fingerprint) { $0 == key }
    }

    /// The value of the key whose fingerprint is `fingerprint` and that `matches`, found
    /// without making the key (a text's key is a copy of its request).
    func value(fingerprint: Int, where matches: (Key) -> Bool) -> Value? {
        assertOwnThread()
        return table.value(fingerprint: fingerprint, where: matches)
    }

    /// Caches `value`; `cost` is what it owns beyond its and its key's inline size (array and
    /// string storage), in bytes.
    ///
    /// The table counts too, at the size it would have after the insert: it doubles when three
    /// quarters full and keeps its size when emptied, and its slots (a key and a value inline, a
    /// few hundred bytes for a text request and its layout) were most of what a lane held when
    /// only the entries were counted (a 16 MiB budget kept a 29 MB table).
    func insert(_ value: Value, for key: Key, bytes cost: Int) {
        assertOwnThread()
        guard capacity > 0, cost + Self.tableBytes(slots: Table.smallest) <= byteBudget else { return }
        // A full table doubles before the insert (even for a key it holds: no lookup to tell).
        let slots = max(Table.smallest, table.isFull ? table.slotCount * 2 : table.slotCount)
        if table.count >= capacity || bytes + cost + Self.tableBytes(slots: slots) > byteBudget {
            table.removeAll()
            bytes = 0
        }
        if table.isFull { table = table.resized(to: slots) }
        if table.insert(value, for: key) { bytes += cost }
    }

    @inline(__always)
    private func assertOwnThread() {
        #if DEBUG
        assert(pthread_equal(thread, pthread_self()) != 0, "a LaneCache is used by the thread that made it, and no other")
        #endif
    }

    /// The number of cached entries.
    var count: Int { table.count }

    /// The bytes it counts as held: what its entries own, and its table.
    var byteCount: Int { bytes + Self.tableBytes(slots: table.slotCount) }

    /// A table of `slots` slots: each a fingerprint and an entry (a key and a value) inline.
    static func tableBytes(slots: Int) -> Int {
        slots * (MemoryLayout<UInt64>.stride + MemoryLayout<Table.Entry>.stride)
    }

    /// The open-addressing table, and the only code that touches its memory.
    ///
    /// Invariants (checked in debug builds where they are used): `slotCount` is 0 or a power of
    /// two; `tags[i]` is 0 exactly when slot `i` is empty, and the entry at `i` is initialized
    /// exactly when it is not; `count` is the number of full slots and stays at most three
    /// quarters of `slotCount`, so a probe always reaches an empty slot.
    fileprivate struct Table {
        struct Entry {
            var key: Key
            var value: Value
        }

        /// The fewest slots a table has: small enough that a lane with a budget of a few
        /// kilobytes still caches (``HarfBuzzTextMeasurer/Options/laneByteBudget``).
        static var smallest: Int { 8 }

        private(set) var slotCount: Int
        private(set) var count = 0
        private var tags: UnsafeMutablePointer<UInt64>
        private var entries: UnsafeMutablePointer<Entry>

        init(slotCount: Int) {
            assert(slotCount == 0 || slotCount.nonzeroBitCount == 1, "a table's slots are a power of two")
            self.slotCount = slotCount
            tags = .allocate(capacity: max(1, slotCount))
            tags.initialize(repeating: 0, count: max(1, slotCount))
            entries = .allocate(capacity: max(1, slotCount))
        }

        /// Frees the entries and the memory; the owner calls it once, for a table it drops or
        /// replaces. The table is a value rather than a class so that reading it takes no retain.
        func release() {
            for i in 0..<slotCount where tags[i] != 0 { (entries + i).deinitialize(count: 1) }
            tags.deallocate()
            entries.deallocate()
        }

        var isFull: Bool { (count + 1) * 4 > slotCount * 3 }

        /// A fingerprint as stored: never 0, which marks an empty slot.
        private static func tag(_ fingerprint: Int) -> UInt64 {
            UInt64(bitPattern: Int64(fingerprint)) | 1
        }

        /// The first slot a tag probes among `mask + 1`: its high bits folded into the low ones,
        /// whose lowest is always set.
        private static func home(_ tag: UInt64, mask: Int) -> Int {
            Int(truncatingIfNeeded: tag >> 32 ^ tag) & mask
        }

        /// The slot holding the key tagged `tag` that `matches`, or the empty slot where it
        /// would go. The keys are compared where they lie.
        private func slot(tag: UInt64, where matches: (Key) -> Bool) -> (index: Int, found: Bool) {
            assert(count < slotCount, "a probe must reach an empty slot")
            let mask = slotCount - 1
            var i = Self.home(tag, mask: mask)
            while tags[i] != 0 {
                if tags[i] == tag && matches(entries[i].key) { return (i, true) }
                i = (i + 1) & mask
            }
            return (i, false)
        }

        func value(fingerprint: Int, where matches: (Key) -> Bool) -> Value? {
            guard count > 0 else { return nil }
            let (i, found) = slot(tag: Self.tag(fingerprint), where: matches)
            return found ? entries[i].value : nil
        }

        /// Stores `value` for `key`; returns whether the key is new. The table must have room.
        mutating func insert(_ value: Value, for key: Key) -> Bool {
            assert(!isFull, "a full table is grown before an insert")
            let tag = Self.tag(key.fingerprint)
            let (i, found) = slot(tag: tag) { $0 == key }
            if found {
                entries[i].value = value
                return false
            }
            (entries + i).initialize(to: Entry(key: key, value: value))
            tags[i] = tag
            count += 1
            return true
        }

        /// Empties every slot and keeps the table's size.
        mutating func removeAll() {
            for i in 0..<slotCount where tags[i] != 0 {
                (entries + i).deinitialize(count: 1)
                tags[i] = 0
            }
            count = 0
        }

        /// A table of `slots` slots holding this one's entries (moved, not copied); this one is
        /// freed.
        consuming func resized(to slots: Int) -> Table {
            var grown = Table(slotCount: slots)
            let mask = slots - 1
            for i in 0..<slotCount where tags[i] != 0 {
                var j = Self.home(tags[i], mask: mask)
                while grown.tags[j] != 0 { j = (j + 1) & mask }
                (grown.entries + j).moveInitialize(from: entries + i, count: 1)
                grown.tags[j] = tags[i]
                // Moved out: `release()` must not deinitialize it again.
                tags[i] = 0
            }
            grown.count = count
            count = 0
            release()
            return grown
        }
    }

    deinit {
        table.release()
    }
}

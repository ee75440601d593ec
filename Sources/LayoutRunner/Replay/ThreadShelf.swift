import Synchronization

/// What the lanes keep between chunks of cases, by the thread that kept it: a lane takes a
/// value for a chunk and gives it back after, and a thread takes back what it gave, never
/// another thread's.
///
/// What a lane keeps (the strings it resolved, ``CaseStrings``; the views it prepared,
/// ``LaneViews``) is retained at every case it lays out, and an object two lanes retain moves
/// its reference count between their cores each time: handed out last in, first out, such
/// values went from lane to lane, chunk after chunk. Each lane keeps its own instead. One lock
/// per chunk, not per case.
///
/// A thread may hold several at once (a chunk inside a chunk); each comes back. Bounded: past
/// ``capacity`` idle values (threads come and go in a long process), other threads' are let
/// go, so a shelf holds at most that many however many threads it has seen.
final class ThreadShelf<Value: Sendable>: Sendable {
    /// Idle values by the thread that gave them, the last given last.
    private let idle = Mutex<[Int: [Value]]>([:])
    let capacity: Int

    /// `capacity` idle values at most; 16 is more than the lanes of any machine this runs on.
    init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
    }

    /// The value this thread gave last and has not taken back, or `nil`.
    func take() -> Value? {
        let thread = CurrentThread.id
        return idle.withLock { idle in
            defer { if idle[thread]?.isEmpty == true { idle[thread] = nil } }
            return idle[thread]?.popLast()
        }
    }

    /// Keeps `value` for this thread's next chunk.
    func give(_ value: Value) {
        let thread = CurrentThread.id
        idle.withLock { idle in
            idle[thread, default: []].append(value)
            var count = Self.count(idle)
            while count > capacity, let other = idle.keys.first(where: { $0 != thread }) {
                count -= idle.removeValue(forKey: other)?.count ?? 0
            }
        }
    }

    /// The values idle now.
    var idleCount: Int { idle.withLock { Self.count($0) } }

    private static func count(_ idle: [Int: [Value]]) -> Int {
        idle.values.reduce(0) { $0 + $1.count }
    }
}

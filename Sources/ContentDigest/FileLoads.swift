import Dispatch
import Synchronization

/// Reads many files at once, each on the next thread free: a fixtures folder's scenario files
/// (independent of each other until their names are checked) and the fonts' digests.
public enum FileLoads {
    /// `transform` of every index in `0..<count`, in index order, computed on up to `threads`
    /// threads, which take the next index as they finish one (files differ in size). One
    /// thread computes them in order on the calling thread.
    public static func map<T: Sendable>(_ count: Int, threads: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        guard threads > 1, count > 1 else { return (0..<count).map(transform) }
        let next = Atomic<Int>(0)
        let results = Mutex<[T?]>(Array(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: min(threads, count)) { _ in
            while case let i = next.add(1, ordering: .relaxed).oldValue, i < count {
                let value = transform(i)
                results.withLock { $0[i] = value }
            }
        }
        return results.withLock { values in
            values.map { value in
                guard let value else { preconditionFailure("every index is computed exactly once") }
                return value
            }
        }
    }
}

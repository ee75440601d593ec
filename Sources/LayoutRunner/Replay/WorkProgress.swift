import Synchronization

/// How far `run` or `record` has got: cases laid out of all, and how many of them did not
/// pass (`run`) or could not be laid out (`record`), for a progress line.
public struct WorkProgress: Hashable, Sendable {
    public var done: Int
    public var total: Int
    public var failures: Int
}

/// The failures counted so far, from every lane, for ``WorkProgress``.
final class FailureCount: Sendable {
    private let count = Atomic<Int>(0)

    func add() { count.add(1, ordering: .relaxed) }

    var value: Int { count.load(ordering: .relaxed) }
}

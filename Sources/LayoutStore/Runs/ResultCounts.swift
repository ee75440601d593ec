/// How many cases of a run (or of one scenario in a run) ended in each status.
public struct ResultCounts: Hashable, Sendable {
    /// Cases that matched their baseline.
    public var passed = 0
    /// Cases that differed from their baseline.
    public var failed = 0
    /// Cases without a baseline.
    public var new = 0
    /// Cases that could not be laid out or compared.
    public var errored = 0

    /// All cases.
    public var total: Int { passed + failed + new + errored }

    /// Adds one case with `status`.
    public mutating func add(_ status: ResultStatus) {
        switch status {
        case .pass: passed += 1
        case .fail: failed += 1
        case .new: new += 1
        case .error: errored += 1
        }
    }
}

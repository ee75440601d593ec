/// The results of one run, checked and put in storage order before the write transaction,
/// so that the store's queue is held only for the inserts.
struct ResultBatch {
    /// Indexes into the results, by ascending case id: appending to the (run_id, case_id)
    /// B-tree in key order keeps its pages full.
    let order: [Int]
    /// `maxDelta` of each result in thousandths of a point (`nil` when not compared).
    let thousandths: [Int64?]
    /// How many results ended in each status.
    let counts: ResultCounts

    init(_ results: [CaseResultRecord]) throws {
        var order = Array(results.indices)
        if !zip(results, results.dropFirst()).allSatisfy({ $0.caseID < $1.caseID }) {
            order.sort { results[$0].caseID < results[$1].caseID }
        }
        for (previous, next) in zip(order, order.dropFirst()) where results[previous].caseID == results[next].caseID {
            throw StoreError(kind: .invalidInput, message: "two results for case id \(results[next].caseID) in one run")
        }
        var counts = ResultCounts()
        var thousandths: [Int64?] = []
        thousandths.reserveCapacity(results.count)
        for result in results {
            counts.add(result.status)
            thousandths.append(try Self.thousandths(result.maxDelta, caseID: result.caseID))
        }
        self.order = order
        self.thousandths = thousandths
        self.counts = counts
    }

    /// Points to an integer number of thousandths: SQLite stores 0 in zero bytes and small
    /// integers in one or two, where a REAL always takes eight.
    private static func thousandths(_ delta: Double?, caseID: Int64) throws -> Int64? {
        guard let delta else { return nil }
        guard delta >= 0, let value = Int64(exactly: (delta * 1000).rounded()) else {
            throw StoreError(
                kind: .invalidInput,
                message: "max delta \(delta) of case id \(caseID) is not a finite, non-negative number of points")
        }
        return value
    }
}

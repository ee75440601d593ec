/// The results of a run while it is being written: handed to the closure of
/// ``LayoutStore/recordRun(_:_:)``, which adds them in batches as the cases are laid out,
/// inside the run's one write transaction.
///
/// The first batch refused (two results of one case, a negative or non-finite delta) or
/// failing in SQLite fails the run: that call and every later one throw the error, and the
/// transaction rolls back even if the caller catches it. It cannot be copied, so it cannot
/// outlive the call that made it (its statements are finalized then), and it is not
/// `Sendable`: it belongs to the store's queue, which runs the caller's closure.
public struct RunResultWriter: ~Copyable {
    private let db: Connection
    let runID: Int64
    private let insert: Statement
    private let detail: Statement
    /// Results not inserted yet: they go ``LayoutStore/resultsPerInsert`` to a statement.
    private var pending: [(caseID: Int64, status: Int, thousandths: Int64?)] = []
    /// The details of pending results (failures, errors), inserted after them: a detail
    /// refers to its result row.
    private var pendingDetails: [(caseID: Int64, diff: String?, errorMessage: String?, findings: String?)] = []
    /// The cases given a result, to refuse a second one: a bit per case id (ids are small and
    /// dense), rather than a set that cost 40 bytes a case over a million cases.
    private var seen = CaseIDSet()
    private(set) var counts = ResultCounts()
    /// The counts of each scenario, while every result has said which scenario it is of.
    private var scenarioCounts: [Int64: ResultCounts]? = [:]
    /// The first error: the run is over.
    private var failure: (any Error)?
    /// The cases of the scenarios the last batch upserted (``upsertCases(_:)``), kept for the
    /// next: a window's batch reads each of its scenarios' cases once, and a scenario's cases
    /// span windows. Read anew for every batch, they were 11% of a run of 4,800 cases into a
    /// database, most of it reading 1,200 cases to sync a window's 256.
    private var caseIndex: ScenarioCaseIndex?

    /// Where the details' findings texts are kept, once each.
    private var findingSets: FindingSets

    /// `insert` inserts ``LayoutStore/resultsPerInsert`` results of run `runID`.
    init(db: Connection, runID: Int64, insert: Statement, detail: Statement, findingSets: FindingSets) {
        self.db = db
        self.runID = runID
        self.insert = insert
        self.detail = detail
        self.findingSets = findingSets
        pending.reserveCapacity(LayoutStore.resultsPerInsert)
    }

    /// Adds `results` to the run.
    ///
    /// - Throws: ``StoreError`` `.invalidInput` for a second result of one case or a negative
    ///   or non-finite delta; `.constraint` for an unknown case id; the error that failed the
    ///   run before. The run is failed then.
    public mutating func add(_ results: some Collection<CaseResultRecord>) throws {
        if let failure { throw failure }
        do {
            for result in results { try add(result) }
        } catch {
            failure = error
            throw error
        }
    }

    private mutating func add(_ result: CaseResultRecord) throws {
        guard seen.insert(result.caseID) else {
            throw StoreError(kind: .invalidInput, message: "two results for case id \(result.caseID) in one run")
        }
        pending.append((result.caseID, result.status.rawValue, try Self.thousandths(result.maxDelta, caseID: result.caseID)))
        counts.add(result.status)
        if let scenarioID = result.scenarioID {
            scenarioCounts?[scenarioID, default: ResultCounts()].add(result.status)
        } else {
            scenarioCounts = nil
        }
        if result.diff != nil || result.errorMessage != nil || result.findings != nil {
            pendingDetails.append((result.caseID, result.diff, result.errorMessage, result.findings))
        }
        if pending.count == LayoutStore.resultsPerInsert { try flush(insert) }
    }

    /// Makes sure the store knows `cases` (as ``LayoutStore/upsertCases(_:)`` does), inside the
    /// run's transaction: a run syncs its cases a window at a time as it goes, rather than all
    /// of them first. Returns their ids in order.
    ///
    /// - Throws: ``StoreError`` `.invalidInput` for a case of a scenario never upserted; the run
    ///   is failed then.
    public mutating func upsertCases(_ cases: [CaseRecord]) throws -> [Int64] {
        if let failure { throw failure }
        do {
            var index = try caseIndex.take() ?? ScenarioCaseIndex(db, withBaselines: false)
            // Batches come in fixture order: a scenario not in this one is done with.
            index.keep(scenariosOf: cases)
            let ids = try LayoutStore.upsert(cases, into: &index, db)
            caseIndex = index
            return ids
        } catch {
            failure = error
            throw error
        }
    }

    /// For each of `caseIDs`, in order, the latest digest of its inputs in a run where it
    /// passed (``LayoutStore/passedInputs(caseIDs:)``), read inside the run's transaction: an
    /// incremental run looks up a window of cases at a time, as it goes, rather than every
    /// case first.
    ///
    /// - Throws: ``StoreError`` from SQLite; the run is failed then.
    public mutating func passedInputs(caseIDs: [Int64]) throws -> [PassedInputs?] {
        if let failure { throw failure }
        do {
            return try LayoutStore.passedInputs(caseIDs: caseIDs, db)
        } catch {
            failure = error
            throw error
        }
    }

    /// Records that the run skipped `skips` as unchanged (`run --incremental`): they have no
    /// result in this run and do not count in it. Each names the run whose passing result,
    /// with the same input digest, the skip relies on.
    ///
    /// - Throws: ``StoreError`` `.constraint` for an unknown case id or one skipped twice;
    ///   the run is failed then.
    public mutating func skip(_ skips: some Collection<(caseID: Int64, passedRunID: Int64)>) throws {
        try writeAll(LayoutStore.insertSkipSQL, skips) { statement, skip in
            try statement.bind(skip.caseID, at: 2)
            try statement.bind(skip.passedRunID, at: 3)
        }
    }

    /// Keeps the digests (SHA-256, 64 hexadecimal digits) of the inputs of cases that passed in
    /// this run, for later incremental runs to compare with. Give only digests that differ from
    /// the case's latest one (``LayoutStore/passedInputs(caseIDs:)``): an unchanged case needs
    /// no new row.
    ///
    /// - Throws: ``StoreError`` `.constraint` for a digest that is not 64 characters or a case
    ///   given twice; the run is failed then.
    public mutating func keepInputs(_ inputs: some Collection<(caseID: Int64, digest: String)>) throws {
        try writeAll(LayoutStore.insertInputsSQL, inputs) { statement, input in
            try statement.bind(input.caseID, at: 2)
            try statement.bind(input.digest, at: 3)
        }
    }

    /// Runs `sql` once per element, with the run's id as `?1` and the rest bound by `bind`;
    /// a failure fails the run.
    private mutating func writeAll<Element>(_ sql: String, _ elements: some Collection<Element>,
                                            bind: (Statement, Element) throws -> Void) throws {
        if let failure { throw failure }
        guard !elements.isEmpty else { return }
        do {
            try db.withStatement(sql) { statement in
                for element in elements {
                    try statement.bind(runID, at: 1)
                    try bind(statement, element)
                    try statement.run()
                    try statement.reset()
                }
            }
        } catch {
            failure = error
            throw error
        }
    }

    /// The counts of each scenario of the run, by scenario id, when every result said its
    /// scenario; `nil` when one did not.
    var countsByScenario: [Int64: ResultCounts]? { scenarioCounts }

    /// Inserts what is pending and returns the run's counts.
    mutating func finish() throws -> ResultCounts {
        if let failure { throw failure }
        if !pending.isEmpty {
            try db.withStatement(LayoutStore.insertResultsSQL(rows: pending.count)) { try flush($0) }
        }
        return counts
    }

    /// Inserts the pending results with `statement`, made for exactly as many rows.
    private mutating func flush(_ statement: Statement) throws {
        try statement.bind(runID, at: 1)
        for (row, result) in pending.enumerated() {
            let first = Int32(3 * row + 2)
            try statement.bind(result.caseID, at: first)
            try statement.bind(result.status, at: first + 1)
            try statement.bind(result.thousandths, at: first + 2)
        }
        try statement.run()
        try statement.reset()
        pending.removeAll(keepingCapacity: true)
        for entry in pendingDetails {
            try detail.bind(runID, at: 1)
            try detail.bind(entry.caseID, at: 2)
            try detail.bind(entry.diff, at: 3)
            try detail.bind(entry.errorMessage, at: 4)
            try detail.bind(try entry.findings.map { try findingSets.id(of: $0) }, at: 5)
            try detail.run()
            try detail.reset()
        }
        pendingDetails.removeAll(keepingCapacity: true)
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

@available(*, unavailable)
extension RunResultWriter: Sendable {}

/// A set of case ids: a bit each below ``CaseIDSet/dense``, a hash set above (ids come from
/// SQLite's rowids, which stay small unless given).
private struct CaseIDSet {
    static let dense: Int64 = 1 << 26
    private var bits: [UInt64] = []
    private var sparse = Set<Int64>()

    /// Inserts `id`; whether it was not there.
    mutating func insert(_ id: Int64) -> Bool {
        guard id >= 0, id < Self.dense else { return sparse.insert(id).inserted }
        let word = Int(id >> 6), bit = UInt64(1) << UInt64(id & 63)
        if word >= bits.count { bits.append(contentsOf: repeatElement(0, count: max(word + 1 - bits.count, bits.count))) }
        defer { bits[word] |= bit }
        return bits[word] & bit == 0
    }
}

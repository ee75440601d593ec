import ContentDigest

/// One approval of baselines while it is being made: the writes and deletions handed to it
/// inside ``LayoutStore/replaceBaselines(provenance:upserting:cases:_:)``, applied as they
/// arrive in that call's write transaction, which commits all of them or none.
///
/// Writes and deletions may come in any order and at any pace, so the caller can produce
/// them while the transaction is open (`record` lays out the cases meanwhile). The first
/// one refused (a key written twice, written and deleted, or naming a case that was never
/// upserted) or failing in SQLite fails the whole approval: that call and every later one
/// throw the error, and the transaction rolls back even if the caller catches it.
///
/// ```swift
/// try store.replaceBaselines(provenance: provenance, upserting: scenarios, cases: cases) { approval in
///     for key in stale { try approval.delete(key) }
///     for write in writes { try approval.write(write) }
/// }
/// ```
///
/// It cannot be copied, so it cannot outlive the call that made it (its statements are
/// finalized then), and it is not `Sendable`: it belongs to the store's queue, which runs
/// the caller's closure.
public struct BaselineApproval: ~Copyable {
    private let db: Connection
    private let provenance: Provenance
    private let frames: Statement
    private let supersede: Statement
    private let insert: Statement
    private var frameSets: FrameSets
    private var findingSets: FindingSets
    private var cases: ScenarioCaseIndex
    private var approvalID: Int64?
    private var summary = BaselineChangeSummary()
    /// Case ids written (`true`) or deleted (`false`) so far.
    private var touched: [Int64: Bool] = [:]
    /// New baselines not inserted yet: they go `rowsPerInsert` to a statement.
    private var pending: [(caseID: Int64, frameSet: Int64, findingsSet: Int64?)] = []
    /// The first error: the approval is over.
    private var failure: (any Error)?

    /// Baselines per INSERT: fewer statements to start and reset, as for a run's results.
    static let rowsPerInsert = 100

    /// An approval inside the caller's write transaction; `insert` inserts ``rowsPerInsert``
    /// baselines (see ``insertSQL(rows:)``).
    init(db: Connection, provenance: Provenance, cases: ScenarioCaseIndex,
         frames: Statement, supersede: Statement, insert: Statement, frameSets: FrameSets, findingSets: FindingSets) {
        self.frameSets = frameSets
        self.findingSets = findingSets
        self.db = db
        self.provenance = provenance
        self.cases = cases
        self.frames = frames
        self.supersede = supersede
        self.insert = insert
    }

    /// Approves `write`'s frames for its case: a new baseline, or one superseding the current
    /// baseline. Frames equal to the current baseline change nothing.
    ///
    /// - Throws: ``StoreError`` `.invalidInput` when the key was already written or deleted in
    ///   this approval or names a case that was never upserted; any SQLite error; the error
    ///   that failed the approval before. The approval is failed then.
    public mutating func write(_ write: BaselineWrite) throws {
        try attempt { approval in try approval.apply(write) }
    }

    /// Upserts `cases`, whose scenarios were upserted with the approval, as
    /// ``LayoutStore/upsertCases(_:)`` does, in the approval's transaction: a caller that goes
    /// a window of cases at a time adds each window's before approving its frames, rather
    /// than holding every case to hand them all over first.
    ///
    /// The approval then forgets the cases it read of other scenarios (read again if a key of
    /// theirs comes), so that it holds a window's scenarios: holding every case read was a
    /// quarter of the memory a `record` kept for each case.
    ///
    /// - Throws: ``StoreError`` `.invalidInput` when a case names an unknown scenario; any
    ///   SQLite error; the error that failed the approval before. The approval is failed then.
    public mutating func upsert(_ cases: [CaseRecord]) throws {
        try attempt { approval in
            approval.cases.keep(scenariosOf: cases)
            _ = try LayoutStore.upsert(cases, into: &approval.cases, approval.db)
        }
    }

    /// Retires the current baseline of `key`, e.g. of a case that no longer exists. Deleting
    /// an unknown key, a case without a baseline, or a key deleted before changes nothing.
    ///
    /// - Throws: ``StoreError`` `.invalidInput` when the key was written in this approval; any
    ///   SQLite error; the error that failed the approval before. The approval is failed then.
    public mutating func delete(_ key: BaselineKey) throws {
        try attempt { approval in try approval.remove(key) }
    }

    /// Marks this approval with `token`, the name of the journal `record` wrote beside the
    /// baseline files it moved: the row commits with the approval or not at all, so after a
    /// crash ``LayoutStore/isRecordCommitted(token:)`` says which side the files must take.
    public mutating func markCommit(token: String) throws {
        try attempt { approval in
            try approval.db.withStatement("INSERT INTO record_commits(token, committed_at) VALUES (?1, ?2)") { statement in
                try statement.bind(token, at: 1)
                try statement.bind(approval.provenance.recordedAt, at: 2)
                try statement.run()
            }
        }
    }

    /// Inserts what is pending and returns what the approval changed.
    ///
    /// - Throws: the error that failed the approval, if any.
    mutating func finish() throws -> BaselineChangeSummary {
        try attempt { approval in
            if let approvalID = approval.approvalID, !approval.pending.isEmpty {
                try approval.db.withStatement(Self.insertSQL(rows: approval.pending.count)) {
                    try approval.flush(approval: approvalID, $0)
                }
            }
        }
        return summary
    }

    /// Runs `change` unless the approval has failed, and fails it if `change` throws.
    private mutating func attempt(_ change: (inout Self) throws -> Void) throws {
        if let failure { throw failure }
        do {
            try change(&self)
        } catch {
            failure = error
            throw error
        }
    }

    private mutating func apply(_ write: BaselineWrite) throws {
        guard let (caseID, baselineID) = try lookUp(write.key) else {
            throw StoreError(kind: .invalidInput,
                             message: "no case \(write.key) in \(db.path); upsert scenarios and cases before recording",
                             path: db.path)
        }
        if let earlier = touched.updateValue(true, forKey: caseID) {
            throw StoreError(kind: .invalidInput, message: earlier
                ? "baseline \(write.key) is written twice in one approval"
                : "baseline \(write.key) is both deleted and written in one approval")
        }
        let findingsSet = try write.findings.map { try findingSets.id(of: $0) }
        if let baselineID, try Self.baseline(baselineID, has: write.framesDigest, findingsSet: findingsSet, frames) {
            summary.unchanged += 1
            return
        }
        let approval = try approve()
        if let baselineID {
            try retire(baselineID, approval: approval)
            summary.updated += 1
        } else {
            summary.inserted += 1
        }
        pending.append((caseID, try frameSets.id(of: write.frames, digest: write.framesDigest), findingsSet))
        if pending.count == Self.rowsPerInsert { try flush(approval: approval, insert) }
    }

    private mutating func remove(_ key: BaselineKey) throws {
        // Deleting what is not there is not an error: pruning twice is harmless.
        guard let (caseID, baselineID) = try lookUp(key) else { return }
        switch touched.updateValue(false, forKey: caseID) {
        case true?:
            touched[caseID] = true
            throw StoreError(kind: .invalidInput, message: "baseline \(key) is both written and deleted in one approval")
        case false?:
            return
        case nil:
            guard let baselineID else { return }
            try retire(baselineID, approval: try approve())
            summary.deleted += 1
        }
    }

    /// The case of `key` and its current baseline, if any; `nil` for no such case.
    private mutating func lookUp(_ key: BaselineKey) throws -> (caseID: Int64, baselineID: Int64?)? {
        guard let scenarioID = cases.scenarioID(key.scenario),
              let known = try cases.known(scenarioID: scenarioID, key: key.caseKey) else { return nil }
        return (known.id, known.baselineID)
    }

    /// Whether baseline `id` has exactly the frames of `digest` and the findings of `findingsSet`.
    private static func baseline(_ id: Int64, has digest: Digest, findingsSet: Int64?, _ statement: Statement) throws -> Bool {
        try statement.bind(id, at: 1)
        let same = try statement.step() && statement.blob(0, equals: digest.bytes) && statement.optionalInt64(1) == findingsSet
        try statement.reset()
        return same
    }

    /// Inserts the pending baselines with `insert`, made for exactly as many rows.
    private mutating func flush(approval: Int64, _ insert: Statement) throws {
        try insert.bind(approval, at: 1)
        for (row, baseline) in pending.enumerated() {
            try insert.bind(baseline.caseID, at: Int32(3 * row + 2))
            try insert.bind(baseline.frameSet, at: Int32(3 * row + 3))
            try insert.bind(baseline.findingsSet, at: Int32(3 * row + 4))
        }
        try insert.run()
        try insert.reset()
        pending.removeAll(keepingCapacity: true)
    }

    /// An INSERT of `rows` baselines approved by `?1`: case id, frame set and findings set of
    /// row `r` are parameters `3r + 2`, `3r + 3` and `3r + 4`. OR FAIL, with the foreign keys
    /// of baselines checked at the commit (migration 9), as a run's results are inserted.
    static func insertSQL(rows: Int) -> String {
        "INSERT OR FAIL INTO baselines(case_id, approval_id, frame_set, findings_set) VALUES "
            + (0..<rows).map { "(?\(3 * $0 + 2), ?1, ?\(3 * $0 + 3), ?\(3 * $0 + 4))" }.joined(separator: ", ")
    }

    private func retire(_ baselineID: Int64, approval: Int64) throws {
        try supersede.bind(approval, at: 1)
        try supersede.bind(baselineID, at: 2)
        try supersede.run()
        try supersede.reset()
    }

    /// The approval's row, inserted on the first real change, so that an approval that
    /// changes nothing leaves no trace.
    private mutating func approve() throws -> Int64 {
        if let approvalID { return approvalID }
        let id = try db.withStatement(Self.insertApprovalSQL) { statement in
            try statement.bind(provenance.recordedAt, provenance.recordedBy, provenance.gitCommit,
                               provenance.engineVersion, provenance.fontHashes, provenance.note)
            try statement.run()
            return db.lastInsertRowID
        }
        approvalID = id
        return id
    }

    private static let insertApprovalSQL = """
        INSERT INTO approvals(recorded_at, recorded_by, git_commit, engine_version, font_hashes, note)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6)
        """
}

@available(*, unavailable)
extension BaselineApproval: Sendable {}

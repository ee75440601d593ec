/// Applies a ``BaselineChangeSet`` inside the caller's write transaction.
///
/// The approval row is inserted on the first real change, so a `record` that changes
/// nothing leaves no trace. Cases and their current baselines are looked up in `cases`,
/// which reads each scenario with one query.
struct BaselineApplier {
    let db: Connection
    let provenance: Provenance
    private var cases: ScenarioCaseIndex
    private var approvalID: Int64?
    private var summary = BaselineChangeSummary()
    /// New baselines not inserted yet: they go `rowsPerInsert` to a statement.
    private var pending: [(caseID: Int64, frames: String)] = []

    /// Baselines per INSERT: fewer statements to start and reset, as for a run's results.
    static let rowsPerInsert = 100

    init(db: Connection, provenance: Provenance, cases: ScenarioCaseIndex) {
        self.db = db
        self.provenance = provenance
        self.cases = cases
    }

    /// Applies `changes`; `insert` inserts ``rowsPerInsert`` baselines (see ``insertSQL(rows:)``).
    mutating func apply(_ changes: BaselineChangeSet, frames: Statement, supersede: Statement,
                        insert: Statement) throws -> BaselineChangeSummary {
        var written = Set<Int64>()
        written.reserveCapacity(changes.writes.count)
        for write in changes.writes {
            guard let (caseID, baselineID) = try lookUp(write.key) else {
                throw StoreError(
                    kind: .invalidInput,
                    message: "no case \(write.key) in \(db.path); upsert scenarios and cases before recording",
                    path: db.path)
            }
            guard written.insert(caseID).inserted else {
                throw StoreError(kind: .invalidInput, message: "baseline \(write.key) is written twice in one change set")
            }
            if let baselineID, try Self.baseline(baselineID, has: write.frames, frames) {
                summary.unchanged += 1
                continue
            }
            let approval = try approve()
            if let baselineID {
                try retire(baselineID, approval: approval, supersede: supersede)
                summary.updated += 1
            } else {
                summary.inserted += 1
            }
            pending.append((caseID, write.frames))
            if pending.count == Self.rowsPerInsert { try flush(approval: approval, insert) }
        }
        if let approvalID, !pending.isEmpty {
            try db.withStatement(Self.insertSQL(rows: pending.count)) { try flush(approval: approvalID, $0) }
        }
        for key in changes.deletions {
            // Deleting what is not there is not an error: pruning twice is harmless.
            guard let (caseID, baselineID) = try lookUp(key) else { continue }
            guard !written.contains(caseID) else {
                throw StoreError(kind: .invalidInput, message: "baseline \(key) is both written and deleted in one change set")
            }
            guard let baselineID else { continue }
            try retire(baselineID, approval: try approve(), supersede: supersede)
            summary.deleted += 1
        }
        return summary
    }

    /// The case of `key` and its current baseline, if any; `nil` for no such case.
    private mutating func lookUp(_ key: BaselineKey) throws -> (caseID: Int64, baselineID: Int64?)? {
        guard let scenarioID = cases.scenarioID(key.scenario),
              let known = try cases.known(scenarioID: scenarioID, key: key.caseKey) else { return nil }
        return (known.id, known.baselineID)
    }

    /// Whether baseline `id` has exactly `frames`, compared without copying them out.
    private static func baseline(_ id: Int64, has frames: String, _ statement: Statement) throws -> Bool {
        try statement.bind(id, at: 1)
        let same = try statement.step() && statement.text(0, equals: frames)
        try statement.reset()
        return same
    }

    /// Inserts the pending baselines with `insert`, made for exactly as many rows.
    private mutating func flush(approval: Int64, _ insert: Statement) throws {
        try insert.bind(approval, at: 1)
        for (row, baseline) in pending.enumerated() {
            try insert.bind(baseline.caseID, at: Int32(2 * row + 2))
            try insert.bind(baseline.frames, at: Int32(2 * row + 3))
        }
        try insert.run()
        try insert.reset()
        pending.removeAll(keepingCapacity: true)
    }

    /// An INSERT of `rows` baselines approved by `?1`: case id and frames of row `r` are
    /// parameters `2r + 2` and `2r + 3`.
    static func insertSQL(rows: Int) -> String {
        "INSERT INTO baselines(case_id, approval_id, frames) VALUES "
            + (0..<rows).map { "(?\(2 * $0 + 2), ?1, ?\(2 * $0 + 3))" }.joined(separator: ", ")
    }

    private func retire(_ baselineID: Int64, approval: Int64, supersede: Statement) throws {
        try supersede.bind(approval, at: 1)
        try supersede.bind(baselineID, at: 2)
        try supersede.run()
        try supersede.reset()
    }

    private mutating func approve() throws -> Int64 {
        if let approvalID { return approvalID }
        let id = try db.withStatement(Self.insertApprovalSQL) { statement in
            try statement.bind(provenance.recordedAt, at: 1)
            try statement.bind(provenance.recordedBy, at: 2)
            try statement.bind(provenance.gitCommit, at: 3)
            try statement.bind(provenance.engineVersion, at: 4)
            try statement.bind(provenance.fontHashes, at: 5)
            try statement.bind(provenance.note, at: 6)
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
extension BaselineApplier: Sendable {}

/// Applies a ``BaselineChangeSet`` inside the caller's write transaction.
///
/// The approval row is inserted on the first real change, so a `record` that changes
/// nothing leaves no trace. Each scenario's cases and current baselines are read with one
/// query, the first time one of its keys comes up.
struct BaselineApplier {
    let db: Connection
    let provenance: Provenance
    private var cases: ScenarioCaseIndex<(caseID: Int64, baselineID: Int64?)>
    private var approvalID: Int64?
    private var summary = BaselineChangeSummary()

    init(db: Connection, provenance: Provenance) throws {
        self.db = db
        self.provenance = provenance
        cases = try ScenarioCaseIndex(db, sql: Self.casesSQL) { row in (row.int64(1), row.optionalInt64(2)) }
    }

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
            try insert.bind(caseID, at: 1)
            try insert.bind(approval, at: 2)
            try insert.bind(write.frames, at: 3)
            try insert.run()
            try insert.reset()
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
        guard let scenarioID = cases.scenarioID(key.scenario) else { return nil }
        return try cases.row(scenarioID: scenarioID, key: key.caseKey)
    }

    /// Whether baseline `id` has exactly `frames`, compared without copying them out.
    private static func baseline(_ id: Int64, has frames: String, _ statement: Statement) throws -> Bool {
        try statement.bind(id, at: 1)
        let same = try statement.step() && statement.text(0, equals: frames)
        try statement.reset()
        return same
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

    /// Each case of scenario `?1` by key, with its current baseline's id.
    private static let casesSQL = """
        SELECT c.key, c.id, b.id
          FROM cases c
          LEFT JOIN baselines b ON b.case_id = c.id AND b.superseded_by IS NULL
         WHERE c.scenario_id = ?1
        """

    private static let insertApprovalSQL = """
        INSERT INTO approvals(recorded_at, recorded_by, git_commit, engine_version, font_hashes, note)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6)
        """
}

@available(*, unavailable)
extension BaselineApplier: Sendable {}

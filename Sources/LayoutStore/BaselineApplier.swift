/// Applies a ``BaselineChangeSet`` inside the caller's write transaction.
///
/// The approval row is inserted on the first real change, so a `record` that changes
/// nothing leaves no trace.
struct BaselineApplier {
    let db: Connection
    let provenance: Provenance
    let scenarioIDs: [String: Int64]
    private var approvalID: Int64?
    private var summary = BaselineChangeSummary()

    init(db: Connection, provenance: Provenance, scenarioIDs: [String: Int64]) {
        self.db = db
        self.provenance = provenance
        self.scenarioIDs = scenarioIDs
    }

    /// What the database holds for one key.
    private enum Lookup {
        /// No such scenario or case.
        case missingCase
        /// The current baseline already has the frames being written.
        case sameFrames
        /// The case, and its current baseline if it has one.
        case found(caseID: Int64, baselineID: Int64?)
    }

    mutating func apply(_ changes: BaselineChangeSet, lookup: Statement, supersede: Statement,
                        insert: Statement) throws -> BaselineChangeSummary {
        for write in changes.writes {
            switch try lookUp(write.key, lookup: lookup, comparingWith: write.frames) {
            case .missingCase:
                throw StoreError(
                    kind: .invalidInput,
                    message: "no case \(write.key) in \(db.path); upsert scenarios and cases before recording",
                    path: db.path)
            case .sameFrames:
                summary.unchanged += 1
            case .found(let caseID, let baselineID):
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
        }
        for key in changes.deletions {
            // Deleting what is not there is not an error: pruning twice is harmless.
            guard case .found(_, let baselineID?) = try lookUp(key, lookup: lookup, comparingWith: nil) else { continue }
            try retire(baselineID, approval: try approve(), supersede: supersede)
            summary.deleted += 1
        }
        return summary
    }

    private func lookUp(_ key: BaselineKey, lookup: Statement, comparingWith frames: String?) throws -> Lookup {
        guard let scenarioID = scenarioIDs[key.scenario] else { return .missingCase }
        try lookup.bind(scenarioID, at: 1)
        try lookup.bind(key.caseKey, at: 2)
        let result: Lookup
        if try lookup.step() {
            let baselineID = lookup.optionalInt64(1)
            if baselineID != nil, let frames, lookup.text(2, equals: frames) {
                result = .sameFrames
            } else {
                result = .found(caseID: lookup.int64(0), baselineID: baselineID)
            }
        } else {
            result = .missingCase
        }
        try lookup.reset()
        return result
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

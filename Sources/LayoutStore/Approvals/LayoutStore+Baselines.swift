extension LayoutStore {
    /// The current baseline of every case, or of the cases of the given scenarios.
    ///
    /// ```swift
    /// let baselines = try store.currentBaselines(scenarios: ["Checkout"])
    /// let approved = baselines[BaselineKey(scenario: "Checkout", caseKey: "iPhone16/de/L/base")]?.frames
    /// ```
    public func currentBaselines(scenarios: [String]? = nil) throws -> [BaselineKey: StoredBaseline] {
        try serialized { db in
            try db.readTransaction {
                var baselines: [BaselineKey: StoredBaseline] = [:]
                // Approvals are shared by many baselines: read each provenance once.
                var provenances: [Int64: Provenance] = [:]
                func read(_ statement: Statement) throws {
                    while try statement.step() {
                        let approvalID = statement.int64(3)
                        let provenance = provenances[approvalID] ?? Self.provenance(statement, from: 4)
                        provenances[approvalID] = provenance
                        let key = BaselineKey(scenario: statement.string(0), caseKey: statement.string(1))
                        baselines[key] = StoredBaseline(
                            caseID: statement.int64(2), frames: statement.string(10), provenance: provenance)
                    }
                }
                guard let scenarios else {
                    try db.withStatement(Self.currentBaselinesSQL, read)
                    return baselines
                }
                try db.withStatement(Self.currentBaselinesSQL + " AND s.name = ?1") { statement in
                    for scenario in scenarios {
                        try statement.bind(scenario, at: 1)
                        try read(statement)
                        try statement.reset()
                    }
                }
                return baselines
            }
        }
    }

    /// The key of every current baseline, ordered by scenario and case key.
    ///
    /// Compare them with the cases the fixtures define to find baselines whose scenario or
    /// case no longer exists, then delete those with ``replaceBaselines(provenance:upserting:cases:_:)``.
    public func baselineKeys() throws -> [BaselineKey] {
        try serialized { db in
            try db.rows(Self.baselineKeysSQL) { BaselineKey(scenario: $0.string(0), caseKey: $0.string(1)) }
        }
    }

    /// Approves new frames and deletes baselines, all in one transaction: either every change
    /// is applied or none is.
    ///
    /// `scenarios`, then `cases`, are upserted first, in the same transaction, as
    /// ``upsertScenarios(_:)`` and ``upsertCases(_:)`` do: what a `record` adds is added with
    /// its approval or not at all. Then `body` hands the approval its writes and deletions,
    /// each applied as it arrives (see ``BaselineApproval``), so the caller can produce them
    /// while the transaction is open; the transaction commits when `body` returns. A write
    /// whose frames equal the current baseline changes nothing; every baseline replaced or
    /// deleted stays in the history, superseded by this approval.
    ///
    /// `body` runs on the calling thread, holding the store: it must not call the store.
    /// Throwing from it rolls everything back, so other work can be tied to the approval:
    /// `record` stages its baseline files there.
    ///
    /// ```swift
    /// try store.replaceBaselines(provenance: provenance, upserting: scenarios, cases: cases) { approval in
    ///     for write in writes { try approval.write(write) }
    ///     try stageFiles()   // throwing here rolls the approval back
    /// }
    /// ```
    ///
    /// - Throws: ``StoreError`` `.invalidInput` when a case names an unknown scenario or
    ///   the approval refuses a write or deletion; whatever `body` throws (the approval's
    ///   first error if `body` caught it). The database is unchanged then.
    ///
    /// Each distinct frames or findings text is stored once (`frame_sets`, `finding_sets`),
    /// however many cases it approves.
    ///
    /// The commit leaves the approval's pages in the WAL: copying them into the database file
    /// (20 MB for a generated matrix of 100,800 baselines, most of it their cases' rows) is the
    /// caller's, with ``checkpoint(inBackground:)``,
    /// where it can overlap other work. Closing the store does it otherwise.
    @discardableResult
    public func replaceBaselines(provenance: Provenance, upserting scenarios: [ScenarioRecord] = [],
                                 cases: [CaseRecord] = [],
                                 _ body: (inout BaselineApproval) throws -> Void) throws -> BaselineChangeSummary {
        try serialized { db in
            try db.withoutAutomaticCheckpoint {
                try db.writeTransaction {
                    _ = try Self.upsert(scenarios, db)
                    var index = try ScenarioCaseIndex(db)
                    _ = try Self.upsert(cases, into: &index, db)
                    return try db.withStatement(Self.framesSQL) { frames in
                        try db.withStatement(Self.supersedeSQL) { supersede in
                            try db.withStatement(BaselineApproval.insertSQL(rows: BaselineApproval.rowsPerInsert)) { insert in
                                try FrameSets.withStatements(db) { frameSets in
                                    try FindingSets.withStatements(db) { findingSets in
                                        var approval = BaselineApproval(db: db, provenance: provenance, cases: index, frames: frames,
                                                                        supersede: supersede, insert: insert,
                                                                        frameSets: frameSets, findingSets: findingSets)
                                        try body(&approval)
                                        return try approval.finish()
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether an approval marked with `token` (``BaselineApproval/markCommit(token:)``)
    /// committed.
    public func isRecordCommitted(token: String) throws -> Bool {
        try serialized { db in
            try db.withStatement("SELECT 1 FROM record_commits WHERE token = ?1") { statement in
                try statement.bind(token, at: 1)
                return try statement.step()
            }
        }
    }

    /// Reads the six provenance columns starting at `column`.
    static func provenance(_ statement: Statement, from column: Int32) -> Provenance {
        Provenance(
            recordedAt: statement.string(column), recordedBy: statement.string(column + 1),
            gitCommit: statement.optionalString(column + 2), engineVersion: statement.string(column + 3),
            fontHashes: statement.string(column + 4), note: statement.optionalString(column + 5))
    }

    private static let currentBaselinesSQL = """
        SELECT s.name, c.key, c.id, a.id,
               a.recorded_at, a.recorded_by, a.git_commit, a.engine_version, a.font_hashes, a.note,
               fs.frames
          FROM baselines b
          JOIN cases c       ON c.id = b.case_id
          JOIN scenarios s   ON s.id = c.scenario_id
          JOIN approvals a   ON a.id = b.approval_id
          JOIN frame_sets fs ON fs.id = b.frame_set
         WHERE b.superseded_by IS NULL
        """

    private static let baselineKeysSQL = """
        SELECT s.name, c.key
          FROM baselines b
          JOIN cases c     ON c.id = b.case_id
          JOIN scenarios s ON s.id = c.scenario_id
         WHERE b.superseded_by IS NULL
         ORDER BY s.name, c.key
        """

    static let framesSQL = "SELECT fs.digest, b.findings_set FROM baselines b JOIN frame_sets fs ON fs.id = b.frame_set WHERE b.id = ?1"

    static let supersedeSQL = "UPDATE baselines SET superseded_by = ?1 WHERE id = ?2"

}

extension LayoutStore {
    /// Writes a finished run and all its results in one transaction; returns the run's id.
    ///
    /// The counts of the run (and of each scenario in it) are computed from `results`.
    ///
    /// ```swift
    /// let results = caseIDs.map { CaseResultRecord(caseID: $0, status: .pass, maxDelta: 0) }
    /// let runID = try store.recordRun(run, results: results)
    /// ```
    ///
    /// - Throws: ``StoreError`` `.invalidInput` for two results of one case or a negative or
    ///   non-finite delta; `.constraint` for an unknown case id. Nothing is written then.
    @discardableResult
    public func recordRun(_ run: RunRecord, results: [CaseResultRecord]) throws -> Int64 {
        // By ascending case id: appending to the (run_id, case_id) B-tree in key order keeps
        // its pages full.
        let ordered = zip(results, results.dropFirst()).allSatisfy { $0.caseID < $1.caseID }
            ? results : results.sorted { $0.caseID < $1.caseID }
        return try recordRun(run) { writer in
            try writer.add(ordered)
            return run
        }
    }

    /// Writes a run whose results arrive while its cases are still being laid out, in one
    /// transaction; returns the run's id.
    ///
    /// `run` is written when the transaction begins; `body` adds the results in batches with
    /// the ``RunResultWriter`` it is handed (`run` lays cases out meanwhile) and returns the
    /// finished record (its end time and duration known only then), which replaces `run`.
    /// The counts of the run and of each scenario in it are computed from the results. If
    /// `body` throws, nothing is written.
    ///
    /// ```swift
    /// let runID = try store.recordRun(started) { writer in
    ///     for batch in batches { try writer.add(batch) }
    ///     return finished
    /// }
    /// ```
    ///
    /// - Throws: what ``RunResultWriter/add(_:)`` throws; whatever `body` throws.
    ///
    /// The commit leaves the run's pages in the WAL, as ``replaceBaselines(provenance:upserting:cases:_:)``
    /// does: ``checkpoint(inBackground:)`` copies them into the database file where that can
    /// overlap other work, and closing the store does it otherwise.
    @discardableResult
    public func recordRun(_ run: RunRecord, _ body: (inout RunResultWriter) throws -> RunRecord) throws -> Int64 {
        try serialized { db in
            try db.withoutAutomaticCheckpoint { try db.writeTransaction {
                let runID = try Self.writeRun(run, counts: ResultCounts(), id: nil, db)
                // Many rows per INSERT: one statement per row spent about a third of the time
                // starting and resetting statements.
                let (finished, counts, byScenario) = try db.withStatement(Self.insertResultsSQL(rows: Self.resultsPerInsert)) { insert in
                    try db.withStatement(Self.insertDetailSQL) { detail in
                        try FindingSets.withStatements(db) { findingSets in
                            var writer = RunResultWriter(db: db, runID: runID, insert: insert, detail: detail, findingSets: findingSets)
                            let finished = try body(&writer)
                            return (finished, try writer.finish(), writer.countsByScenario)
                        }
                    }
                }
                _ = try Self.writeRun(finished, counts: counts, id: runID, db)
                if let byScenario {
                    try db.withStatement(Self.insertRunScenarioSQL) { insert in
                        for (scenarioID, c) in byScenario.sorted(by: { $0.key < $1.key }) {
                            try insert.bind(runID, at: 1)
                            try insert.bind(scenarioID, at: 2)
                            try insert.bind(c.total, at: 3)
                            try insert.bind(c.passed, at: 4)
                            try insert.bind(c.failed, at: 5)
                            try insert.bind(c.new, at: 6)
                            try insert.bind(c.errored, at: 7)
                            try insert.run()
                            try insert.reset()
                        }
                    }
                } else {
                    try db.withStatement(Self.insertRunScenariosSQL) { insert in
                        try insert.bind(runID, at: 1)
                        try insert.run()
                    }
                }
                return runID
            } }
        }
    }

    /// Deletes all but the `keepingLast` most recent runs with their results; returns how many
    /// runs were deleted.
    ///
    /// The file does not shrink (SQLite reuses the freed pages); run `VACUUM` in the sqlite3
    /// shell for that.
    @discardableResult
    public func pruneRuns(keepingLast count: Int) throws -> Int {
        precondition(count >= 0, "keepingLast must not be negative")
        return try serialized { db in
            try db.writeTransaction {
                try db.withStatement(Self.pruneSQL) { delete in
                    try delete.bind(count, at: 1)
                    try delete.run()
                    return db.changes
                }
            }
        }
    }

    /// Deletes the runs that started before `timestamp` (ISO-8601 in UTC, as runs store
    /// theirs, which therefore order as text) with their results; returns how many.
    @discardableResult
    public func pruneRuns(startedBefore timestamp: String) throws -> Int {
        try serialized { db in
            try db.writeTransaction {
                try db.withStatement("DELETE FROM runs WHERE started_at < ?1") { delete in
                    try delete.bind(timestamp, at: 1)
                    try delete.run()
                    return db.changes
                }
            }
        }
    }

    /// Gives the pages that deleted rows freed back to the file system (`VACUUM`), outside
    /// any transaction.
    public func vacuum() throws {
        try serialized { db in try db.execute("VACUUM") }
    }

    /// Inserts `run` with `counts`, or (with an `id`) replaces that run's columns; returns its id.
    private static func writeRun(_ run: RunRecord, counts: ResultCounts, id: Int64?, _ db: Connection) throws -> Int64 {
        try db.withStatement(id == nil ? insertRunSQL : updateRunSQL) { statement in
            try statement.bind(run.startedAt, run.endedAt, run.gitCommit, run.host, run.engineVersion, run.fontHashes,
                               run.scope.rawValue, run.filter, run.durationMilliseconds, counts.total, counts.passed,
                               counts.failed, counts.new, counts.errored, run.label,
                               run.shard.map { Int64($0.index) }, run.shard.map { Int64($0.count) })
            if let id { try statement.bind(id, at: 18) }
            try statement.run()
            return id ?? db.lastInsertRowID
        }
    }

    private static let insertRunSQL = """
        INSERT INTO runs(started_at, ended_at, git_commit, host, engine_version, font_hashes, scope, filter,
                         duration_ms, total, passed, failed, new, errored, label, shard_index, shard_count, uid)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, lower(hex(randomblob(16))))
        """

    private static let updateRunSQL = """
        UPDATE runs SET started_at = ?1, ended_at = ?2, git_commit = ?3, host = ?4, engine_version = ?5,
                        font_hashes = ?6, scope = ?7, filter = ?8, duration_ms = ?9, total = ?10, passed = ?11,
                        failed = ?12, new = ?13, errored = ?14, label = ?15, shard_index = ?16, shard_count = ?17
         WHERE id = ?18
        """

    static let resultsPerInsert = 100

    /// An INSERT of `rows` results of run `?1`: case id, status and delta of row `r` are
    /// parameters `3r + 2` to `3r + 4`. OR FAIL, and the foreign keys of results checked at
    /// the commit (migration 9), so that SQLite keeps no statement journal to undo half a
    /// statement: an error rolls the whole run back.
    static func insertResultsSQL(rows: Int) -> String {
        "INSERT OR FAIL INTO results(run_id, case_id, status, max_delta) VALUES "
            + (0..<rows).map { "(?1, ?\(3 * $0 + 2), ?\(3 * $0 + 3), ?\(3 * $0 + 4))" }.joined(separator: ", ")
    }

    private static let insertDetailSQL = """
        INSERT INTO result_details(run_id, case_id, diff, error_message, findings_set) VALUES (?1, ?2, ?3, ?4, ?5)
        """

    private static let insertRunScenariosSQL = """
        INSERT INTO run_scenarios(run_id, scenario_id, total, passed, failed, new, errored, definition_hash)
        SELECT r.run_id, c.scenario_id, count(*),
               sum(r.status = 0), sum(r.status = 1), sum(r.status = 2), sum(r.status = 3), s.definition_hash
          FROM results r JOIN cases c ON c.id = r.case_id JOIN scenarios s ON s.id = c.scenario_id
         WHERE r.run_id = ?1
         GROUP BY c.scenario_id
        """

    /// One scenario's counts in a run, added up by the writer.
    private static let insertRunScenarioSQL = """
        INSERT INTO run_scenarios(run_id, scenario_id, total, passed, failed, new, errored, definition_hash)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, (SELECT definition_hash FROM scenarios WHERE id = ?2))
        """

    private static let pruneSQL = """
        DELETE FROM runs WHERE id NOT IN (SELECT id FROM runs ORDER BY id DESC LIMIT ?1)
        """
}

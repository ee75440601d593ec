extension LayoutStore {
    /// Writes a finished run and all its results in one transaction; returns the run's id.
    ///
    /// The runner computes results in parallel, in memory, then hands them over once: one
    /// writer, one transaction, no lock held while cases are laid out. The counts of the run
    /// (and of each scenario in it) are computed from `results`.
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
        let batch = try ResultBatch(results)
        return try serialized { db in
            try db.writeTransaction {
                let runID = try Self.insertRun(run, counts: batch.counts, db)
                // Many rows per INSERT: one statement per row spent about a third of the time
                // starting and resetting statements.
                var start = 0
                for rows in [Self.resultsPerInsert, batch.order.count % Self.resultsPerInsert] where rows > 0 {
                    try db.withStatement(Self.insertResultsSQL(rows: rows)) { insert in
                        try insert.bind(runID, at: 1)
                        while batch.order.count - start >= rows {
                            for (row, index) in batch.order[start..<start + rows].enumerated() {
                                let first = Int32(3 * row + 2)
                                try insert.bind(results[index].caseID, at: first)
                                try insert.bind(results[index].status.rawValue, at: first + 1)
                                try insert.bind(batch.thousandths[index], at: first + 2)
                            }
                            try insert.run()
                            try insert.reset()
                            start += rows
                        }
                    }
                }
                try db.withStatement(Self.insertDetailSQL) { insert in
                    try insert.bind(runID, at: 1)
                    for index in batch.order where results[index].diff != nil || results[index].errorMessage != nil {
                        try insert.bind(results[index].caseID, at: 2)
                        try insert.bind(results[index].diff, at: 3)
                        try insert.bind(results[index].errorMessage, at: 4)
                        try insert.run()
                        try insert.reset()
                    }
                }
                try db.withStatement(Self.insertRunScenariosSQL) { insert in
                    try insert.bind(runID, at: 1)
                    try insert.run()
                }
                return runID
            }
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

    private static func insertRun(_ run: RunRecord, counts: ResultCounts, _ db: Connection) throws -> Int64 {
        try db.withStatement(insertRunSQL) { insert in
            try insert.bind(run.startedAt, at: 1)
            try insert.bind(run.endedAt, at: 2)
            try insert.bind(run.gitCommit, at: 3)
            try insert.bind(run.host, at: 4)
            try insert.bind(run.engineVersion, at: 5)
            try insert.bind(run.fontHashes, at: 6)
            try insert.bind(run.scope.rawValue, at: 7)
            try insert.bind(run.filter, at: 8)
            try insert.bind(run.durationMilliseconds, at: 9)
            try insert.bind(counts.total, at: 10)
            try insert.bind(counts.passed, at: 11)
            try insert.bind(counts.failed, at: 12)
            try insert.bind(counts.new, at: 13)
            try insert.bind(counts.errored, at: 14)
            try insert.run()
            return db.lastInsertRowID
        }
    }

    private static let insertRunSQL = """
        INSERT INTO runs(started_at, ended_at, git_commit, host, engine_version, font_hashes, scope, filter,
                         duration_ms, total, passed, failed, new, errored)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
        """

    static let resultsPerInsert = 100

    /// An INSERT of `rows` results of run `?1`: case id, status and delta of row `r` are
    /// parameters `3r + 2` to `3r + 4`.
    static func insertResultsSQL(rows: Int) -> String {
        "INSERT INTO results(run_id, case_id, status, max_delta) VALUES "
            + (0..<rows).map { "(?1, ?\(3 * $0 + 2), ?\(3 * $0 + 3), ?\(3 * $0 + 4))" }.joined(separator: ", ")
    }

    private static let insertDetailSQL = """
        INSERT INTO result_details(run_id, case_id, diff, error_message) VALUES (?1, ?2, ?3, ?4)
        """

    private static let insertRunScenariosSQL = """
        INSERT INTO run_scenarios(run_id, scenario_id, total, passed, failed, new, errored)
        SELECT r.run_id, c.scenario_id, count(*),
               sum(r.status = 0), sum(r.status = 1), sum(r.status = 2), sum(r.status = 3)
          FROM results r JOIN cases c ON c.id = r.case_id
         WHERE r.run_id = ?1
         GROUP BY c.scenario_id
        """

    private static let pruneSQL = """
        DELETE FROM runs WHERE id NOT IN (SELECT id FROM runs ORDER BY id DESC LIMIT ?1)
        """
}

extension LayoutStore {
    /// The `last` most recent runs, newest first; with a `scenario`, only the runs that
    /// included it, with that scenario's counts.
    ///
    /// ```swift
    /// for summary in try store.runSummaries(last: 10) {
    ///     print(summary.id, summary.run.gitCommit ?? "-", summary.counts.failed)
    /// }
    /// ```
    public func runSummaries(last: Int, scenario: String? = nil) throws -> [RunSummary] {
        try serialized { db in
            let read = { (statement: Statement) in
                let run = RunRecord(
                    startedAt: statement.string(1), endedAt: statement.string(2),
                    gitCommit: statement.optionalString(3), host: statement.string(4),
                    engineVersion: statement.string(5), fontHashes: statement.string(6),
                    scope: RunScope(rawValue: statement.string(7)) ?? .full,  // CHECK allows no other
                    filter: statement.optionalString(8), durationMilliseconds: statement.int64(9))
                return RunSummary(
                    id: statement.int64(0), run: run,
                    counts: ResultCounts(passed: statement.int(10), failed: statement.int(11),
                                         new: statement.int(12), errored: statement.int(13)),
                    skipped: statement.int(14))
            }
            guard let scenario else { return try db.rows(Self.runSummariesSQL, last, row: read) }
            return try db.rows(Self.scenarioRunSummariesSQL, last, scenario, row: read)
        }
    }

    /// The results of a scenario's cases (or of one case) in the `last` runs that included
    /// the scenario, newest run first, then by case key.
    public func caseHistory(scenario: String, caseKey: String? = nil, last: Int) throws -> [CaseHistoryEntry] {
        try serialized { db in
            try db.rows(Self.caseHistorySQL, scenario, last, caseKey) { statement in
                CaseHistoryEntry(
                    runID: statement.int64(0), startedAt: statement.string(1),
                    gitCommit: statement.optionalString(2),
                    key: BaselineKey(scenario: statement.string(3), caseKey: statement.string(4)),
                    container: statement.string(5), locale: statement.string(6),
                    sizeCategory: statement.string(7), stringSet: statement.string(8),
                    status: Self.status(statement, 9), maxDelta: Self.points(statement, 10))
            }
        }
    }

    /// The results of one run with the given statuses (by default its failures and errors),
    /// with their diffs and error messages, ordered by scenario and case key.
    public func results(ofRun runID: Int64, statuses: Set<ResultStatus> = [.fail, .error]) throws -> [CaseResultDetail] {
        let mask = statuses.reduce(0) { $0 | (1 << $1.rawValue) }
        return try serialized { db in
            try db.rows(Self.runResultsSQL, runID, mask) { statement in
                CaseResultDetail(
                    key: BaselineKey(scenario: statement.string(0), caseKey: statement.string(1)),
                    caseID: statement.int64(2), status: Self.status(statement, 3),
                    maxDelta: Self.points(statement, 4), diff: statement.optionalString(5),
                    errorMessage: statement.optionalString(6))
            }
        }
    }

    /// The id of the most recently recorded run, if any.
    public func latestRunID() throws -> Int64? {
        try serialized { db in
            try db.scalar("SELECT max(id) FROM runs")
        }
    }

    private static func status(_ statement: Statement, _ column: Int32) -> ResultStatus {
        ResultStatus(rawValue: statement.int(column)) ?? .error  // CHECK allows no other
    }

    /// Stored thousandths of a point back to points.
    private static func points(_ statement: Statement, _ column: Int32) -> Double? {
        statement.optionalInt64(column).map { Double($0) / 1000 }
    }

    private static let runColumns = """
        r.id, r.started_at, r.ended_at, r.git_commit, r.host, r.engine_version, r.font_hashes,
        r.scope, r.filter, r.duration_ms
        """

    private static let runSummariesSQL = """
        SELECT \(runColumns), r.passed, r.failed, r.new, r.errored,
               (SELECT count(*) FROM run_skips k WHERE k.run_id = r.id)
          FROM runs r
         ORDER BY r.id DESC
         LIMIT ?1
        """

    private static let scenarioRunSummariesSQL = """
        SELECT \(runColumns), rs.passed, rs.failed, rs.new, rs.errored,
               (SELECT count(*) FROM run_skips k JOIN cases c ON c.id = k.case_id
                 WHERE k.run_id = r.id AND c.scenario_id = rs.scenario_id)
          FROM run_scenarios rs
          JOIN runs r ON r.id = rs.run_id
         WHERE rs.scenario_id = (SELECT id FROM scenarios WHERE name = ?2)
         ORDER BY rs.run_id DESC
         LIMIT ?1
        """

    // Cases drive the join (CROSS JOIN fixes the order in SQLite): each result is one
    // primary-key lookup, instead of a scan of every result of every recent run.
    private static let caseHistorySQL = """
        WITH recent(run_id) AS (
            SELECT rs.run_id
              FROM run_scenarios rs
             WHERE rs.scenario_id = (SELECT id FROM scenarios WHERE name = ?1)
             ORDER BY rs.run_id DESC
             LIMIT ?2
        )
        SELECT r.id, r.started_at, r.git_commit, s.name, c.key, c.container, c.locale,
               c.size_category, c.string_set, res.status, res.max_delta
          FROM scenarios s
          JOIN cases c ON c.scenario_id = s.id
         CROSS JOIN recent
          JOIN results res ON res.run_id = recent.run_id AND res.case_id = c.id
          JOIN runs r ON r.id = recent.run_id
         WHERE s.name = ?1 AND (?3 IS NULL OR c.key = ?3)
         ORDER BY r.id DESC, c.key
        """

    private static let runResultsSQL = """
        SELECT s.name, c.key, c.id, res.status, res.max_delta, d.diff, d.error_message
          FROM results res
          JOIN cases c     ON c.id = res.case_id
          JOIN scenarios s ON s.id = c.scenario_id
          LEFT JOIN result_details d ON d.run_id = res.run_id AND d.case_id = res.case_id
         WHERE res.run_id = ?1 AND (?2 >> res.status) & 1
         ORDER BY s.name, c.key
        """
}

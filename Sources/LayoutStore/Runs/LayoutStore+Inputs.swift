extension LayoutStore {
    /// For each of `caseIDs`, in order, the latest digest of its inputs in a run where it
    /// passed (`nil` for a case that has none): what `run --incremental` compares a case's
    /// inputs now with to skip it.
    public func passedInputs(caseIDs: [Int64]) throws -> [PassedInputs?] {
        try serialized { db in
            try db.readTransaction { try Self.passedInputs(caseIDs: caseIDs, db) }
        }
    }

    /// The same, inside the caller's transaction: one seek of `case_inputs`' primary key
    /// (case, run) per case.
    static func passedInputs(caseIDs: [Int64], _ db: Connection) throws -> [PassedInputs?] {
        try db.withStatement(latestInputsSQL) { statement in
            try caseIDs.map { id in
                try statement.bind(id, at: 1)
                defer { _ = try? statement.reset() }
                return try statement.step() ? PassedInputs(runID: statement.int64(0), digest: statement.string(1)) : nil
            }
        }
    }

    /// The runs among the `last` most recent that skipped cases of `scenario` (or only its
    /// case `caseKey`) as unchanged, newest run first, then by case key.
    public func caseSkips(scenario: String, caseKey: String? = nil, last: Int) throws -> [CaseSkipEntry] {
        try serialized { db in
            try db.rows(Self.caseSkipsSQL, scenario, last, caseKey) { statement in
                CaseSkipEntry(
                    runID: statement.int64(0), startedAt: statement.string(1), gitCommit: statement.optionalString(2),
                    key: BaselineKey(scenario: scenario, caseKey: statement.string(3)),
                    passedRunID: statement.int64(4), digest: statement.optionalString(5))
            }
        }
    }

    private static let latestInputsSQL = """
        SELECT run_id, digest FROM case_inputs WHERE case_id = ?1 ORDER BY run_id DESC LIMIT 1
        """

    private static let caseSkipsSQL = """
        SELECT r.id, r.started_at, r.git_commit, c.key, k.passed_run_id, i.digest
          FROM scenarios s
          JOIN cases c ON c.scenario_id = s.id
          JOIN run_skips k ON k.case_id = c.id
          JOIN runs r ON r.id = k.run_id
          LEFT JOIN case_inputs i ON i.case_id = k.case_id AND i.run_id = k.passed_run_id
         WHERE s.name = ?1 AND (?3 IS NULL OR c.key = ?3)
           AND r.id IN (SELECT id FROM runs ORDER BY id DESC LIMIT ?2)
         ORDER BY r.id DESC, c.key
        """

    static let insertSkipSQL = "INSERT INTO run_skips(run_id, case_id, passed_run_id) VALUES (?1, ?2, ?3)"
    static let insertInputsSQL = "INSERT INTO case_inputs(run_id, case_id, digest) VALUES (?1, ?2, ?3)"
}

extension LayoutStore {
    /// Inserts or updates scenarios by name and returns the id of each name.
    ///
    /// Run it before ``upsertCases(_:)`` with every scenario the fixtures define.
    ///
    /// ```swift
    /// let ids = try store.upsertScenarios([ScenarioRecord(name: "Checkout", definitionHash: "9f2c…")])
    /// ```
    @discardableResult
    public func upsertScenarios(_ scenarios: [ScenarioRecord]) throws -> [String: Int64] {
        try serialized { db in
            try db.writeTransaction { try Self.upsert(scenarios, db) }
        }
    }

    /// Upserts `scenarios` inside the caller's write transaction; returns the id of each name.
    static func upsert(_ scenarios: [ScenarioRecord], _ db: Connection) throws -> [String: Int64] {
        try db.withStatement(upsertScenarioSQL) { upsert in
            var ids: [String: Int64] = [:]
            for scenario in scenarios {
                try upsert.bind(scenario.name, at: 1)
                try upsert.bind(scenario.definitionHash, at: 2)
                try upsert.bind(scenario.sourcePath, at: 3)
                if try upsert.step() {
                    ids[scenario.name] = upsert.int64(0)
                }
                try upsert.reset()
            }
            return ids
        }
    }

    /// Inserts new cases and updates changed ones, in one transaction; returns the case ids
    /// in the order of `cases`.
    ///
    /// The known cases of each scenario are read with one query, so syncing 100,000 cases
    /// that already exist writes nothing and costs a query per scenario, not per case. A case
    /// given twice is one case, with the attributes given last. Cases absent from `cases` are
    /// kept: results of past runs refer to them.
    ///
    /// - Throws: ``StoreError`` `.invalidInput` if a case names a scenario that was never
    ///   upserted; nothing is written then.
    public func upsertCases(_ cases: [CaseRecord]) throws -> [Int64] {
        try serialized { db in
            try db.writeTransaction {
                var index = try ScenarioCaseIndex(db)
                return try Self.upsert(cases, into: &index, db)
            }
        }
    }

    /// Upserts `cases` inside the caller's write transaction, keeping `index` up to date;
    /// returns their ids in order. A case given twice is one case, with the attributes given
    /// last.
    static func upsert(_ cases: [CaseRecord], into index: inout ScenarioCaseIndex, _ db: Connection) throws -> [Int64] {
        try db.withStatement(insertCaseSQL) { insert in
            try db.withStatement(updateCaseSQL) { update in
                var ids: [Int64] = []
                ids.reserveCapacity(cases.count)
                for record in cases {
                    guard let scenarioID = index.scenarioID(record.scenario) else {
                        throw StoreError(
                            kind: .invalidInput,
                            message: "case \(record.key) belongs to unknown scenario \(record.scenario); "
                                + "upsert the scenario first",
                            path: db.path)
                    }
                    if var known = try index.known(scenarioID: scenarioID, key: record.key) {
                        if !known.matches(record) {
                            try bindAttributes(of: record, to: update)
                            try update.bind(known.id, at: 5)
                            try update.run()
                            try update.reset()
                            (known.container, known.locale) = (record.container, record.locale)
                            (known.sizeCategory, known.stringSet) = (record.sizeCategory, record.stringSet)
                            index.set(known, scenarioID: scenarioID, key: record.key)
                        }
                        ids.append(known.id)
                    } else {
                        try bindAttributes(of: record, to: insert)
                        try insert.bind(scenarioID, at: 5)
                        try insert.bind(record.key, at: 6)
                        try insert.run()
                        try insert.reset()
                        let id = db.lastInsertRowID
                        index.set(KnownCase(id: id, container: record.container, locale: record.locale,
                                            sizeCategory: record.sizeCategory, stringSet: record.stringSet),
                                  scenarioID: scenarioID, key: record.key)
                        ids.append(id)
                    }
                }
                return ids
            }
        }
    }

    /// Every scenario with its number of cases and baselines and its latest run's counts,
    /// ordered by name.
    public func listScenarios() throws -> [ScenarioListing] {
        try serialized { db in
            try db.rows(Self.listScenariosSQL) { statement in
                let latestRunID = statement.optionalInt64(5)
                let counts = latestRunID.map { _ in
                    ResultCounts(passed: statement.int(6), failed: statement.int(7),
                                 new: statement.int(8), errored: statement.int(9))
                }
                return ScenarioListing(
                    name: statement.string(0), definitionHash: statement.string(1),
                    sourcePath: statement.optionalString(2), caseCount: statement.int(3),
                    baselineCount: statement.int(4), latestRunID: latestRunID, latestCounts: counts)
            }
        }
    }

    /// The id of every scenario by name (call inside a transaction).
    static func scenarioIDs(_ db: Connection) throws -> [String: Int64] {
        try db.withStatement("SELECT id, name FROM scenarios") { statement in
            var ids: [String: Int64] = [:]
            while try statement.step() {
                ids[statement.string(1)] = statement.int64(0)
            }
            return ids
        }
    }

    private static func bindAttributes(of record: CaseRecord, to statement: Statement) throws {
        try statement.bind(record.container, at: 1)
        try statement.bind(record.locale, at: 2)
        try statement.bind(record.sizeCategory, at: 3)
        try statement.bind(record.stringSet, at: 4)
    }

    private static let upsertScenarioSQL = """
        INSERT INTO scenarios(name, definition_hash, source_path) VALUES (?1, ?2, ?3)
        ON CONFLICT(name) DO UPDATE SET definition_hash = excluded.definition_hash,
                                        source_path = excluded.source_path
        RETURNING id
        """

    private static let insertCaseSQL = """
        INSERT INTO cases(container, locale, size_category, string_set, scenario_id, key)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6)
        """

    private static let updateCaseSQL = """
        UPDATE cases SET container = ?1, locale = ?2, size_category = ?3, string_set = ?4 WHERE id = ?5
        """

    private static let listScenariosSQL = """
        SELECT s.name, s.definition_hash, s.source_path,
               (SELECT count(*) FROM cases c WHERE c.scenario_id = s.id),
               (SELECT count(*) FROM cases c JOIN baselines b ON b.case_id = c.id AND b.superseded_by IS NULL
                 WHERE c.scenario_id = s.id),
               rs.run_id, rs.passed, rs.failed, rs.new, rs.errored
          FROM scenarios s
          LEFT JOIN run_scenarios rs
                 ON rs.scenario_id = s.id
                AND rs.run_id = (SELECT max(run_id) FROM run_scenarios WHERE scenario_id = s.id)
         ORDER BY s.name
        """
}

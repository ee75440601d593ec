/// The cases of the scenarios a batch touches, by case key, read inside the caller's
/// transaction with one query per scenario (the first time one of its cases is looked up)
/// rather than one query per case.
struct ScenarioCaseIndex {
    private let db: Connection
    private let scenarioIDs: [String: Int64]
    /// Whether each case's current baseline is looked up (``KnownCase/baselineID``): an
    /// approval needs it, a run does not, and the join was a third of reading a case.
    private let withBaselines: Bool
    private var cases: [Int64: [String: KnownCase]] = [:]
    /// The last scenario looked up: batches come grouped by scenario.
    private var last: (name: String, id: Int64)?

    init(_ db: Connection, withBaselines: Bool = true) throws {
        self.db = db
        self.withBaselines = withBaselines
        scenarioIDs = try LayoutStore.scenarioIDs(db)
    }

    /// The id of the scenario named `name`, or `nil` if it was never upserted.
    mutating func scenarioID(_ name: String) -> Int64? {
        if let last, last.name == name { return last.id }
        guard let id = scenarioIDs[name] else { return nil }
        last = (name, id)
        return id
    }

    /// Case `key` of scenario `scenarioID`, or `nil` if it has no such case.
    mutating func known(scenarioID: Int64, key: String) throws -> KnownCase? {
        if let known = cases[scenarioID] { return known[key] }
        var known: [String: KnownCase] = [:]
        try db.withStatement(withBaselines ? Self.casesSQL : Self.casesWithoutBaselinesSQL) { row in
            try row.bind(scenarioID, at: 1)
            while try row.step() {
                known[row.string(0)] = KnownCase(
                    id: row.int64(1), container: row.string(2), locale: row.string(3), sizeCategory: row.string(4),
                    stringSet: row.string(5), baselineID: withBaselines ? row.optionalInt64(6) : nil)
            }
        }
        cases[scenarioID] = known
        return known[key]
    }

    /// Forgets the cases of every scenario but those of `batch` (read again if needed): for
    /// callers that go through their cases a batch at a time, in fixture order.
    mutating func keep(scenariosOf batch: [CaseRecord]) {
        var ids: Set<Int64> = [], last: String?
        // Cases come grouped by scenario: one lookup per scenario, not a hash per case.
        for record in batch where record.scenario != last {
            if let id = scenarioIDs[record.scenario] { ids.insert(id) }
            last = record.scenario
        }
        cases = cases.filter { ids.contains($0.key) }
    }

    /// Records a case inserted or changed since ``known(scenarioID:key:)`` read its scenario.
    mutating func set(_ known: KnownCase, scenarioID: Int64, key: String) {
        precondition(cases[scenarioID] != nil, "set a case of a scenario that was never read")
        cases[scenarioID]?[key] = known
    }

    /// Each case of scenario `?1` by key, without its baseline.
    private static let casesWithoutBaselinesSQL = """
        SELECT key, id, container, locale, size_category, string_set FROM cases WHERE scenario_id = ?1
        """

    /// Each case of scenario `?1` by key, with its current baseline's id.
    private static let casesSQL = """
        SELECT c.key, c.id, c.container, c.locale, c.size_category, c.string_set, b.id
          FROM cases c
          LEFT JOIN baselines b ON b.case_id = c.id AND b.superseded_by IS NULL
         WHERE c.scenario_id = ?1
        """
}

@available(*, unavailable)
extension ScenarioCaseIndex: Sendable {}

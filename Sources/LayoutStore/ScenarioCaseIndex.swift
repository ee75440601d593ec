/// The cases of the scenarios a batch touches, by case key, read inside the caller's
/// transaction with one query per scenario (the first time one of its cases is looked up)
/// rather than one query per case.
///
/// `sql` selects the case key first, then whatever `read` makes a `Row` of (from column 1),
/// for the cases of scenario `?1`.
struct ScenarioCaseIndex<Row> {
    private let db: Connection
    private let sql: String
    private let read: (Statement) -> Row
    private let scenarioIDs: [String: Int64]
    private var rows: [Int64: [String: Row]] = [:]
    /// The last scenario looked up: batches come grouped by scenario.
    private var last: (name: String, id: Int64)?

    init(_ db: Connection, sql: String, read: @escaping (Statement) -> Row) throws {
        self.db = db
        self.sql = sql
        self.read = read
        scenarioIDs = try LayoutStore.scenarioIDs(db)
    }

    /// The id of the scenario named `name`, or `nil` if it was never upserted.
    mutating func scenarioID(_ name: String) -> Int64? {
        if let last, last.name == name { return last.id }
        guard let id = scenarioIDs[name] else { return nil }
        last = (name, id)
        return id
    }

    /// The row of case `key` of scenario `scenarioID`, or `nil` if it has no such case.
    mutating func row(scenarioID: Int64, key: String) throws -> Row? {
        if let cases = rows[scenarioID] { return cases[key] }
        var cases: [String: Row] = [:]
        try db.withStatement(sql) { statement in
            try statement.bind(scenarioID, at: 1)
            while try statement.step() {
                cases[statement.string(0)] = read(statement)
            }
        }
        rows[scenarioID] = cases
        return cases[key]
    }

    /// Records a case inserted or changed since ``row(scenarioID:key:)`` read its scenario.
    mutating func set(_ row: Row, scenarioID: Int64, key: String) {
        precondition(rows[scenarioID] != nil, "set a case of a scenario that was never read")
        rows[scenarioID]?[key] = row
    }
}

@available(*, unavailable)
extension ScenarioCaseIndex: Sendable {}

import ContentDigest

/// The distinct findings texts of baselines and result details (`finding_sets`), for the run
/// or approval being written: a case's findings are usually those it had in the run before
/// (its baseline approves them) and those of the case beside it, so each text is stored
/// once and each row points at it, instead of a copy per case per run.
///
/// Valid only inside the ``withStatements(_:_:)`` call that made it.
struct FindingSets {
    private let find: Statement
    private let insert: Statement
    private let db: Connection
    /// The ids of the texts met lately in this run, by their bytes' fingerprint: hashing a
    /// String normalizes it first, which cost more than the rest of a detail row. At most
    /// ``capacity`` texts: a run whose cases each have their own findings would otherwise keep
    /// every one; past it, the cache starts again and texts are found by the table's index.
    private var known: [UInt64: [(text: String, id: Int64)]] = [:]
    private var knownCount = 0
    static let capacity = 4_096

    private init(find: Statement, insert: Statement, db: Connection) {
        self.find = find
        self.insert = insert
        self.db = db
    }

    /// Runs `body` with the statements a ``FindingSets`` needs, finalized when it returns.
    static func withStatements<T>(_ db: Connection, _ body: (FindingSets) throws -> T) throws -> T {
        try db.withStatement(findSQL) { find in
            try db.withStatement(insertSQL) { insert in try body(FindingSets(find: find, insert: insert, db: db)) }
        }
    }

    /// The id of `text` in `finding_sets`, inserted when it is new.
    mutating func id(of text: String) throws -> Int64 {
        let fingerprint = UTF8Bytes.fingerprint(text)
        if let id = known[fingerprint]?.first(where: { UTF8Bytes.equal($0.text, text) })?.id { return id }
        try find.bind(text, at: 1)
        let found = try find.step() ? find.int64(0) : nil
        try find.reset()
        let id: Int64
        if let found {
            id = found
        } else {
            try insert.bind(text, at: 1)
            try insert.run()
            try insert.reset()
            id = db.lastInsertRowID
        }
        if knownCount == Self.capacity { (known, knownCount) = ([:], 0) }
        known[fingerprint, default: []].append((text, id))
        knownCount += 1
        return id
    }

    private static let findSQL = "SELECT id FROM finding_sets WHERE findings = ?1"
    private static let insertSQL = "INSERT INTO finding_sets(findings) VALUES (?1)"
}

@available(*, unavailable)
extension FindingSets: Sendable {}

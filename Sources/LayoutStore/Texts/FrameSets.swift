import ContentDigest

/// The distinct frames texts of baselines (`frame_sets`), for the approval being made: many
/// cases approve the same frames (a string set that changes no text, a device of the same
/// width), so each text is stored once, found by its SHA-256, and each baseline points at it.
///
/// Valid only inside the ``withStatements(_:_:)`` call that made it.
struct FrameSets {
    private let insert: Statement
    private let find: Statement
    private let db: Connection
    /// The ids of the texts met lately in this approval, by digest. At most ``capacity``: an
    /// approval whose cases all differ would otherwise keep a digest per case; past it, the
    /// cache starts again and texts are found by the table's index.
    private var known: [Digest: Int64] = [:]
    static let capacity = 4_096

    /// Runs `body` with the statements a ``FrameSets`` needs, finalized when it returns.
    static func withStatements<T>(_ db: Connection, _ body: (FrameSets) throws -> T) throws -> T {
        try db.withStatement(insertSQL) { insert in
            try db.withStatement(findSQL) { find in try body(FrameSets(insert: insert, find: find, db: db)) }
        }
    }

    /// The id of `frames` in `frame_sets`, inserted when it is new; `digest` is its SHA-256.
    mutating func id(of frames: String, digest: Digest) throws -> Int64 {
        if let id = known[digest] { return id }
        // Insert first: a text new to the table costs one index probe, not a miss then an insert.
        try insert.bind(digest.bytes, at: 1)
        try insert.bind(frames, at: 2)
        try insert.run()
        try insert.reset()
        let id: Int64
        if db.changes == 1 {
            id = db.lastInsertRowID
        } else {
            try find.bind(digest.bytes, at: 1)
            guard try find.step() else { preconditionFailure("frame_sets refused a digest it does not have") }
            id = find.int64(0)
            try find.reset()
        }
        if known.count == Self.capacity { known.removeAll(keepingCapacity: true) }
        known[digest] = id
        return id
    }

    /// Without RETURNING, which makes SQLite keep a statement journal of every page the
    /// insert touches (a text's overflow pages included): 45 MB written to a temporary file
    /// by a `record` of 100,800 cases. The new row's id is the connection's last one.
    private static let insertSQL = "INSERT INTO frame_sets(digest, frames) VALUES (?1, ?2) ON CONFLICT (digest) DO NOTHING"
    private static let findSQL = "SELECT id FROM frame_sets WHERE digest = ?1"
}

@available(*, unavailable)
extension FrameSets: Sendable {}

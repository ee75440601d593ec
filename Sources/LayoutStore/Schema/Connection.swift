internal import CSQLite
internal import Foundation
import ContentDigest
import StrictJSON

/// One `sqlite3` handle, closed when the connection is released.
///
/// Not `Sendable`: a connection is used only from inside ``LayoutStore``'s serial queue.
final class Connection {
    let handle: OpaquePointer
    /// The path given to `sqlite3_open_v2`, used in error messages.
    let path: String
    let busyTimeoutMilliseconds: Int

    /// Opens (creating when absent) the database at `path`; `":memory:"` opens a private
    /// in-memory database.
    init(path: String, busyTimeoutMilliseconds: Int = 5_000) throws {
        if let directory = Self.missingDirectory(of: path) {
            throw StoreError(
                kind: .missingDirectory,
                message: "cannot create database \(path): directory \(directory) does not exist",
                path: path)
        }
        var raw: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        let code = sqlite3_open_v2(path, &raw, flags, nil)
        guard let raw else {
            throw StoreError(kind: .cannotOpen, message: "cannot open database \(path): out of memory", path: path)
        }
        handle = raw
        self.path = path
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        // From here on a throw releases `self`, and deinit closes the handle.
        try check(code, sql: nil)
        try check(sqlite3_extended_result_codes(handle, 1), sql: nil)
        try check(sqlite3_busy_timeout(handle, Int32(clamping: busyTimeoutMilliseconds)), sql: nil)
        try defineSHA256()
        // The first statements read the header: a file that is not SQLite fails here.
        try execute("PRAGMA foreign_keys = ON")
    }

    /// `layoutreg_sha256(text)`: the 32-byte SHA-256 of the text's UTF-8 (NULL for NULL), the
    /// digest `frame_sets` keys its texts by. Migration 8 needs it in SQL to move the frames of
    /// existing baselines there; the store itself digests frames before it writes them.
    private func defineSHA256() throws {
        let code = sqlite3_create_function_v2(
            handle, "layoutreg_sha256", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil,
            { context, _, arguments in
                guard let argument = arguments?[0], let text = sqlite3_value_text(argument) else {
                    return sqlite3_result_null(context)
                }
                let digest = SHA256.hash(UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(argument))))
                digest.bytes.withUnsafeBytes { bytes in
                    sqlite3_result_blob(context, bytes.baseAddress, Int32(bytes.count), sqliteTransient)
                }
            }, nil, nil, nil)
        try check(code, sql: nil)
    }

    /// Settings of a database layoutreg writes, once it is known to be layoutreg's (they
    /// change the file: WAL mode is kept in its header).
    func configureForWriting() throws {
        // 16 KiB pages, for new databases only (an existing file keeps its own): `record` writes
        // 100,000 baselines of ~700 bytes in one transaction, and with 4 KiB pages its commit
        // spent twice as long writing and checkpointing page frames.
        try execute("PRAGMA page_size = 16384")
        if !isInMemory {
            // WAL lets `layoutreg history` read while a run writes; NORMAL is durable enough in WAL.
            try execute("PRAGMA journal_mode = WAL")
            try execute("PRAGMA synchronous = NORMAL")
            // A run appends its results and reads a window's cases at a time: a small page
            // cache is enough, and a large one fills with the pages of a million cases read
            // once (a million-case run peaked at 348 MB with 64 MiB, 255 MB with 8 MiB). A
            // record's approval needs no more: what does not fit spills to the WAL during the
            // transaction, on the lane that writes it, instead of at its commit, when nothing
            // else is left to run. Per connection, not stored.
            try execute("PRAGMA cache_size = -\(Self.pageCacheKiB)")
        }
    }

    /// Opens the existing database at `path` for reading only: no file is created, nothing
    /// is written (no WAL mode, no page size). Without a `-wal` file beside it, everything
    /// committed is in the main file, which is read as immutable (no `-shm` file is made, so
    /// a read-only folder is fine); with one, it is read normally, and as immutable if SQLite
    /// cannot make its `-shm` file there.
    init(readingPath path: String) throws {
        var raw: OpaquePointer?
        let hasLog = FileManager.default.fileExists(atPath: path + "-wal")
        var code = sqlite3_open_v2(Self.uri(path, hasLog ? "mode=ro" : "immutable=1"), &raw,
                                   SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nil)
        if hasLog, code == SQLITE_OK, let opened = raw, sqlite3_exec(opened, "SELECT count(*) FROM sqlite_schema", nil, nil, nil) != SQLITE_OK {
            let first = sqlite3_errcode(opened) & 0xff
            if first == SQLITE_CANTOPEN || first == SQLITE_READONLY || first == SQLITE_BUSY {
                sqlite3_close_v2(opened)
                raw = nil
                code = sqlite3_open_v2(Self.uri(path, "immutable=1"), &raw, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nil)
            }
        }
        guard let raw else {
            throw StoreError(kind: .cannotOpen, message: "cannot open database \(path): out of memory", path: path)
        }
        handle = raw
        self.path = path
        busyTimeoutMilliseconds = 0
        try check(code, sql: nil)
        try check(sqlite3_extended_result_codes(handle, 1), sql: nil)
        // The first read of the header: a file that is not SQLite fails here.
        try execute("SELECT count(*) FROM sqlite_schema")
    }

    /// A `file:` URI for `path` with `query`, escaping what a URI would read otherwise.
    private static func uri(_ path: String, _ query: String) -> String {
        "file:" + PercentEscaping.escape(path, reserved: "?#") + "?" + query
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    var isInMemory: Bool { path == ":memory:" || path.isEmpty }

    /// The one place where SQLite result codes become errors.
    ///
    /// `SQLITE_OK`, `SQLITE_ROW` and `SQLITE_DONE` pass; anything else throws a ``StoreError``
    /// with SQLite's message, the extended code and `sql`.
    func check(_ code: Int32, sql: String?) throws {
        switch code {
        case SQLITE_OK, SQLITE_ROW, SQLITE_DONE:
            return
        default:
            throw error(code: code, sql: sql)
        }
    }

    private func error(code: Int32, sql: String?) -> StoreError {
        let sqliteMessage = String(cString: sqlite3_errmsg(handle))
        let kind: StoreError.Kind
        let message: String
        // Every message names the file and says what to do about it.
        switch code & 0xff {
        case SQLITE_NOTADB:
            kind = .notADatabase
            message = "\(path) is not a layoutreg database: \(sqliteMessage); give another --db"
        case SQLITE_BUSY, SQLITE_LOCKED:
            kind = .busy
            let waited = busyTimeoutMilliseconds % 1000 == 0 ? "\(busyTimeoutMilliseconds / 1000) s" : "\(busyTimeoutMilliseconds) ms"
            message = "database \(path) is locked by another process, which holds its write lock (waited \(waited)): "
                + "\(sqliteMessage); try again when the other layoutreg has finished, or wait longer with "
                + "LAYOUTREG_BUSY_TIMEOUT=<seconds>"
        case SQLITE_CANTOPEN:
            kind = .cannotOpen
            message = "cannot open database \(path): \(sqliteMessage); check that the file and its folder exist and are readable"
        case SQLITE_CORRUPT:
            kind = .corrupt
            message = "database \(path) is corrupt: \(sqliteMessage); restore it from a backup, or move it away and "
                + "let layoutreg create a new one (its history is lost; the baseline files are not)"
        case SQLITE_READONLY, SQLITE_PERM:
            kind = .readOnly
            message = "database \(path) cannot be written: \(sqliteMessage); check the permissions of the file and its folder "
                + "(SQLite also writes \(path)-wal and \(path)-shm beside it)"
        case SQLITE_FULL:
            kind = .diskFull
            message = "the disk holding database \(path) is full: \(sqliteMessage); free some space and run again"
        case SQLITE_IOERR:
            kind = .sqlite
            message = "cannot read or write database \(path): \(sqliteMessage); check the disk and the file"
        case SQLITE_CONSTRAINT:
            kind = .constraint
            message = "database \(path): \(sqliteMessage)"
        default:
            kind = .sqlite
            message = "database \(path): \(sqliteMessage)"
        }
        return StoreError(kind: kind, message: message, sqliteCode: code, sql: sql, path: path)
    }

    /// Prepares `sql`, runs `body` with the statement and finalizes it.
    func withStatement<T>(_ sql: String, _ body: (Statement) throws -> T) throws -> T {
        var raw: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &raw, nil)
        defer { sqlite3_finalize(raw) }
        try check(code, sql: sql)
        guard let raw else {
            preconditionFailure("no SQL statement in: \(sql)")
        }
        return try body(Statement(handle: raw, sql: sql, connection: self))
    }

    /// Every row of `sql`, with `values` bound to its parameters 1, 2, …, each read by `row`.
    ///
    /// ```swift
    /// let names = try db.rows("SELECT name FROM scenarios WHERE id > ?1", 10) { $0.string(0) }
    /// ```
    func rows<Row>(_ sql: String, _ values: any StatementValue..., row: (Statement) throws -> Row) throws -> [Row] {
        try withStatement(sql) { statement in
            try statement.bind(all: values)
            var rows: [Row] = []
            while try statement.step() {
                rows.append(try row(statement))
            }
            return rows
        }
    }

    /// The page cache of a writing connection, in KiB.
    static let pageCacheKiB = 8_192
    /// SQLite's default: a commit that leaves more pages than this in the WAL checkpoints.
    static let automaticCheckpointPages = 1_000

    /// Runs `body` (a transaction) with no checkpoint at its commit, then checkpoints
    /// automatically again: the caller checkpoints when it suits it (``checkpoint()``).
    func withoutAutomaticCheckpoint<T>(_ body: () throws -> T) throws -> T {
        guard !isInMemory else { return try body() }
        try execute("PRAGMA wal_autocheckpoint = 0")
        defer { try? execute("PRAGMA wal_autocheckpoint = \(Self.automaticCheckpointPages)") }
        return try body()
    }

    /// Copies what the WAL holds into the database file, as far as readers allow (a reader
    /// of an older snapshot keeps its pages in the WAL for a later checkpoint).
    func checkpoint() throws {
        guard !isInMemory else { return }
        try execute("PRAGMA wal_checkpoint(PASSIVE)")
    }

    /// Runs one statement, discarding any rows.
    func execute(_ sql: String) throws {
        try withStatement(sql) { statement in
            while try statement.step() {}
        }
    }

    /// Runs every statement of `script` in order (a migration file).
    func execute(script: String) throws {
        try script.utf8CString.withUnsafeBufferPointer { buffer in
            var next = buffer.baseAddress
            while let start = next, start.pointee != 0 {
                var raw: OpaquePointer?
                let code = sqlite3_prepare_v2(handle, start, -1, &raw, &next)
                defer { sqlite3_finalize(raw) }
                // Until it is prepared, the failing statement is "the rest of the script".
                try check(code, sql: String(cString: start))
                guard let raw else {
                    // An empty statement (a stray `;`, trailing comments): go on after it.
                    if next == start { break }
                    continue
                }
                let statement = Statement(handle: raw, sql: String(cString: sqlite3_sql(raw)), connection: self)
                while try statement.step() {}
            }
        }
    }

    /// The first column of the first row of `sql`, as an integer (`nil` if no row or NULL).
    func scalar(_ sql: String) throws -> Int64? {
        try withStatement(sql) { statement in
            try statement.step() && !statement.isNull(0) ? statement.int64(0) : nil
        }
    }

    /// The rowid of the last row inserted through this connection.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// The number of rows the last INSERT, UPDATE or DELETE changed (cascades not included).
    var changes: Int { Int(sqlite3_changes64(handle)) }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back if it throws.
    ///
    /// `IMMEDIATE` takes the write lock up front, so a second writer waits for the busy
    /// timeout at `BEGIN` instead of failing halfway with `SQLITE_BUSY`.
    func writeTransaction<T>(_ body: () throws -> T) throws -> T {
        try transaction("BEGIN IMMEDIATE", body)
    }

    /// Runs `body` inside a read transaction, so that several queries see one snapshot.
    func readTransaction<T>(_ body: () throws -> T) throws -> T {
        try transaction("BEGIN DEFERRED", body)
    }

    private func transaction<T>(_ begin: String, _ body: () throws -> T) throws -> T {
        try execute(begin)
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            // Some errors already rolled back; a second ROLLBACK would only add noise.
            if sqlite3_get_autocommit(handle) == 0 {
                sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
            }
            throw error
        }
    }

    /// The directory of `path` if it does not exist (SQLite would only say "unable to open").
    private static func missingDirectory(of path: String) -> String? {
        guard path != ":memory:", !path.isEmpty else { return nil }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue {
            return nil
        }
        return directory
    }
}

@available(*, unavailable)
extension Connection: Sendable {}

import ContentDigest
internal import CSQLite

/// A prepared statement, valid only inside ``Connection/withStatement(_:_:)``, which
/// finalizes it.
///
/// Bind indexes start at 1 and column indexes at 0, as in SQLite. A bind index out of range
/// is a programmer error and traps; everything else goes through ``Connection/check(_:sql:)``.
struct Statement {
    let handle: OpaquePointer
    let sql: String
    let connection: Connection

    /// Steps once: `true` when a row is available, `false` when the statement is done.
    func step() throws -> Bool {
        let code = sqlite3_step(handle)
        try connection.check(code, sql: sql)
        return code == SQLITE_ROW
    }

    /// Steps until done, for statements that return no rows.
    func run() throws {
        while try step() {}
    }

    /// Makes the statement ready to run again; bindings are kept.
    func reset() throws {
        try connection.check(sqlite3_reset(handle), sql: sql)
    }

    func bind(_ value: Int64, at index: Int32) throws {
        try checkBind(sqlite3_bind_int64(handle, index, value), index)
    }

    func bind(_ value: Int64?, at index: Int32) throws {
        guard let value else { return try bindNull(at: index) }
        try bind(value, at: index)
    }

    func bind(_ value: Int, at index: Int32) throws {
        try bind(Int64(value), at: index)
    }

    func bind(_ value: String?, at index: Int32) throws {
        guard var value else { return try bindNull(at: index) }
        // The UTF-8 bytes and their count, rather than a C string made for the call.
        // SQLITE_TRANSIENT: SQLite copies them, since Swift's buffer is temporary.
        let code = value.withUTF8 { bytes in
            guard let start = bytes.baseAddress else {
                // No address for no bytes, which SQLite would take for NULL.
                return sqlite3_bind_text(handle, index, "", 0, sqliteTransient)
            }
            return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
                sqlite3_bind_text(handle, index, text, Int32(bytes.count), sqliteTransient)
            }
        }
        try checkBind(code, index)
    }

    /// Binds `bytes` as a blob (SQLite copies them).
    func bind(_ bytes: [UInt8], at index: Int32) throws {
        let code = bytes.withUnsafeBytes { buffer in
            // No address for no bytes, which SQLite would take for NULL.
            guard let start = buffer.baseAddress else { return sqlite3_bind_zeroblob(handle, index, 0) }
            return sqlite3_bind_blob(handle, index, start, Int32(buffer.count), sqliteTransient)
        }
        try checkBind(code, index)
    }

    /// Binds `values` to parameters 1, 2, …: a row's columns in the order its SQL lists them.
    func bind(_ values: any StatementValue...) throws {
        try bind(all: values)
    }

    /// Binds `values` to parameters 1, 2, …, as ``bind(_:)`` does.
    func bind(all values: [any StatementValue]) throws {
        for (offset, value) in values.enumerated() {
            try value.bind(to: self, at: Int32(offset + 1))
        }
    }

    func bindNull(at index: Int32) throws {
        try checkBind(sqlite3_bind_null(handle, index), index)
    }

    private func checkBind(_ code: Int32, _ index: Int32) throws {
        precondition(code != SQLITE_RANGE, "bind index \(index) out of range in: \(sql)")
        try connection.check(code, sql: sql)
    }

    /// The number of columns in each row.
    var columnCount: Int32 { sqlite3_column_count(handle) }

    func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    func int(_ column: Int32) -> Int {
        Int(sqlite3_column_int64(handle, column))
    }

    /// The column as an optional integer (`nil` for NULL).
    func optionalInt64(_ column: Int32) -> Int64? {
        isNull(column) ? nil : int64(column)
    }

    /// The column as text (`nil` for NULL).
    func optionalString(_ column: Int32) -> String? {
        guard let text = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// Whether the column is text equal to `value`, compared without copying it into a String.
    func text(_ column: Int32, equals value: String) -> Bool {
        guard let text = sqlite3_column_text(handle, column) else { return false }
        let stored = UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column)))
        return UTF8Bytes.equal(value, stored)
    }

    /// Whether the column is a blob of exactly `bytes`.
    func blob(_ column: Int32, equals bytes: [UInt8]) -> Bool {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count == bytes.count else { return false }
        guard count > 0 else { return sqlite3_column_type(handle, column) == SQLITE_BLOB }
        guard let stored = sqlite3_column_blob(handle, column) else { return false }
        return UnsafeRawBufferPointer(start: stored, count: count).elementsEqual(bytes)
    }

    /// The column as text, for `NOT NULL` columns.
    func string(_ column: Int32) -> String {
        optionalString(column) ?? ""
    }
}

/// `SQLITE_TRANSIENT`, which the C header defines as a cast Swift cannot import.
var sqliteTransient: sqlite3_destructor_type {
    unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

@available(*, unavailable)
extension Statement: Sendable {}

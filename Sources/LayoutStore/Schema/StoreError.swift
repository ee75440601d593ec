/// An error thrown by ``LayoutStore``, with a message a user can act on.
///
/// Every SQLite failure passes through one chokepoint, so the error carries SQLite's own
/// message, its extended result code and the SQL that failed. Everything the store throws
/// is a `StoreError`.
///
/// ```swift
/// do {
///     let store = try LayoutStore(path: ".layoutreg/store.sqlite")
/// } catch let error as StoreError where error.kind == .busy {
///     print(error)   // database … is locked by another process …
/// }
/// ```
public struct StoreError: Error, CustomStringConvertible, Sendable {
    /// The categories a caller may want to handle differently.
    public enum Kind: Sendable, Hashable {
        /// The file exists but is not an SQLite database.
        case notADatabase
        /// An SQLite database of another program: neither layoutreg's application id nor its
        /// tables.
        case foreignDatabase
        /// SQLite found the file damaged.
        case corrupt
        /// The file or its folder cannot be written.
        case readOnly
        /// The disk is full.
        case diskFull
        /// The database was migrated by a newer layoutreg than this one.
        case schemaTooNew
        /// A database opened only to be read (``LayoutStore/init(readingPath:)``) has an older
        /// schema than this layoutreg reads; a command that writes migrates it.
        case schemaTooOld
        /// Another connection held a lock for longer than the busy timeout.
        case busy
        /// The directory that should contain the database does not exist.
        case missingDirectory
        /// SQLite could not open or create the file (permissions, a directory, …).
        case cannotOpen
        /// A constraint failed: unknown case id, duplicate key, …
        case constraint
        /// The caller passed values the store rejects (a case of a scenario never upserted, a
        /// key written twice, …); nothing is written then.
        case invalidInput
        /// Any other SQLite failure.
        case sqlite
    }

    /// The category of the failure.
    public let kind: Kind
    /// A sentence for the user, including SQLite's own message when there is one.
    public let message: String
    /// SQLite's extended result code (for example 2067, `SQLITE_CONSTRAINT_UNIQUE`), if any.
    public let sqliteCode: Int32?
    /// The SQL statement that failed, if any.
    public let sql: String?
    /// The database file concerned, if known.
    public let path: String?

    /// Creates an error; the store creates most of them from SQLite result codes.
    public init(kind: Kind, message: String, sqliteCode: Int32? = nil, sql: String? = nil, path: String? = nil) {
        self.kind = kind
        self.message = message
        self.sqliteCode = sqliteCode
        self.sql = sql
        self.path = path
    }

    /// The message, then the SQLite code and the failing SQL on one line each, if any.
    public var description: String {
        var text = message
        if let sqliteCode {
            text += "\n  SQLite extended result code: \(sqliteCode)"
        }
        if let sql {
            text += "\n  SQL: \(Self.oneLine(sql))"
        }
        return text
    }

    /// The same error with `prefix` in front of its message (used to name a failing migration).
    func prefixed(_ prefix: String) -> StoreError {
        StoreError(kind: kind, message: prefix + message, sqliteCode: sqliteCode, sql: sql, path: path)
    }

    /// Collapses whitespace and cuts long scripts, so a failing migration stays readable.
    private static func oneLine(_ sql: String) -> String {
        let words = sql.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        let joined = words.joined(separator: " ")
        let limit = 400
        guard joined.count > limit else { return joined }
        return String(joined.prefix(limit)) + " …"
    }
}

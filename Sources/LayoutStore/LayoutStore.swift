internal import Dispatch
internal import Foundation

/// The layoutreg database: scenarios, cases, approved baselines, runs and their results.
///
/// Opening a store creates the file when absent and applies the migrations this build
/// carries. The API speaks in strings, integers and doubles; the runner maps engine types
/// to them. All methods may be called from any thread: they run one at a time.
///
/// Its parts, a folder each: `Schema` (the connection, statements, errors and migrations),
/// `Scenarios` (scenarios and their cases), `Approvals` (baselines and their provenance),
/// `Runs` (runs, results, history, the inputs `run --incremental` compares and the fonts'
/// and executable's digests kept between commands) and `Texts` (the frames and findings
/// texts that baselines and results point at, each stored once).
///
/// ```swift
/// let store = try LayoutStore(path: ".layoutreg/store.sqlite")
/// try store.upsertScenarios([ScenarioRecord(name: "Checkout", definitionHash: hash)])
/// let caseIDs = try store.upsertCases(cases)
/// let baselines = try store.currentBaselines()
/// let runID = try store.recordRun(run, results: results)
/// ```
public final class LayoutStore: @unchecked Sendable {
    // Why `@unchecked Sendable` is safe: apart from immutable lets, the only state is
    // `connection`, a non-Sendable `Connection`, and it is touched exclusively inside
    // `queue.sync` (see `serialized`). The queue is serial, so SQLite sees one call at a time
    // whatever the calling thread; the connection never escapes those closures. That is also
    // why it is opened with SQLITE_OPEN_NOMUTEX: the queue, not SQLite, excludes.

    /// The database path given at opening (`":memory:"` for an in-memory store).
    public let path: String
    /// The schema version of the database after migrating.
    public let schemaVersion: Int

    private let connection: Connection
    private let queue: DispatchQueue

    /// The highest schema version this build can migrate to and read.
    public static var supportedSchemaVersion: Int { Migrator(migrations: EmbeddedMigrations.all).latestVersion }

    /// Opens the database at `path`, creating and migrating it as needed.
    ///
    /// `":memory:"` opens a private in-memory database. The file is created when absent, but
    /// its directory must exist. A database that another process has locked is waited for up
    /// to `busyTimeoutMilliseconds`; by default ``defaultBusyTimeoutMilliseconds()``. A
    /// database that is not layoutreg's (by its application id, or by its tables) is refused
    /// unless `force` (by default: the environment variable `LAYOUTREG_FORCE_DATABASE=1`).
    ///
    /// - Throws: ``StoreError`` with kind `.missingDirectory`, `.notADatabase`,
    ///   `.foreignDatabase`, `.schemaTooNew`, `.busy` or `.cannotOpen`, each naming `path`.
    public convenience init(path: String, busyTimeoutMilliseconds: Int? = nil, force: Bool? = nil) throws {
        try self.init(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds ?? Self.defaultBusyTimeoutMilliseconds(),
                      migrations: EmbeddedMigrations.all,
                      force: force ?? (ProcessInfo.processInfo.environment["LAYOUTREG_FORCE_DATABASE"] == "1"))
    }

    /// Opens an existing database to read it only (`layoutreg history`): nothing is created or
    /// migrated, and a database in a read-only folder (where SQLite cannot create its `-shm`
    /// file) is opened as immutable.
    ///
    /// - Throws: ``StoreError`` as ``init(path:busyTimeoutMilliseconds:force:)`` does, and
    ///   `.schemaTooOld` for a database an older layoutreg wrote, which this one would migrate.
    public convenience init(readingPath path: String) throws {
        let connection = try Connection(readingPath: path)
        let migrator = Migrator(migrations: EmbeddedMigrations.all)
        try migrator.refuseForeign(connection, force: false)
        let version = try migrator.checkedVersion(connection)
        // Reading does not migrate, and this build's queries name this build's tables.
        if version > 0 && version < migrator.latestVersion {
            throw StoreError(kind: .schemaTooOld,
                             message: "database \(path) has schema version \(version) and this layoutreg reads version "
                                 + "\(migrator.latestVersion): `layoutreg run` or `layoutreg record` with --db \(path) migrates it",
                             path: path)
        }
        try self.init(connection: connection, schemaVersion: version, path: path)
    }

    /// How long to wait for another process's lock: `LAYOUTREG_BUSY_TIMEOUT` seconds if set
    /// (a whole number from 0 to 86,400), else 60 s, which outlasts any run's write.
    public static func defaultBusyTimeoutMilliseconds() throws -> Int {
        guard let text = ProcessInfo.processInfo.environment["LAYOUTREG_BUSY_TIMEOUT"] else { return 60_000 }
        guard let seconds = Int(text), (0...86_400).contains(seconds) else {
            throw StoreError(kind: .invalidInput,
                             message: "LAYOUTREG_BUSY_TIMEOUT must be a whole number of seconds from 0 to 86400, got \"\(text)\"")
        }
        return seconds * 1000
    }

    /// Opens `path` with a given list of migrations (tests use broken or future ones).
    convenience init(path: String, busyTimeoutMilliseconds: Int, migrations: [Migration], force: Bool = false) throws {
        let connection = try Connection(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        let migrator = Migrator(migrations: migrations)
        try migrator.refuseForeign(connection, force: force)
        try connection.configureForWriting()
        try self.init(connection: connection, schemaVersion: try migrator.migrate(connection), path: path)
    }

    private init(connection: Connection, schemaVersion: Int, path: String) throws {
        self.schemaVersion = schemaVersion
        self.connection = connection
        self.path = path
        queue = DispatchQueue(label: "layoutreg.LayoutStore")
    }

    /// Opens a new, private, migrated in-memory database.
    public static func inMemory() throws -> LayoutStore {
        try LayoutStore(path: ":memory:")
    }

    /// Sends what the open write transaction has written to the WAL so far on to the disk,
    /// committing and checkpointing nothing; from any thread, beside the store's own work.
    ///
    /// A checkpoint flushes the whole WAL before it copies it: after `record`'s one transaction
    /// of 100,000 cases that was 20 MB, 75 ms at the end of the command spent waiting, with no
    /// layout left to overlap them. Written back as the transaction goes (`record` does it once
    /// a window, on the thread that flushes its files), the checkpoint finds only the last
    /// pages left. A hint, so failures are ignored: the checkpoint flushes all that matters.
    /// The WAL is opened apart from SQLite's connection; SQLite locks the database and its
    /// `-shm` file, never the WAL, so closing this descriptor releases none of its locks.
    public func writeBackLog() {
        guard path != ":memory:", !path.isEmpty else { return }
        let descriptor = open(path + "-wal", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fdatasync(descriptor)
        close(descriptor)
    }

    /// Waits for a checkpoint still running (``checkpoint(inBackground:)``) before the
    /// connection closes, so that a process exiting right after releasing its store leaves
    /// everything in the database file.
    deinit {
        queue.sync {}
    }

    /// Copies what the WAL holds into the database file, as far as readers allow (a reader of
    /// an older snapshot keeps its pages in the WAL for a later checkpoint). `inBackground`, it
    /// runs on the store's queue and this returns at once: calls made meanwhile, and the
    /// store's release, wait for it, and a failure leaves the work to the next checkpoint
    /// (at the latest, closing the connection).
    public func checkpoint(inBackground: Bool = false) throws {
        guard inBackground else {
            return try serialized { try $0.checkpoint() }
        }
        let connection = QueueOnly(connection)
        queue.async { try? connection.value.checkpoint() }
    }

    /// A value only the store's queue touches, carried into a block run on it. The block
    /// takes the connection, not the store: a block holding the last reference to the store
    /// would run its `deinit`, which waits for the queue, on the queue.
    private struct QueueOnly<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Runs `body` with the connection on the store's serial queue.
    func serialized<T>(_ body: (Connection) throws -> T) throws -> T {
        // A re-entrant call would deadlock on `sync`; trap with a message instead.
        dispatchPrecondition(condition: .notOnQueue(queue))
        return try queue.sync {
            try body(connection)
        }
    }
}

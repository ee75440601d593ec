internal import Dispatch

/// The layoutreg database: scenarios, cases, approved baselines, runs and their results.
///
/// Opening a store creates the file when absent and applies the migrations this build
/// carries. The API speaks in strings, integers and doubles; the runner maps engine types
/// to them. All methods may be called from any thread: they run one at a time.
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
    /// to `busyTimeoutMilliseconds`.
    ///
    /// - Throws: ``StoreError`` with kind `.missingDirectory`, `.notADatabase`,
    ///   `.schemaTooNew`, `.busy` or `.cannotOpen`, each naming `path`.
    public convenience init(path: String, busyTimeoutMilliseconds: Int = 5_000) throws {
        try self.init(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds, migrations: EmbeddedMigrations.all)
    }

    /// Opens `path` with a given list of migrations (tests use broken or future ones).
    init(path: String, busyTimeoutMilliseconds: Int, migrations: [Migration]) throws {
        let connection = try Connection(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        schemaVersion = try Migrator(migrations: migrations).migrate(connection)
        self.connection = connection
        self.path = path
        queue = DispatchQueue(label: "layoutreg.LayoutStore")
    }

    /// Opens a new, private, migrated in-memory database.
    public static func inMemory() throws -> LayoutStore {
        try LayoutStore(path: ":memory:")
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

import StrictJSON

/// Applies append-only migrations in order, each in one transaction with its
/// `schema_migrations` row, and refuses databases newer than this build.
struct Migrator {
    let migrations: [Migration]

    init(migrations: [Migration]) {
        precondition(
            zip(migrations, migrations.dropFirst()).allSatisfy { $0.version < $1.version }
                && (migrations.first?.version ?? 1) > 0,
            "migrations must have positive, strictly increasing versions")
        self.migrations = migrations
    }

    /// The highest version this build knows.
    var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Brings `db` up to ``latestVersion`` and returns its schema version.
    ///
    /// A database that is already current is only read, so opening it takes no write lock.
    @discardableResult
    func migrate(_ db: Connection) throws -> Int {
        var current = try appliedVersion(db)
        try refuseNewer(current, db)
        for migration in migrations where migration.version > current {
            try db.writeTransaction {
                try db.execute(Self.createTable)
                // Another process may have migrated while this one waited for the lock.
                let applied = try appliedVersion(db)
                try refuseNewer(applied, db)
                guard applied < migration.version else { return }
                do {
                    try db.execute(script: migration.sql)
                } catch let error as StoreError {
                    // A damaged page can also read back as an older version, whose migration
                    // then fails on what is already there: say what is wrong with the file.
                    try refuseDamaged(db)
                    let file = Self.fileName(migration)
                    throw error.prefixed("migration \(file) failed in \(db.path): ")
                }
                try db.withStatement(Self.insertRow) { statement in
                    try statement.bind(migration.version, at: 1)
                    try statement.bind(migration.name, at: 2)
                    try statement.run()
                }
            }
            current = try appliedVersion(db)
        }
        return current
    }

    /// layoutreg's `PRAGMA application_id`: "LREG" in ASCII (set by migration 0004).
    static let applicationID: Int64 = 0x4C52_4547

    /// Refuses a database that is not layoutreg's, unless `force`: one with another
    /// program's application id, or without one and with tables but not layoutreg's (an
    /// empty file is new; one with `schema_migrations` and `baselines` is an older layoutreg's).
    func refuseForeign(_ db: Connection, force: Bool) throws {
        guard !db.isInMemory, !force else { return }
        let id = try db.scalar("PRAGMA application_id") ?? 0
        if id == Self.applicationID { return }
        let tables = try db.rows("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name") {
            $0.string(0)
        }
        if id == 0 && (tables.isEmpty || (tables.contains("schema_migrations") && tables.contains("baselines"))) { return }
        let what = id != 0 ? "its application id is \(id), not layoutreg's \(Self.applicationID)"
            : "it has no layoutreg application id and tables layoutreg does not make ("
                + tables.prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", …" : "") + ")"
        throw StoreError(kind: .foreignDatabase,
                         message: "\(db.path) is an SQLite database of another program: \(what); give layoutreg its own "
                            + "--db, or set LAYOUTREG_FORCE_DATABASE=1 to add layoutreg's tables to this one",
                         path: db.path)
    }

    /// The applied version of a database opened for reading, refused when newer than this build.
    func checkedVersion(_ db: Connection) throws -> Int {
        let version = try appliedVersion(db)
        try refuseNewer(version, db)
        return version
    }

    /// The highest applied version, 0 for a fresh database.
    func appliedVersion(_ db: Connection) throws -> Int {
        let exists = try db.scalar(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'")
        guard exists == 1 else { return 0 }
        return Int(try db.scalar("SELECT max(version) FROM schema_migrations") ?? 0)
    }

    private func refuseNewer(_ version: Int, _ db: Connection) throws {
        guard version > latestVersion else { return }
        // A damaged page can read back as a version number: a version from the future is only
        // believed of a file that passes SQLite's own check.
        try refuseDamaged(db)
        throw StoreError(
            kind: .schemaTooNew,
            message: "\(db.path): database schema version \(version) is newer than this layoutreg "
                + "understands (\(latestVersion)); upgrade layoutreg",
            path: db.path)
    }

    /// Throws `.corrupt` if SQLite's own check finds `db` damaged.
    private func refuseDamaged(_ db: Connection) throws {
        let problem = try db.withStatement("PRAGMA quick_check(1)") { statement in
            try statement.step() && !statement.text(0, equals: "ok") ? statement.string(0) : nil
        }
        guard let problem else { return }
        throw StoreError(
            kind: .corrupt,
            message: "database \(db.path) is corrupt: \(problem); restore it from a backup, or move it away and "
                + "let layoutreg create a new one (its history is lost; the baseline files are not)",
            path: db.path)
    }

    private static func fileName(_ migration: Migration) -> String {
        TextColumns.pad(String(migration.version), 4, alignRight: true, fill: "0") + "_" + migration.name + ".sql"
    }

    private static let createTable = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version    INTEGER PRIMARY KEY,
            name       TEXT NOT NULL,
            applied_at TEXT NOT NULL
        ) STRICT
        """

    private static let insertRow = """
        INSERT INTO schema_migrations(version, name, applied_at)
        VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
        """
}

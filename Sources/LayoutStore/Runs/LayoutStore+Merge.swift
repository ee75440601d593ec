internal import Foundation

extension LayoutStore {
    /// Refuses `inputs` that ``merge(_:label:)`` would refuse before it attaches them into the
    /// database at `output`, at `schemaVersion`: a missing file, the output itself, a database
    /// that is not layoutreg's, or one at another schema version. `layoutreg merge` asks before
    /// it opens the output, so that a refusal leaves no new file behind.
    public static func checkMergeInputs(_ inputs: [String], into output: String,
                                        schemaVersion: Int = supportedSchemaVersion) throws {
        let outputPath = output == ":memory:" ? output : URL(fileURLWithPath: output).standardizedFileURL.path
        for input in inputs {
            guard FileManager.default.fileExists(atPath: input) else {
                throw StoreError(kind: .invalidInput, message: "no database at \(input)")
            }
            guard URL(fileURLWithPath: input).standardizedFileURL.path != outputPath else {
                throw StoreError(kind: .invalidInput, message: "\(input) is the output database: merge it into another one")
            }
            // Refuses what is not layoutreg's, or is newer or older, before it is attached.
            let version = try LayoutStore(readingPath: input).schemaVersion
            guard version == schemaVersion else {
                throw StoreError(kind: .invalidInput, message: "\(input) is at schema version \(version) and \(output) at "
                                 + "\(schemaVersion): merge databases written by the same layoutreg")
            }
        }
    }

    /// Brings the runs of other layoutreg databases into this one, in one transaction:
    /// shards of one run (one label, `I/N` for each I) become one run, complete when every
    /// shard is in; any other run is appended whole. A run already merged, by its uid, is
    /// skipped, so merging the same databases twice adds nothing.
    ///
    /// Scenarios and cases are matched by name and key. Baselines and their approvals are
    /// not merged: the baseline files in the repository are their source.
    ///
    /// - Parameter label: combines every shard of the inputs under this label instead of
    ///   their own (for shards run without a label or a commit).
    /// - Throws: ``StoreError`` `.invalidInput` for an input that is missing, this database
    ///   itself, of another schema version, or a shard with no label; shards of one label
    ///   run with other fonts or another engine version. Nothing is written then.
    @discardableResult
    public func merge(_ inputs: [String], label: String? = nil) throws -> MergeReport {
        try Self.checkMergeInputs(inputs, into: path, schemaVersion: schemaVersion)
        return try serialized { db in
            // ATTACH cannot run inside a transaction: every input is attached first.
            for (k, input) in inputs.enumerated() {
                do {
                    try db.withStatement("ATTACH DATABASE ?1 AS src\(k)") { attach in
                        try attach.bind(input, at: 1)
                        try attach.run()
                    }
                } catch {
                    for j in 0..<k { try? db.execute("DETACH DATABASE src\(j)") }
                    throw StoreError(kind: .invalidInput, message: "cannot attach \(input) (\(error)); "
                                     + "a transaction takes at most \(Self.mergeInputsPerTransaction) databases")
                }
            }
            defer { for k in inputs.indices { try? db.execute("DETACH DATABASE src\(k)") } }
            return try db.writeTransaction {
                var report = MergeReport()
                // Combined runs by id, with the filter their shards were given.
                var combined: [Int64: String?] = [:]
                for (k, input) in inputs.enumerated() {
                    try Self.copyScenariosAndCases(from: "src\(k)", db)
                    for run in try Self.sourceRuns("src\(k)", db) {
                        let name = "\(input) run \(run.id)"
                        if try Self.knows(uid: run.uid, db) {
                            report.skipped += 1
                            report.lines.append("\(name): already merged, skipped")
                        } else if let shard = run.shard {
                            guard let runLabel = label ?? run.label else {
                                throw StoreError(kind: .invalidInput, message: "\(name) is shard \(shard.index)/\(shard.count) with "
                                                 + "no label: give `layoutreg run --run-label`, or `layoutreg merge --run-label`")
                            }
                            let target = try Self.combinedRun(for: run, from: "src\(k)", label: runLabel, db, source: name)
                            try Self.copyResults(of: run.id, from: "src\(k)", into: target, db)
                            try Self.copyIncremental(of: run.id, from: "src\(k)", into: target, db)
                            try Self.copyDefinitions(of: run.id, from: "src\(k)", into: target, db)
                            try Self.noteSource(run.uid, shardIndex: shard.index, into: target, db)
                            try Self.widenTimes(of: target, to: run.id, from: "src\(k)", db)
                            combined[target] = Self.pattern(of: run)
                            report.combined += 1
                            report.lines.append("\(name) (shard \(shard.index)/\(shard.count), label \(runLabel)): into run \(target)")
                        } else {
                            let target = try Self.appendRun(run.id, from: "src\(k)", db)
                            try Self.copyResults(of: run.id, from: "src\(k)", into: target, db)
                            try Self.copyIncremental(of: run.id, from: "src\(k)", into: target, db)
                            try Self.copyDefinitions(of: run.id, from: "src\(k)", into: target, db)
                            try Self.copySources(of: run.id, from: "src\(k)", into: target, db)
                            try Self.recount(target, db)
                            report.appended += 1
                            report.lines.append("\(name): appended as run \(target)")
                        }
                    }
                }
                for (target, pattern) in combined.sorted(by: { $0.key < $1.key }) {
                    try Self.recount(target, db)
                    try Self.rescope(target, pattern: pattern, db)
                }
                return report
            }
        }
    }

    /// How many databases one transaction attaches: SQLite's SQLITE_MAX_ATTACHED, 10 unless
    /// it was compiled with another.
    public static let mergeInputsPerTransaction = 10

    /// A run of an attached database, as merge reads it.
    private struct SourceRun {
        var id: Int64
        var uid: String
        var label: String?
        var shard: (index: Int, count: Int)?
        var filter: String?
        var engineVersion: String
        var fontHashes: String
    }

    private static func sourceRuns(_ schema: String, _ db: Connection) throws -> [SourceRun] {
        try db.rows("""
            SELECT id, uid, label, shard_index, shard_count, filter, engine_version, font_hashes
              FROM \(schema).runs ORDER BY id
            """) { statement in
            let index = statement.optionalInt64(3), count = statement.optionalInt64(4)
            return SourceRun(
                id: statement.int64(0), uid: statement.string(1), label: statement.optionalString(2),
                shard: index.flatMap { i in count.map { (Int(i), Int($0)) } }, filter: statement.optionalString(5),
                engineVersion: statement.string(6), fontHashes: statement.string(7))
        }
    }

    /// Whether this database has the run `uid`, or has merged it into one of its runs.
    private static func knows(uid: String, _ db: Connection) throws -> Bool {
        try db.withStatement("SELECT EXISTS (SELECT 1 FROM main.runs WHERE uid = ?1) OR EXISTS (SELECT 1 FROM main.run_sources WHERE uid = ?1)") {
            try $0.bind(uid, at: 1)
            return try $0.step() && $0.int64(0) != 0
        }
    }

    private static func copyScenariosAndCases(from schema: String, _ db: Connection) throws {
        try db.execute("""
            INSERT OR IGNORE INTO main.scenarios(name, definition_hash, source_path)
            SELECT name, definition_hash, source_path FROM \(schema).scenarios ORDER BY id
            """)
        try db.execute("""
            INSERT OR IGNORE INTO main.cases(scenario_id, key, container, locale, size_category, string_set)
            SELECT ms.id, c.key, c.container, c.locale, c.size_category, c.string_set
              FROM \(schema).cases c
              JOIN \(schema).scenarios s ON s.id = c.scenario_id
              JOIN main.scenarios ms ON ms.name = s.name
             ORDER BY c.id
            """)
    }

    /// The filter a shard was given, without the shard itself (`demo/*, shard 2/3` → `demo/*`).
    private static func pattern(of run: SourceRun) -> String? {
        guard let filter = run.filter, let shard = run.shard else { return run.filter }
        let parts = filter.components(separatedBy: ", ").filter { $0 != "shard \(shard.index)/\(shard.count)" }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The run here that the shards labelled `label` (with the same count and filter) are
    /// combined into, created from `run` when it is the first of them.
    private static func combinedRun(for run: SourceRun, from schema: String, label: String, _ db: Connection,
                                    source: String) throws -> Int64 {
        guard let shard = run.shard else { preconditionFailure("only shards are combined") }
        let pattern = pattern(of: run)
        // The same shards merged into two history databases get the same uid, so that
        // merging one history into the other recognises the run.
        let uid = "merged \(shard.count) \(label)" + (pattern.map { " " + $0 } ?? "")
        let existing: (Int64, String, String)? = try db.withStatement("""
            SELECT id, engine_version, font_hashes FROM main.runs WHERE uid = ?1
            """) { statement in
            try statement.bind(uid, at: 1)
            return try statement.step() ? (statement.int64(0), statement.string(1), statement.string(2)) : nil
        }
        if let (id, engine, fonts) = existing {
            guard engine == run.engineVersion, fonts == run.fontHashes else {
                throw StoreError(kind: .invalidInput, message: "\(source) ran with another engine version or other fonts than "
                                 + "the other shards labelled \(label): they are not one run")
            }
            return id
        }
        return try db.withStatement("""
            INSERT INTO main.runs(started_at, ended_at, git_commit, host, engine_version, font_hashes, scope, filter,
                                  duration_ms, total, passed, failed, new, errored, label, uid, shard_count)
            SELECT started_at, ended_at, git_commit, host, engine_version, font_hashes, 'shard', ?3,
                   duration_ms, 0, 0, 0, 0, 0, ?2, ?1, shard_count
              FROM \(schema).runs WHERE id = ?4
            """) { statement in
            try statement.bind(uid, at: 1)
            try statement.bind(label, at: 2)
            try statement.bind(pattern, at: 3)
            try statement.bind(run.id, at: 4)
            try statement.run()
            return db.lastInsertRowID
        }
    }

    private static func appendRun(_ id: Int64, from schema: String, _ db: Connection) throws -> Int64 {
        try db.withStatement("""
            INSERT INTO main.runs(started_at, ended_at, git_commit, host, engine_version, font_hashes, scope, filter,
                                  duration_ms, total, passed, failed, new, errored, label, uid, shard_index, shard_count)
            SELECT started_at, ended_at, git_commit, host, engine_version, font_hashes, scope, filter,
                   duration_ms, total, passed, failed, new, errored, label, uid, shard_index, shard_count
              FROM \(schema).runs WHERE id = ?1
            """) { statement in
            try statement.bind(id, at: 1)
            try statement.run()
            return db.lastInsertRowID
        }
    }

    private static func copyResults(of run: Int64, from schema: String, into target: Int64, _ db: Connection) throws {
        let join = " FROM \(schema).results r" + sameCases(of: "r", in: schema)
        try copy(run, into: target, db, [
            "INSERT OR IGNORE INTO main.results(run_id, case_id, status, max_delta) SELECT ?2, mc.id, r.status, r.max_delta "
                + join + " WHERE r.run_id = ?1 ORDER BY mc.id",
            "INSERT OR IGNORE INTO main.result_details(run_id, case_id, diff, error_message, findings) "
                + "SELECT ?2, mc.id, d.diff, d.error_message, "
                + "coalesce(d.findings, (SELECT fs.findings FROM \(schema).finding_sets fs WHERE fs.id = d.findings_set)) "
                + join + " JOIN \(schema).result_details d ON d.run_id = r.run_id AND d.case_id = r.case_id WHERE r.run_id = ?1",
        ])
    }

    /// The joins from the rows `alias` of `schema` (which have a `case_id`) to `mc`, the same
    /// case in `main`, by scenario name and case key: ids differ between databases.
    private static func sameCases(of alias: String, in schema: String) -> String {
        " JOIN \(schema).cases c ON c.id = \(alias).case_id JOIN \(schema).scenarios s ON s.id = c.scenario_id"
            + " JOIN main.scenarios ms ON ms.name = s.name JOIN main.cases mc ON mc.scenario_id = ms.id AND mc.key = c.key"
    }

    /// Runs each of `statements`, in order, with `?1` the source run and `?2` the run it becomes here.
    private static func copy(_ run: Int64, into target: Int64, _ db: Connection, _ statements: [String]) throws {
        for sql in statements {
            try db.withStatement(sql) { statement in
                try statement.bind(run, at: 1)
                try statement.bind(target, at: 2)
                try statement.run()
            }
        }
    }

    /// What `run --incremental` kept with the run: the cases it skipped (`run_skips`) and the
    /// input digests of the cases that passed (`case_inputs`), so that the merged history
    /// explains its skips and a later incremental run against it skips what passed. A skip's
    /// passing run is the one it became here, found by its uid (as a run or as a shard of a
    /// combined run); 0, no run, when the source had pruned it.
    private static func copyIncremental(of run: Int64, from schema: String, into target: Int64, _ db: Connection) throws {
        try copy(run, into: target, db, [
            """
            INSERT OR IGNORE INTO main.run_skips(run_id, case_id, passed_run_id)
            SELECT ?2, mc.id, coalesce((SELECT m.id FROM main.runs m WHERE m.uid = p.uid),
                                       (SELECT rs.run_id FROM main.run_sources rs WHERE rs.uid = p.uid), 0)
              FROM \(schema).run_skips x
            """ + sameCases(of: "x", in: schema) + """
              LEFT JOIN \(schema).runs p ON p.id = x.passed_run_id
             WHERE x.run_id = ?1 ORDER BY mc.id
            """,
            "INSERT OR IGNORE INTO main.case_inputs(case_id, run_id, digest) SELECT mc.id, ?2, x.digest FROM \(schema).case_inputs x"
                + sameCases(of: "x", in: schema) + " WHERE x.run_id = ?1 ORDER BY mc.id",
        ])
    }

    /// A combined run starts with its first shard and ends with its last; its duration is
    /// the longest shard's, since shards run side by side.
    private static func widenTimes(of target: Int64, to run: Int64, from schema: String, _ db: Connection) throws {
        try db.withStatement("""
            UPDATE main.runs SET started_at = min(main.runs.started_at, s.started_at), ended_at = max(main.runs.ended_at, s.ended_at),
                                 duration_ms = max(main.runs.duration_ms, s.duration_ms)
              FROM (SELECT started_at, ended_at, duration_ms FROM \(schema).runs WHERE id = ?2) AS s
             WHERE main.runs.id = ?1
            """) { statement in
            try statement.bind(target, at: 1)
            try statement.bind(run, at: 2)
            try statement.run()
        }
    }

    /// Each scenario's definition as the source run laid it out, for `flaky_cases`.
    private static func copyDefinitions(of run: Int64, from schema: String, into target: Int64, _ db: Connection) throws {
        try copy(run, into: target, db, ["""
            INSERT INTO main.run_scenarios(run_id, scenario_id, total, passed, failed, new, errored, definition_hash)
            SELECT ?2, ms.id, 0, 0, 0, 0, 0, rs.definition_hash
              FROM \(schema).run_scenarios rs
              JOIN \(schema).scenarios s ON s.id = rs.scenario_id
              JOIN main.scenarios ms ON ms.name = s.name
             WHERE rs.run_id = ?1
            ON CONFLICT (run_id, scenario_id) DO UPDATE SET definition_hash = excluded.definition_hash
            """])
    }

    private static func noteSource(_ uid: String, shardIndex: Int?, into target: Int64, _ db: Connection) throws {
        try db.withStatement("INSERT OR IGNORE INTO main.run_sources(uid, run_id, shard_index) VALUES (?1, ?2, ?3)") { statement in
            try statement.bind(uid, at: 1)
            try statement.bind(target, at: 2)
            try statement.bind(shardIndex.map(Int64.init), at: 3)
            try statement.run()
        }
    }

    /// A merged run's own sources come along, so that a history merged into another still
    /// knows the shards it was made of.
    private static func copySources(of run: Int64, from schema: String, into target: Int64, _ db: Connection) throws {
        try copy(run, into: target, db, ["""
            INSERT OR IGNORE INTO main.run_sources(uid, run_id, shard_index)
            SELECT uid, ?2, shard_index FROM \(schema).run_sources WHERE run_id = ?1
            """])
    }

    /// A run's counts and per-scenario counts (which `history` reads) from its results here.
    private static func recount(_ run: Int64, _ db: Connection) throws {
        for sql in [
            """
            UPDATE main.runs SET
                   total = (SELECT count(*) FROM main.results WHERE run_id = ?1),
                   passed = (SELECT count(*) FROM main.results WHERE run_id = ?1 AND status = 0),
                   failed = (SELECT count(*) FROM main.results WHERE run_id = ?1 AND status = 1),
                   new = (SELECT count(*) FROM main.results WHERE run_id = ?1 AND status = 2),
                   errored = (SELECT count(*) FROM main.results WHERE run_id = ?1 AND status = 3)
             WHERE id = ?1
            """,
            // Upserted: the definition hashes came with the source runs (copyDefinitions).
            """
            INSERT INTO main.run_scenarios(run_id, scenario_id, total, passed, failed, new, errored)
            SELECT r.run_id, c.scenario_id, count(*), sum(r.status = 0), sum(r.status = 1), sum(r.status = 2), sum(r.status = 3)
              FROM main.results r JOIN main.cases c ON c.id = r.case_id
             WHERE r.run_id = ?1
             GROUP BY c.scenario_id
            ON CONFLICT (run_id, scenario_id) DO UPDATE SET
                   total = excluded.total, passed = excluded.passed, failed = excluded.failed,
                   new = excluded.new, errored = excluded.errored
            """,
        ] {
            try db.withStatement(sql) { statement in
                try statement.bind(run, at: 1)
                try statement.run()
            }
        }
    }

    /// A combined run is full (or, with a filter, filtered) once every shard is in, and says
    /// which shards it has until then.
    private static func rescope(_ run: Int64, pattern: String?, _ db: Connection) throws {
        let (count, have): (Int, [Int]) = try db.withStatement("""
            SELECT r.shard_count, s.shard_index FROM main.runs r JOIN main.run_sources s ON s.run_id = r.id
             WHERE r.id = ?1 AND s.shard_index IS NOT NULL
            """) { statement in
            try statement.bind(run, at: 1)
            var count = 0, have: Set<Int> = []
            while try statement.step() {
                count = statement.int(0)
                have.insert(statement.int(1))
            }
            return (count, have.sorted())
        }
        let complete = have == Array(1...max(count, 1))
        let scope = complete ? (pattern == nil ? RunScope.full : .filtered) : .shard
        let shards = "shards " + have.map(String.init).joined(separator: ", ") + " of \(count)"
        let filter = complete ? pattern : [pattern, shards].compactMap { $0 }.joined(separator: ", ")
        try db.withStatement("UPDATE main.runs SET scope = ?2, filter = ?3 WHERE id = ?1") { statement in
            try statement.bind(run, at: 1)
            try statement.bind(scope.rawValue, at: 2)
            try statement.bind(filter, at: 3)
            try statement.run()
        }
    }
}

import Foundation
import LayoutStore
import Testing
import TestSupport

/// Inputs an attacker or an unlucky machine gives: each is refused with exit 2 and a message
/// that says where, and nothing on disk changes.
@Suite(.serialized) struct HostileInputTests {
    static func scenario(name: String = "hostile/case", view: String = #"{"type": "Color"}"#) -> String {
        #"{"scenario": "\#(name)", "matrix": {"containers": ["iPhoneSE3"]}, "view": \#(view)}"#
    }

    func project(_ scenario: String = Self.scenario()) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Fixtures/case.json", scenario)
        return folder
    }

    // MARK: Numbers

    @Test(arguments: [["layout", "Fixtures/case.json"], ["record", "--db", "x.sqlite"], ["run", "--no-store"], ["run", "--db", "x.sqlite"]])
    func aHugeNumberInAFixtureIsLocated(command: [String]) throws {
        let folder = try project(Self.scenario(view: "{\"type\": \"Color\",\n \"modifiers\": [{\"padding\": 1e308}]}"))
        defer { folder.remove() }
        let before = folder.snapshot()
        let result = layoutreg(command, in: folder.path)
        #expect(result.code == 2, "\(result.err)")
        #expect(result.err.contains("Fixtures/case.json:2:28: view.modifiers[0].padding: expected a length in points"),
                "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(folder.snapshot() == before)
    }

    /// Lengths in range whose sum is not: the case cannot be laid out, and no such frame is
    /// printed, recorded or compared.
    @Test func framesOutOfRangeAreNeverWritten() throws {
        let big = #"{"type": "HStack", "children": [{"type": "Color", "modifiers": [{"frame": {"width": 9000000}}]},"#
            + #"{"type": "Color", "modifiers": [{"frame": {"width": 9000000}}]}]}"#
        let folder = try project(Self.scenario(view: big))
        defer { folder.remove() }
        let layout = layoutreg(["layout", "Fixtures/case.json"], in: folder.path)
        #expect(layout.code == 2)
        #expect(layout.err.contains("is outside the supported range"), "\(layout.err)")
        #expect(layout.out.isEmpty)
        let record = layoutreg(["record", "--db", "x.sqlite"], in: folder.path)
        #expect(record.code == 1)
        #expect(record.err.contains("nothing recorded"), "\(record.err)")
        #expect(record.err.contains("is outside the supported range"), "\(record.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Fixtures/Baselines"))
        #expect(try LayoutStore(path: folder.path + "/x.sqlite").currentBaselines().isEmpty)
    }

    @Test(arguments: ["nan", "inf", "1e16"])
    func aBadNumberInABaselineIsLocated(number: String) throws {
        let folder = try project()
        defer { folder.remove() }
        #expect(layoutreg(["record", "--db", "x.sqlite"], in: folder.path).code == 0)
        let file = "Fixtures/Baselines/hostile/case.baseline"
        let text = try #require(folder.read(file))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let frameLine = try #require(lines.firstIndex { $0.hasPrefix("Color\t") })
        var fields = lines[frameLine].split(separator: "\t").map(String.init)
        fields[3] = number
        var edited = lines.map(String.init)
        edited[frameLine] = fields.joined(separator: "\t")
        try folder.write(file, edited.joined(separator: "\n"))
        let column = fields[0...2].joined(separator: "\t").count + 2
        let before = folder.snapshot()
        let runs = try LayoutStore(path: folder.path + "/x.sqlite").runSummaries(last: 10).count
        for command in [["run", "--no-store"], ["run", "--db", "x.sqlite"], ["record", "--db", "x.sqlite"]] {
            let result = layoutreg(command, in: folder.path)
            #expect(result.code == 2, "\(command): \(result.err)")
            #expect(result.err.contains("\(file):\(frameLine + 1):\(column): "), "\(command): \(result.err)")
        }
        #expect(folder.snapshot() == before)
        #expect(try LayoutStore(path: folder.path + "/x.sqlite").runSummaries(last: 10).count == runs)
    }
}

extension HostileInputTests {
    // MARK: Escaping

    static let osc52 = #"\u001b]52;c;aGVsbG8=\u0007"#

    /// No control character a fixture holds reaches the terminal, in any command's output:
    /// a string key is quoted in warnings, an id in the error that refuses it, a type and a
    /// file name in syntax errors.
    @Test func escapeSequencesNeverReachTheTerminal() throws {
        let view = #"{"type": "VStack", "children": [{"type": "Text", "key": "k\#(Self.osc52)\u009b2J\u202e"}, {"type": "Color"}]}"#
        let folder = try project(Self.scenario(view: view))
        defer { folder.remove() }
        var outputs: [CLIRun] = []
        outputs.append(layoutreg(["record", "--db", "x.sqlite"], in: folder.path))
        #expect(outputs.last?.code == 0, "\(outputs.last?.err ?? "")")
        outputs.append(layoutreg(["run", "--no-store"], in: folder.path))
        #expect(outputs.last?.code == 0)
        #expect(outputs.last?.out.contains(#"k\u{1B}]52;c;aGVsbG8=\u{7}\u{9B}2J\u{202E}"#) == true, "\(outputs.last?.out ?? "")")
        outputs.append(layoutreg(["list"], in: folder.path))
        outputs.append(layoutreg(["list", "--cases"], in: folder.path))
        outputs.append(layoutreg(["layout", "Fixtures/case.json", "--format", "text"], in: folder.path))
        #expect(outputs.last?.out.contains(#"k\u{1B}]52;c;aGVsbG8=\u{7}"#) == true, "\(outputs.last?.out ?? "")")
        outputs.append(layoutreg(["layout", "Fixtures/case.json"], in: folder.path))
        #expect(outputs.last?.err.contains(#"k\u{1B}]52;c;aGVsbG8=\u{7}"#) == true, "\(outputs.last?.err ?? "")")
        // Errors quote what the user wrote: an id, a type, and a file name.
        try folder.write("Fixtures/case.json", Self.scenario(view: #"{"type": "Color", "id": "\#(Self.osc52)"}"#))
        outputs.append(layoutreg(["record", "--db", "x.sqlite"], in: folder.path))
        #expect(outputs.last?.code == 2)
        #expect(outputs.last?.err.contains("an id cannot contain the control character U+001B") == true)
        try folder.write("Fixtures/case.json", Self.scenario(view: #"{"type": "\#(Self.osc52)"}"#))
        outputs.append(layoutreg(["run", "--no-store"], in: folder.path))
        #expect(outputs.last?.code == 2)
        try folder.write("Fixtures/case.json", Self.scenario())
        try folder.write("Fixtures/bad\u{1B}]52;c;eA==\u{7}.json", "{")
        outputs.append(layoutreg(["run", "--no-store"], in: folder.path))
        #expect(outputs.last?.code == 2)
        #expect(outputs.last?.err.contains(#"bad\u{1B}]52;c;eA==\u{7}.json:1:2: "#) == true, "\(outputs.last?.err ?? "")")
        for output in outputs {
            let printed = output.out + output.err
            #expect(!printed.unicodeScalars.contains { JSONQuotingProbe.isControl($0) && $0 != "\n" && $0 != "\t" },
                    "raw control in: \(printed.debugDescription)")
        }
    }
}

extension HostileInputTests {
    // MARK: Record, all or nothing

    func twoScenarios() throws -> TemporaryDirectory {
        let folder = try project(Self.scenario(name: "a"))
        try folder.write("Fixtures/b.json", Self.scenario(name: "b"))
        return folder
    }

    func widen(_ folder: TemporaryDirectory) throws {
        let view = #"{"type": "Color", "modifiers": [{"frame": {"width": 7}}]}"#
        try folder.write("Fixtures/case.json", Self.scenario(name: "a", view: view))
        try folder.write("Fixtures/b.json", Self.scenario(name: "b", view: view))
    }

    /// A move that fails halfway puts back the files already moved, and approves nothing.
    @Test func aFailedMovePutsEveryFileBack() throws {
        let folder = try twoScenarios()
        defer { folder.remove() }
        #expect(layoutreg(["record", "--db", "x.sqlite"], in: folder.path).code == 0)
        let store = try LayoutStore(path: folder.path + "/x.sqlite")
        let approved = try store.currentBaselines()
        try widen(folder)
        // Where b's backup would go, a folder: keeping the backup fails after a has moved.
        try folder.write("Fixtures/Baselines/b.baseline.backup-\(ProcessInfo.processInfo.processIdentifier)/x", "")
        let before = folder.snapshot()
        let result = layoutreg(["record", "--db", "x.sqlite"], in: folder.path)
        #expect(result.code == 2)
        #expect(result.err.contains("cannot keep a backup of Fixtures/Baselines/b.baseline: File exists"), "\(result.err)")
        #expect(folder.snapshot().filter { !$0.key.hasSuffix("x.sqlite") } == before.filter { !$0.key.hasSuffix("x.sqlite") })
        #expect(try store.currentBaselines() == approved)
        #expect(try sqliteOutput(folder.path + "/x.sqlite", "SELECT count(*) FROM record_commits") == "1\n")
    }

    /// A journal left by a crash: without its token in the database the old files come back,
    /// with it the new ones stay; either way the backups and stray files go.
    @Test(arguments: [false, true])
    func theNextCommandFinishesACrashedRecord(committed: Bool) throws {
        let folder = try twoScenarios()
        defer { folder.remove() }
        #expect(layoutreg(["record", "--db", "x.sqlite"], in: folder.path).code == 0)
        let old = try #require(folder.read("Fixtures/Baselines/a.baseline"))
        let new = old.replacingOccurrences(of: "\t10.0\t", with: "\t7.0\t")
        // As a record leaves it between moving a's file into place and committing.
        try folder.write("Fixtures/Baselines/a.baseline.backup-77", old)
        try folder.write("Fixtures/Baselines/a.baseline", new)
        try folder.write("Fixtures/Baselines/b.baseline.tmp-77", "half")
        try folder.write("Fixtures/Baselines/c.baseline.tmp-12", "stray")
        try folder.write("Fixtures/Baselines/.layoutreg-record.journal", """
            layoutreg record journal 1
            token T-1
            database \(folder.path)/x.sqlite
            put a.baseline\ta.baseline.tmp-77\ta.baseline.backup-77
            put b.baseline\tb.baseline.tmp-77\tb.baseline.backup-77

            """)
        if committed { try sqlite3(folder.path + "/x.sqlite", "INSERT INTO record_commits VALUES ('T-1', 'now')") }
        let result = layoutreg(["list"], in: folder.path)
        #expect(result.code == 0, "\(result.err)")
        #expect(folder.read("Fixtures/Baselines/a.baseline") == (committed ? new : old))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Fixtures/Baselines").sorted()
        #expect(left == ["a.baseline", "b.baseline"])
    }
}

extension HostileInputTests {
    /// A scenario removed from the fixtures loses its file and its current baselines together.
    @Test func aRemovedScenarioLeavesNeitherFileNorBaselines() throws {
        let folder = try twoScenarios()
        defer { folder.remove() }
        #expect(layoutreg(["record", "--db", "x.sqlite"], in: folder.path).code == 0)
        try FileManager.default.removeItem(atPath: folder.path + "/Fixtures/b.json")
        let result = layoutreg(["record", "--db", "x.sqlite"], in: folder.path)
        #expect(result.code == 0)
        #expect(result.out.contains("removed   b"), "\(result.out)")
        #expect(folder.read("Fixtures/Baselines/b.baseline") == nil)
        #expect(try LayoutStore(path: folder.path + "/x.sqlite").currentBaselines().keys.map(\.scenario) == ["a"])
    }
}

extension HostileInputTests {
    // MARK: Databases

    /// Another process holds the write lock past the busy timeout: the run exits 2 naming the
    /// database and the lock, and its results are kept in a file beside the database.
    @Test func aHeldLockKeepsTheFinishedRunsResults() throws {
        let folder = try twoScenarios()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        #expect(layoutreg(["record", "--db", db], in: folder.path).code == 0)
        let holder = envProcess(["sqlite3", db])
        let input = Pipe(), output = Pipe()
        holder.standardInput = input
        holder.standardOutput = output
        try holder.run()
        input.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\nSELECT 'held';\n".utf8))
        // Once the shell answers, it holds the lock.
        _ = output.fileHandleForReading.availableData
        setenv("LAYOUTREG_BUSY_TIMEOUT", "1", 1)
        let result = layoutreg(["run", "--db", db], in: folder.path)
        unsetenv("LAYOUTREG_BUSY_TIMEOUT")
        input.fileHandleForWriting.write(Data("ROLLBACK;\n.quit\n".utf8))
        holder.waitUntilExit()
        #expect(result.code == 2)
        #expect(result.err.contains("database \(db) is locked by another process, which holds its write lock (waited 1 s)"),
                "\(result.err)")
        #expect(result.err.contains("The run finished (2 cases: 2 passed, 0 failed, 0 new, 0 errors) but was not recorded"),
                "\(result.err)")
        let kept = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .first { $0.hasPrefix("x.sqlite.unsaved-run-") && $0.hasSuffix(".json") })
        #expect(result.err.contains("they are kept in \(folder.path)/\(kept)"), "\(result.err)")
        let saved = try #require(folder.read(kept))
        #expect(saved.contains(#""counts":{"pass":2,"fail":0,"new":0,"error":0}"#), "\(saved)")
        #expect(try LayoutStore(path: db).runSummaries(last: 5).isEmpty)
    }

    /// A database of another program is refused, unchanged, unless forced.
    @Test func aForeignDatabaseIsRefused() throws {
        let folder = try project()
        defer { folder.remove() }
        let db = folder.path + "/notes.sqlite"
        try sqlite3(db, "CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes(text) VALUES ('mine')")
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        for command in [["run", "--db", db], ["record", "--db", db], ["history", "--db", db]] {
            let result = layoutreg(command, in: folder.path)
            #expect(result.code == 2)
            #expect(result.err.contains("\(db) is an SQLite database of another program: it has no layoutreg application id "
                                        + "and tables layoutreg does not make (notes)"), "\(command): \(result.err)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        try sqlite3(db, "PRAGMA application_id = 42")
        let other = layoutreg(["run", "--db", db], in: folder.path)
        #expect(other.err.contains("its application id is 42, not layoutreg's 1280460103"), "\(other.err)")
        setenv("LAYOUTREG_FORCE_DATABASE", "1", 1)
        let forced = layoutreg(["record", "--db", db], in: folder.path)
        unsetenv("LAYOUTREG_FORCE_DATABASE")
        #expect(forced.code == 0, "\(forced.err)")
        #expect(try sqliteOutput(db, "SELECT text FROM notes") == "mine\n")
    }

    /// `history` reads a database whose folder is read-only, creating nothing.
    @Test func historyReadsADatabaseInAReadOnlyFolder() throws {
        let folder = try project()
        defer {
            chmod(folder.path + "/ro", 0o755)
            folder.remove()
        }
        try FileManager.default.createDirectory(atPath: folder.path + "/ro", withIntermediateDirectories: true)
        let db = folder.path + "/ro/x.sqlite"
        #expect(layoutreg(["run", "--db", db], in: folder.path).code == 1)
        chmod(folder.path + "/ro", 0o555)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/ro").sorted()
        let history = layoutreg(["history", "--db", db], in: folder.path)
        #expect(history.code == 0, "\(history.err)")
        #expect(history.out.contains("filtered") || history.out.contains("full"), "\(history.out)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/ro").sorted() == before)
    }

    @Test func aCorruptDatabaseIsNamedWithWhatToDo() throws {
        let folder = try project()
        defer { folder.remove() }
        let db = folder.path + "/x.sqlite"
        #expect(layoutreg(["run", "--db", db], in: folder.path).code == 1)
        // Damage every page after the header's.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: db)))
        for i in stride(from: 16384 + 100, to: bytes.count, by: 7) { bytes[i] = 0xA5 }
        try Data(bytes).write(to: URL(fileURLWithPath: db))
        let result = layoutreg(["run", "--db", db], in: folder.path)
        #expect(result.code == 2)
        #expect(result.err.contains("database \(db) is corrupt"), "\(result.err)")
        #expect(result.err.contains("restore it from a backup"), "\(result.err)")
    }
}

/// The characters no output may hold raw, as the tests see them.
enum JSONQuotingProbe {
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }
}

/// What the sqlite3 shell prints for `sql`.
func sqliteOutput(_ database: String, _ sql: String) throws -> String {
    let process = envProcess(["sqlite3", database, sql])
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

extension TemporaryDirectory {
    /// Every file under the folder by relative path, with its bytes; SQLite's `-wal` and
    /// `-shm` companions left out (they come and go with connections).
    func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: path) else { return files }
        while let relative = walker.nextObject() as? String {
            guard !relative.hasSuffix("-wal"), !relative.hasSuffix("-shm") else { continue }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory)
            files[relative] = isDirectory.boolValue ? Data() : FileManager.default.contents(atPath: path + "/" + relative)
        }
        return files
    }
}

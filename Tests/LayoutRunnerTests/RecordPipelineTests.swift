import Foundation
import LayoutRunner
@testable import LayoutStore
import Testing

/// `record` applies its approval in the store while it lays out: whatever the number of
/// lanes, the rows and files are the same, and a failure at any point leaves both as they were.
@Suite struct RecordPipelineTests {
    static let lanes = [1, 2, 3, 8]

    /// A case that fails: each pass publishes a width 10 larger than the state it read.
    static let loop = """
        {"scenario": "demo/zz-loop", "view": {"type": "Color", "modifiers": [
          {"frame": {"width": {"state": "w"}}}, {"padding": 5}, {"preference": {"key": "w", "value": "width"}}]}}
        """

    /// Every row an approval may change (with the sandbox's path as `ROOT`), the baseline
    /// files (with their header, which says when they were recorded), and anything else in
    /// the baselines folder.
    static func snapshot(_ store: LayoutStore, _ sandbox: Sandbox) throws -> [String] {
        let tables = ["scenarios", "cases", "baselines", "approvals"]
        let rows = try tables.flatMap { table in
            try store.serialized { db in
                try db.withStatement("SELECT * FROM \(table) ORDER BY id") { statement in
                    var rows: [String] = []
                    while try statement.step() {
                        rows.append(table + ": " + (0..<statement.columnCount).map { statement.optionalString($0) ?? "NULL" }
                            .joined(separator: "|").replacingOccurrences(of: sandbox.root, with: "ROOT"))
                    }
                    return rows
                }
            }
        }
        let folder = sandbox.root + "/Fixtures/Baselines"
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
        return rows + files.map { "\($0): \(sandbox.read("Fixtures/Baselines/" + $0) ?? "(folder)")" }
    }

    /// The buttons and the box in a sandbox, and a store; recorded with `jobs` lanes if `record`.
    static func recorded(jobs: Int, record: Bool = true) throws -> (Sandbox, LayoutStore) {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons)
        try sandbox.write("Fixtures/box.json", Sandbox.box)
        let store = try LayoutStore.inMemory()
        if record { _ = try sandbox.runner(jobs: jobs).record(mode: .all, filter: nil, note: nil, store: store) }
        return (sandbox, store)
    }

    /// Drops what says when and by which process: the approval's time in the rows and files.
    static func timeless(_ snapshot: [String]) -> [String] {
        snapshot.map { line in
            line.split(separator: "\n").filter { !$0.hasPrefix("# recorded ") }.joined(separator: "\n")
                .replacingOccurrences(of: #"\d{4}-\d\d-\d\dT[0-9:.]+Z"#, with: "TIME", options: .regularExpression)
        }
    }

    /// A record that keeps every frame for a report writes what one that drops each case's
    /// frames and store row as soon as they are written does.
    @Test(arguments: lanes)
    func keepingFramesForAReportWritesTheSame(jobs: Int) throws {
        var outputs: [[String]] = []
        for keeping in [false, true] {
            let (sandbox, store) = try Self.recorded(jobs: jobs, record: false)
            let report = try sandbox.runner(jobs: jobs).record(mode: .all, filter: nil, note: nil, store: store, keepingFrames: keeping)
            #expect(!report.new.isEmpty)
            #expect(report.frames.count == (keeping ? report.new.count : 0))
            outputs.append(Self.timeless(try Self.snapshot(store, sandbox).map { $0.replacingOccurrences(of: sandbox.root, with: "ROOT") }))
        }
        #expect(outputs[0] == outputs[1])
    }

    /// A second `record` that updates some cases, adds others and retires stale ones writes
    /// the same rows and files, and reports the same, whatever the number of lanes and however
    /// many cases go to a window (a scenario's cases in one window or across several).
    @Test func reRecordingWritesTheSameWhateverTheNumberOfLanes() throws {
        var outputs: [[String]] = []
        for (jobs, window) in Self.lanes.flatMap({ jobs in [4_096, 1, 2, 3, 5].map { (jobs, $0) } }) {
            let (sandbox, store) = try Self.recorded(jobs: jobs)
            try sandbox.write("Fixtures/buttons.json", Sandbox.buttons
                .replacingOccurrences(of: #"["large", "accessibility3"]"#, with: #"["large", "xLarge"]"#)
                .replacingOccurrences(of: #""padding": 8"#, with: #""padding": 9"#))
            try sandbox.write("Fixtures/box.json", Sandbox.box.replacingOccurrences(of: "\"width\": 10", with: "\"width\": 20"))
            var runner = try sandbox.runner(jobs: jobs)
            runner.window = window
            let report = try runner.record(mode: .all, filter: nil, note: "again", store: store)
            #expect(report.new.count == 4)
            #expect(report.changed.count == 5)
            #expect(report.removed.count == 4)
            outputs.append(["\(report)"] + Self.timeless(try Self.snapshot(store, sandbox)))
        }
        for output in outputs.dropFirst() {
            #expect(output.count == outputs[0].count)
            for (line, expected) in zip(output, outputs[0]) where line != expected {
                Issue.record("\(line)\n  differs from --jobs 1:\n\(expected)")
            }
        }
    }

    /// A record that lists two of each (what a console prints) reports the same counts as one
    /// that lists them all, and the same first entries in job order, whatever the number of
    /// lanes; it writes the same rows and files.
    @Test(arguments: lanes)
    func aListingLimitCountsWhatItDoesNotList(jobs: Int) throws {
        var reports: [RecordReport] = [], outputs: [[String]] = []
        for listing in [nil, 2] as [Int?] {
            let (sandbox, store) = try Self.recorded(jobs: jobs)
            try sandbox.write("Fixtures/buttons.json", Sandbox.buttons
                .replacingOccurrences(of: #"["large", "accessibility3"]"#, with: #"["large", "xLarge"]"#)
                .replacingOccurrences(of: #""padding": 8"#, with: #""padding": 9"#))
            try sandbox.write("Fixtures/box.json", Sandbox.box.replacingOccurrences(of: "\"width\": 10", with: "\"width\": 20"))
            reports.append(try sandbox.runner(jobs: jobs).record(mode: .all, filter: nil, note: "again", store: store, listing: listing))
            outputs.append(Self.timeless(try Self.snapshot(store, sandbox)))
        }
        let (all, listed) = (reports[0], reports[1])
        #expect(all.newCount == 4 && all.changedCount == 5 && all.newFindingCount > 2)
        #expect((listed.newCount, listed.changedCount, listed.newFindingCount) == (all.newCount, all.changedCount, all.newFindingCount))
        #expect(listed.new == Array(all.new.prefix(2)))
        #expect(listed.changed.map(\.name) == Array(all.changed.map(\.name).prefix(2)))
        #expect(listed.newFindings.map(\.caseName) == Array(all.newFindings.map(\.caseName).prefix(2)))
        #expect(outputs[0] == outputs[1])
    }

    /// A case that cannot be laid out, after many approved ones or before them, rolls back the
    /// transaction they went into and leaves the files alone; with small windows, those after
    /// the failure are still laid out for the report, which counts every case that failed.
    @Test(arguments: lanes)
    func aCaseThatFailsRollsBackTheApproval(jobs: Int) throws {
        for file in ["zz-loop", "aa-loop"] {
            let (sandbox, store) = try Self.recorded(jobs: jobs)
            let before = try Self.snapshot(store, sandbox)
            try sandbox.write("Fixtures/buttons.json", Sandbox.buttons.replacingOccurrences(of: #""padding": 8"#, with: #""padding": 9"#))
            try sandbox.write("Fixtures/\(file).json", Self.loop.replacingOccurrences(of: "zz-loop", with: file))
            try sandbox.write("Fixtures/zz-loop-2.json", Self.loop.replacingOccurrences(of: "zz-loop", with: "zz-loop-2"))
            for window in [4_096, 3] {
                var runner = try sandbox.runner(jobs: jobs)
                runner.window = window
                let error = try #require(throws: RunnerError.self) {
                    try runner.record(mode: .all, filter: nil, note: nil, store: store)
                }
                #expect(error.description.contains("nothing recorded: 2 case(s) could not be laid out"), "\(error)")
                #expect(error.description.contains("demo/\(file)/") && error.description.contains("demo/zz-loop-2/"), "\(error)")
            }
            #expect(try Self.snapshot(store, sandbox) == before)
        }
    }

    /// The store refusing a baseline midway rolls back the cases and scenarios upserted with
    /// it, and the staged files are deleted.
    @Test(arguments: lanes)
    func aStoreErrorRollsBackAndDiscardsTheStagedFiles(jobs: Int) throws {
        let (sandbox, store) = try Self.recorded(jobs: jobs, record: false)
        try store.serialized { db in
            try db.execute("""
                CREATE TRIGGER refuse BEFORE INSERT ON baselines
                WHEN NEW.case_id = (SELECT id FROM cases WHERE key = 'card/de/large/base')
                BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
                """)
        }
        let before = try Self.snapshot(store, sandbox)
        let error = try #require(throws: StoreError.self) {
            try sandbox.runner(jobs: jobs).record(mode: .all, filter: nil, note: nil, store: store)
        }
        #expect(error.message.contains("refused by the test"), "\(error)")
        #expect(try Self.snapshot(store, sandbox) == before + ["demo: (folder)"])
    }

    /// A `record` that changes nothing leaves no approval, no new rows and the files as they were.
    @Test(arguments: lanes)
    func aRecordThatChangesNothingWritesNothing(jobs: Int) throws {
        let (sandbox, store) = try Self.recorded(jobs: jobs)
        let before = try Self.snapshot(store, sandbox)
        let report = try sandbox.runner(jobs: jobs).record(mode: .all, filter: nil, note: "again", store: store)
        #expect(report.unchanged == 9)
        #expect(!report.changedAnything)
        #expect(try Self.snapshot(store, sandbox) == before)
    }

    /// A baseline line that cannot be read fails the record with its file, line and column,
    /// and changes nothing: in a case the record decides (read on a lane), and in a case it
    /// only copies into its scenario's new file (read when the file is staged).
    @Test(arguments: lanes)
    func anUnreadableBaselineFailsTheRecordAndChangesNothing(jobs: Int) throws {
        for filter in [nil, CaseFilter("demo/buttons/iPhoneSE3/*")] {
            let (sandbox, store) = try Self.recorded(jobs: jobs)
            let path = "Fixtures/Baselines/demo/buttons.baseline"
            var lines = try #require(sandbox.read(path)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let header = try #require(lines.firstIndex(of: "== card/de/accessibility3/base"))
            lines[header + 1] = lines[header + 1].replacingOccurrences(of: "\t68.0\t", with: "\tsixty\t")
            try sandbox.write(path, lines.joined(separator: "\n"))
            // The copied case is in a file rewritten for its other cases' new frames.
            try sandbox.write("Fixtures/buttons.json", Sandbox.buttons.replacingOccurrences(of: #""padding": 8"#, with: #""padding": 9"#))
            let before = try Self.snapshot(store, sandbox)
            let error = try #require(throws: RunnerError.self) {
                try sandbox.runner(jobs: jobs).record(mode: .all, filter: filter, note: nil, store: store)
            }
            #expect(error.description.hasPrefix(sandbox.root + "/" + path + ":\(header + 2):"), "\(error)")
            #expect(try Self.snapshot(store, sandbox) == before)
        }
    }
}

import Foundation
@testable import LayoutRunner
import Testing

/// The journal `record` leaves while it moves files, and what the next command does with it.
@Suite struct RecordJournalTests {
    static let journal: RecordJournal = {
        var journal = RecordJournal(token: "T", database: "/db/x.sqlite")
        journal.puts = [.init(final: "a/b.baseline", temporary: "a/b.baseline.tmp-9", backup: "a/b.baseline.backup-9"),
                        .init(final: "c.baseline", temporary: "c.baseline.tmp-9", backup: nil)]
        journal.removals = [.init(final: "old.baseline", backup: "old.baseline.backup-9")]
        return journal
    }()

    @Test func readsBackWhatItWrites() {
        #expect(RecordJournal(text: Self.journal.text) == Self.journal)
    }

    /// A journal cut short is not one (it is renamed into place only when complete).
    @Test(arguments: ["", "layoutreg record journal 1\ntoken T\n", "something else\n"])
    func refusesWhatIsNotAJournal(text: String) {
        #expect(RecordJournal(text: text) == nil)
        #expect(RecordJournal(text: String(Self.journal.text.dropLast())) == nil)
    }

    /// Undoing puts back the replaced and removed files and deletes the new ones, from any
    /// point of the moves: here, after the first put only.
    @Test func rollingBackRestoresEveryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let directory = BaselineDirectory(path: folder)
        func write(_ relative: String, _ text: String) throws {
            let path = folder + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        func read(_ relative: String) -> String? {
            FileManager.default.contents(atPath: folder + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
        }
        try write("a/b.baseline", "new b")
        try write("a/b.baseline.backup-9", "old b")
        try write("c.baseline.tmp-9", "new c")
        try write("old.baseline", "old")
        try write(RecordJournal.fileName, Self.journal.text)
        directory.rollBack(Self.journal)
        #expect(read("a/b.baseline") == "old b")
        #expect(read("c.baseline") == nil)
        #expect(read("old.baseline") == "old")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder).sorted() == ["a", "a/b.baseline", "old.baseline"])
    }
}

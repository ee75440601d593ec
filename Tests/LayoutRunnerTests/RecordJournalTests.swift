import Foundation
@testable import LayoutRunner
import TestSupport
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
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let directory = BaselineDirectory(path: folder.path)
        try folder.write("a/b.baseline", "new b")
        try folder.write("a/b.baseline.backup-9", "old b")
        try folder.write("c.baseline.tmp-9", "new c")
        try folder.write("old.baseline", "old")
        try folder.write(RecordJournal.fileName, Self.journal.text)
        directory.rollBack(Self.journal)
        #expect(folder.read("a/b.baseline") == "old b")
        #expect(folder.read("c.baseline") == nil)
        #expect(folder.read("old.baseline") == "old")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() == ["a", "a/b.baseline", "old.baseline"])
    }
}

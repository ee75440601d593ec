import Foundation

/// The file that names the approval `record` is making while it moves baseline files into
/// place, `<baselines>/.layoutreg-record.journal`, so that the next command can finish or
/// undo it after a crash (see ``BaselineDirectory/recover()``).
///
/// ```
/// layoutreg record journal 1
/// token 6A2F…
/// database /home/ci/project/.layoutreg/layoutreg.sqlite
/// put demo/box.baseline	demo/box.baseline.tmp-4242	demo/box.baseline.backup-4242
/// put demo/new.baseline	demo/new.baseline.tmp-4242	-
/// remove old.baseline	old.baseline.backup-4242
/// ```
///
/// Paths are relative to the baselines folder and tab-separated (names hold no tab: see
/// ``ScenarioName``). `put` moves a staged file into place, keeping the file it replaces as
/// the backup (`-`: there was none); `remove` moves a file to its backup.
struct RecordJournal: Equatable {
    /// Stored in the approval's transaction (`record_commits`): present there means committed.
    var token: String
    /// The database the approval was made in, as an absolute path.
    var database: String
    var puts: [Put] = []
    var removals: [Removal] = []

    struct Put: Equatable {
        var final: String
        var temporary: String
        /// Where the replaced file is kept until the commit; `nil` when there was none.
        var backup: String?
    }

    struct Removal: Equatable {
        var final: String
        var backup: String
    }

    static let fileName = ".layoutreg-record.journal"
    private static let heading = "layoutreg record journal 1"

    var text: String {
        var lines = [Self.heading, "token \(token)", "database \(database)"]
        for put in puts { lines.append("put \(put.final)\t\(put.temporary)\t\(put.backup ?? "-")") }
        for removal in removals { lines.append("remove \(removal.final)\t\(removal.backup)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a journal's text; `nil` when it is not one (a journal cut short by a crash is
    /// never in place: it is renamed there once complete).
    init?(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 4, lines[0] == Self.heading, lines.last == "",
              lines[1].hasPrefix("token "), lines[2].hasPrefix("database ") else { return nil }
        token = String(lines[1].dropFirst(6))
        database = String(lines[2].dropFirst(9))
        for line in lines[3..<(lines.count - 1)] {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if line.hasPrefix("put "), fields.count == 3 {
                puts.append(Put(final: String(fields[0].dropFirst(4)), temporary: fields[1], backup: fields[2] == "-" ? nil : fields[2]))
            } else if line.hasPrefix("remove "), fields.count == 2 {
                removals.append(Removal(final: String(fields[0].dropFirst(7)), backup: fields[1]))
            } else {
                return nil
            }
        }
    }

    init(token: String, database: String) {
        self.token = token
        self.database = database
    }
}

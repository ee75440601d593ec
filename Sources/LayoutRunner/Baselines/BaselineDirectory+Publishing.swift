import Foundation
import LayoutStore

/// How `record` changes the baseline files and the database together, all or nothing,
/// whatever moment a crash comes at.
///
/// 1. Each new file is written under a temporary name beside its final one
///    (``BaselineDirectory/stage(scenario:text:flushes:)``), while the database's write
///    transaction is open, and flushed to disk (``FileFlushes``): every flush has finished
///    before step 2.
/// 2. ``moveIntoPlace(_:removing:database:)`` writes the journal (``RecordJournal``: a token,
///    the database, every move) and flushes it, then keeps each file about to be replaced or
///    removed as a hard-linked backup, renames the staged files into place, renames removed
///    files to their backups, and flushes the folders.
/// 3. The transaction inserts the journal's token into `record_commits` and commits.
/// 4. ``rollForward(_:)`` deletes the backups, then the journal.
///
/// If anything fails before the commit, ``rollBack(_:)`` renames the backups over the new
/// files, deletes the files that had none, and the transaction rolls back. After a crash, the
/// next command (``recover()``) finds the journal and asks the database: the token is there
/// only if step 3 committed, so it rolls forward or back, and the files agree with the
/// database again; it also deletes stray temporary files of crashed records. The folder's
/// lock (``BaselineLock``) keeps two records, or a record and a recovery, apart.
extension BaselineDirectory {
    var journalPath: String { path + "/" + RecordJournal.fileName }

    /// Takes the folder's lock; while the folder does not exist yet (the first record), the
    /// lock of the nearest folder above it, so that a record that writes nothing creates nothing.
    func lock() throws(RunnerError) -> BaselineLock {
        var folder = path
        var isDirectory: ObjCBool = false
        while !(FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue) {
            let parent = (folder as NSString).deletingLastPathComponent
            folder = parent.isEmpty ? "." : parent
            if folder == "." || folder == "/" { break }
        }
        return try BaselineLock(folder: folder)
    }

    /// Step 2: writes the journal, then moves `staged` into place and the files of
    /// `removals` to their backups. On failure, everything is put back and the journal removed.
    func moveIntoPlace(_ staged: [StagedBaseline], removing removals: [String], database: String) throws(RunnerError) -> RecordJournal {
        let suffix = ".backup-\(getpid())"
        var journal = RecordJournal(token: UUID().uuidString, database: database)
        for file in staged {
            switch DurableFile.kind(file.final) {
            case .none: journal.puts.append(.init(final: relative(file.final), temporary: relative(file.temporary), backup: nil))
            case .regular: journal.puts.append(.init(final: relative(file.final), temporary: relative(file.temporary),
                                                     backup: relative(file.final + suffix)))
            case .other: throw RunnerError("\(file.final) is not a regular file; move it away and record again")
            }
        }
        for scenario in removals {
            let final = try checkedFile(for: scenario)
            if DurableFile.kind(final) == .regular {
                journal.removals.append(.init(final: relative(final), backup: relative(final + suffix)))
            }
        }
        try DurableFile.write(journal.text.utf8, to: journalPath + ".tmp")
        try DurableFile.move(journalPath + ".tmp", to: journalPath)
        DurableFile.syncFolder(path)
        do throws(RunnerError) {
            for put in journal.puts {
                if let backup = put.backup {
                    DurableFile.removeFile(absolute(backup))
                    guard link(absolute(put.final), absolute(backup)) == 0 else {
                        throw RunnerError("cannot keep a backup of \(absolute(put.final)): \(DurableFile.reason())")
                    }
                }
                try DurableFile.move(absolute(put.temporary), to: absolute(put.final))
            }
            for removal in journal.removals {
                try DurableFile.move(absolute(removal.final), to: absolute(removal.backup))
            }
            sync(folders(of: journal))
        } catch {
            rollBack(journal)
            throw error
        }
        return journal
    }

    /// Puts back what ``moveIntoPlace(_:removing:database:)`` moved (all of it or any part,
    /// as a crash left it), then removes the journal.
    func rollBack(_ journal: RecordJournal) {
        for put in journal.puts {
            if let backup = put.backup {
                // No backup yet means the file was never replaced: it is the old one.
                if DurableFile.kind(absolute(backup)) == .regular { rename(absolute(backup), absolute(put.final)) }
            } else {
                DurableFile.removeFile(absolute(put.final))
            }
            DurableFile.removeFile(absolute(put.temporary))
        }
        for removal in journal.removals where DurableFile.kind(absolute(removal.backup)) == .regular {
            rename(absolute(removal.backup), absolute(removal.final))
        }
        finish(journal)
    }

    /// Step 4, once the approval committed: the backups go, then the journal.
    func rollForward(_ journal: RecordJournal) {
        for put in journal.puts {
            if let backup = put.backup { DurableFile.removeFile(absolute(backup)) }
            DurableFile.removeFile(absolute(put.temporary))
        }
        for removal in journal.removals { DurableFile.removeFile(absolute(removal.backup)) }
        finish(journal)
    }

    /// Finishes or undoes a record that crashed, and deletes its stray files; every command
    /// that reads baselines calls it first. Waits for a record in progress to end.
    ///
    /// - Throws: ``RunnerError`` if a journal is left but its database cannot tell whether
    ///   the approval committed (then nothing is changed), or the journal is unreadable.
    public func recover() throws(RunnerError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return }
        let lock = try BaselineLock(folder: path)
        defer { withExtendedLifetime(lock) {} }
        try recoverLocked()
    }

    /// ``recover()`` for a caller that holds the lock.
    func recoverLocked() throws(RunnerError) {
        DurableFile.removeFile(journalPath + ".tmp")
        if DurableFile.kind(journalPath) != .none {
            guard let data = FileManager.default.contents(atPath: journalPath),
                  let journal = RecordJournal(text: String(decoding: data, as: UTF8.self)) else {
                throw RunnerError("\(journalPath) is not a layoutreg record journal; check the baselines (git status) and remove it")
            }
            if try Self.isCommitted(journal) { rollForward(journal) } else { rollBack(journal) }
        }
        removeStrayFiles()
    }

    /// Whether the journal's approval committed: its token is in its database.
    private static func isCommitted(_ journal: RecordJournal) throws(RunnerError) -> Bool {
        // An in-memory or deleted database kept nothing: there is no approval to agree with.
        guard journal.database != ":memory:", FileManager.default.fileExists(atPath: journal.database) else { return false }
        do {
            return try LayoutStore(path: journal.database).isRecordCommitted(token: journal.token)
        } catch {
            throw RunnerError("an interrupted `layoutreg record` left its journal; cannot tell from database "
                              + "\(journal.database) whether it finished: \(error)")
        }
    }

    /// Deletes `*.baseline.tmp-<pid>` and `*.baseline.backup-<pid>` files: those of a record
    /// that crashed (no record is running: the caller holds the lock).
    private func removeStrayFiles() {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return }
        let marker = "." + BaselineDirectory.fileExtension + "."
        while let relative = walker.nextObject() as? String {
            guard let range = relative.range(of: marker, options: .backwards) else { continue }
            let tail = relative[range.upperBound...]
            let isStray = ["tmp-", "backup-"].contains { prefix in
                tail.hasPrefix(prefix) && !tail.dropFirst(prefix.count).isEmpty && tail.dropFirst(prefix.count).allSatisfy(\.isNumber)
            }
            if isStray { DurableFile.removeFile(path + "/" + relative) }
        }
    }

    private func finish(_ journal: RecordJournal) {
        sync(folders(of: journal))
        unlink(journalPath)
        DurableFile.syncFolder(path)
    }

    private func folders(of journal: RecordJournal) -> Set<String> {
        Set((journal.puts.map(\.final) + journal.removals.map(\.final)).map { (absolute($0) as NSString).deletingLastPathComponent })
    }

    private func sync(_ folders: Set<String>) {
        for folder in folders.sorted() { DurableFile.syncFolder(folder) }
    }

    private func relative(_ file: String) -> String {
        file.hasPrefix(path + "/") ? String(file.dropFirst(path.count + 1)) : file
    }

    private func absolute(_ relative: String) -> String {
        path + "/" + relative
    }
}

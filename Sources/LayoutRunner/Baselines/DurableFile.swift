import Foundation

/// File operations `record` builds its all-or-nothing protocol from: a file written and
/// flushed to the disk before it is renamed into place, folders flushed after renames, so
/// that a power cut or `kill -9` leaves either the old bytes or the new ones.
enum DurableFile {
    /// Writes `bytes` to a new file at `path` (replacing one there) and flushes it to disk.
    /// Bytes in one buffer (an array's, a native string's) are written from it, not copied:
    /// a baseline file of a 61-view screen is tens of megabytes.
    static func write(_ bytes: some Collection<UInt8>, to path: String) throws(RunnerError) {
        let descriptor = try writeUnflushed(bytes, to: path)
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw RunnerError("cannot write \(path): \(reason())") }
    }

    /// Writes `bytes` to a new file at `path` (replacing one there) and returns its open
    /// descriptor, not flushed yet: the caller flushes and closes it (``FileFlushes``).
    static func writeUnflushed(_ bytes: some Collection<UInt8>, to path: String) throws(RunnerError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RunnerError("cannot write \(path): \(reason())") }
        let written = bytes.withContiguousStorageIfAvailable { write(UnsafeRawBufferPointer($0), to: descriptor) }
            ?? Array(bytes).withUnsafeBytes { write($0, to: descriptor) }
        guard written else {
            let error = RunnerError("cannot write \(path): \(reason())")
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// Writes all of `buffer` to `descriptor`; false, with `errno` set, when it cannot.
    private static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Flushes a folder's entries (the renames and removals in it) to disk.
    static func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// What is at `path`, without following a symbolic link there.
    enum Kind { case none, regular, other }

    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .none }
        return (info.st_mode & S_IFMT) == S_IFREG ? .regular : .other
    }

    /// Removes the regular file at `path`, if there is one; anything else is left alone.
    static func removeFile(_ path: String) {
        if kind(path) == .regular { unlink(path) }
    }

    /// Renames, or throws naming both paths.
    static func move(_ from: String, to: String) throws(RunnerError) {
        guard rename(from, to) == 0 else { throw RunnerError("cannot move \(from) to \(to): \(reason())") }
    }

    /// The current `errno` as text.
    static func reason() -> String {
        String(cString: strerror(errno))
    }
}

import Foundation

/// An open baseline file, read at given offsets (`pread`): what a ``BaselineFile`` too large to
/// keep in memory reads a case's lines from when the case is compared.
///
/// The descriptor is the file the run opened: `record` replaces a file by renaming a new one
/// over it (``DurableFile``), so the offsets found when the file was opened stay those of the
/// bytes read through it. Reading from many threads at once is safe: `pread` takes its offset
/// and moves no shared position.
final class BaselineFileReader: Sendable {
    let path: String
    /// The file's size when it was opened.
    let size: Int
    private let descriptor: Int32

    /// Opens the file at `path`; `nil` when there is none.
    init?(path: String) throws(RunnerError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw RunnerError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw RunnerError("cannot read \(path): \(reason)")
        }
        self.path = path
        self.descriptor = descriptor
        size = Int(info.st_size)
    }

    deinit {
        close(descriptor)
    }

    /// The whole file.
    func readAll() throws(RunnerError) -> Data {
        var data = Data(count: size)
        let failure = data.withUnsafeMutableBytes { fill($0, from: 0) }
        if let failure { throw failure }
        return data
    }

    /// The bytes at `range` of the file.
    func read(_ range: Range<Int>) throws(RunnerError) -> [UInt8] {
        precondition(range.lowerBound >= 0, "a range of the file")
        var failure: RunnerError?
        let bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, initialized in
            failure = fill(UnsafeMutableRawBufferPointer(buffer), from: range.lowerBound)
            initialized = failure == nil ? range.count : 0
        }
        if let failure { throw failure }
        return bytes
    }

    /// Fills `buffer` with the file's bytes from `offset` on; the error when it cannot.
    private func fill(_ buffer: UnsafeMutableRawBufferPointer, from offset: Int) -> RunnerError? {
        var done = 0
        while done < buffer.count {
            let read = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else {
                let reason = read < 0 ? String(cString: strerror(errno)) : "it is shorter than when the run opened it"
                return RunnerError("cannot read \(path): \(reason)")
            }
            done += read
        }
        return nil
    }
}

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
    func readAll() throws(RunnerError) -> [UInt8] {
        try read(0..<size)
    }

    /// The bytes at `range` of the file.
    func read(_ range: Range<Int>) throws(RunnerError) -> [UInt8] {
        precondition(range.lowerBound >= 0, "a range of the file")
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, initialized in
            initialized = 0
            while initialized < range.count {
                let read = pread(descriptor, buffer.baseAddress! + initialized, range.count - initialized,
                                 off_t(range.lowerBound + initialized))
                if read < 0 && errno == EINTR { continue }
                guard read > 0 else {
                    failure = read < 0 ? errno : 0
                    return
                }
                initialized += read
            }
            assert(initialized == range.count, "every byte asked for is read")
        }
        guard bytes.count == range.count else {
            let reason = failure == 0 ? "it is shorter than when the run opened it" : String(cString: strerror(failure))
            throw RunnerError("cannot read \(path): \(reason)")
        }
        return bytes
    }
}

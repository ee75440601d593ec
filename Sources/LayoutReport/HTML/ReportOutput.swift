internal import Foundation

/// A file written in pieces through a small buffer: the report streams one case at a time,
/// so that its memory does not grow with the number of failures.
final class ReportOutput {
    private let handle: FileHandle
    private let path: String
    var buffer: [UInt8] = []
    private static let flushSize = 1 << 16

    /// Creates (or empties) the file at `path`.
    init(path: String) throws(ReportError) {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw ReportError("cannot write \(path)")
        }
        self.handle = handle
        self.path = path
        buffer.reserveCapacity(Self.flushSize * 2)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    /// Writes the buffer out once it holds enough; call between pieces.
    func flushIfFull() throws(ReportError) {
        if buffer.count >= Self.flushSize { try flush() }
    }

    func flush() throws(ReportError) {
        guard !buffer.isEmpty else { return }
        do { try handle.write(contentsOf: buffer) } catch { throw ReportError("cannot write \(path): \(error)") }
        buffer.removeAll(keepingCapacity: true)
    }

    func close() throws(ReportError) {
        try flush()
        do { try handle.close() } catch { throw ReportError("cannot write \(path): \(error)") }
    }
}

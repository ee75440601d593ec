import ContentDigest
import Foundation
import StrictJSON

/// A scenario's baseline file as a run reads it: its bytes and where each case is in them
/// (``BaselineTextReader/index(_:)``), each case's lines read only when it is compared.
///
/// A run holds a window's files this way, a few bytes a frame, instead of every frame of
/// every case of them parsed (a 61-view screen's 2,400 cases parse to about 45 MB); and the
/// lanes that compare the cases read their frames, in parallel, rather than one thread
/// before the layouts. A case whose lines are wrong is found when it is compared: its file,
/// line and column are the run's error then, as when the whole file was read first.
///
/// A class: each case compared looks its file up, and a copy of a struct of its bytes and
/// index retained six buffers, which the lanes of a window share, where one reference
/// retains one.
final class BaselineFile: Sendable {
    /// The file, for the messages of its errors.
    let path: String
    /// The file as read: a run holds a window's files, so no copy of them is made.
    private let bytes: Data
    private let index: BaselineTextReader.Index

    /// Reads the index of `bytes`, the file at `path`; throws the file's first error of shape
    /// (see ``BaselineTextReader/index(_:)``) or of encoding, with its line and column.
    init(path: String, bytes: Data) throws(RunnerError) {
        // Checked in place: `String(validating:)` would copy the file.
        guard (try? UTF8Span(validating: bytes.span)) != nil else {
            let (line, column, _) = UTF8Bytes.firstInvalid(in: [UInt8](bytes)) ?? (1, 1, 0)
            throw RunnerError("\(path):\(line):\(column): invalid UTF-8; baseline files are UTF-8 text written by `layoutreg record`")
        }
        self.path = path
        self.bytes = bytes
        let indexed = Self.withBuffer(bytes) { buffer in
            Result { () throws(BaselineTextReader.ParseError) in try BaselineTextReader.index(buffer) }
        }
        switch indexed {
        case let .success(index): self.index = index
        case let .failure(error): throw Self.error(error, in: bytes, path: path)
        }
    }

    /// The cases' keys, in file order.
    var keys: [String] { index.keys }

    /// Whether the file has a baseline for `key`.
    func contains(_ key: String) -> Bool {
        index.sections[key] != nil
    }

    /// The baseline of case `key`, or `nil` when the file has none; its frames take the names
    /// of `frames` (the case's layout) where they are the same.
    func approved(_ key: String, sharingNamesWith frames: [BaselineFrame] = [],
                  keepingStrings: Bool = true) throws(RunnerError) -> BaselineTextReader.Approved? {
        guard let section = index.sections[key] else { return nil }
        return try read { buffer, index throws(BaselineTextReader.ParseError) in
            try BaselineTextReader.section(section, of: buffer, table: index.table, sharingNamesWith: frames,
                                           keepingStrings: keepingStrings)
        }
    }

    /// Every case, as ``BaselineTextReader/parse(_:)`` reads a file's text.
    func parsed() throws(RunnerError) -> BaselineTextReader.Parsed {
        try read { buffer, index throws(BaselineTextReader.ParseError) in try BaselineTextReader.parse(buffer, index: index) }
    }

    /// `body` of the file's bytes and index, its error with the file's path.
    private func read<T>(_ body: (UnsafeBufferPointer<UInt8>, BaselineTextReader.Index) throws(BaselineTextReader.ParseError) -> T)
        throws(RunnerError) -> T {
        let result = Self.withBuffer(bytes) { buffer in Result { () throws(BaselineTextReader.ParseError) in try body(buffer, index) } }
        switch result {
        case let .success(value): return value
        case let .failure(error): throw Self.error(error, in: bytes, path: path)
        }
    }

    /// `body` of the file's bytes as UTF-8 code units.
    private static func withBuffer<T>(_ data: Data, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        data.withUnsafeBytes { raw in body(raw.bindMemory(to: UInt8.self)) }
    }

    /// `path:line:column: message`, or the merge conflict that a file failing to parse often is.
    private static func error(_ error: BaselineTextReader.ParseError, in bytes: Data, path: String) -> RunnerError {
        if let line = ConflictMarkers.firstLine(in: String(decoding: bytes, as: UTF8.self)) {
            return RunnerError("\(path):\(line):1: " + ConflictMarkers.message(line: line))
        }
        return RunnerError("\(path):\(error.line):\(error.column): \(error.message)")
    }
}

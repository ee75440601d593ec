import ContentDigest
import Foundation
import LayoutFixtures
import StrictJSON

/// A scenario's baseline file as a run reads it: where each case is in it
/// (``BaselineTextReader/index(_:)``), each case's lines read only when it is compared.
///
/// A run holds a window's files this way, a few bytes a frame, instead of every frame of
/// every case of them parsed (a 61-view screen's 2,400 cases parse to about 45 MB); and the
/// lanes that compare the cases read their frames, in parallel, rather than one thread
/// before the layouts. A case whose lines are wrong is found when it is compared: its file,
/// line and column are the run's error then, as when the whole file was read first.
///
/// A file larger than ``bytesKeptInMemory`` is not held once its cases are found: each case's
/// lines are read from the open file when it is compared (``BaselineFileReader``). A run holds
/// the files of the window it compares and of the next one, and a 61-view screen's 2,400 cases
/// are 14 MB of lines: holding them took a run of 100,800 such cases to 337 MB, over the
/// 300 MB a run is bounded by.
///
/// A class: each case compared looks its file up, and a copy of a struct of its bytes and
/// index retained six buffers, which the lanes of a window share, where one reference
/// retains one.
final class BaselineFile: Sendable {
    /// Where the cases' lines are read from.
    private enum Lines: Sendable {
        /// The file as read: no copy of it is made.
        case bytes(Data)
        /// The open file, each case's lines read when asked for.
        case file(BaselineFileReader)
    }

    /// The largest file whose bytes are kept once read. A case's lines read from the open file
    /// cost a system call and a copy; at 1 MiB every shipped file but one and every file of the
    /// generated benchmark keep their bytes, and the one larger shipped file costs its run
    /// 0.2% more instructions read a case at a time.
    static let bytesKeptInMemory = 1 << 20

    /// The file, for the messages of its errors.
    let path: String
    private let lines: Lines
    private let index: BaselineTextReader.Index

    /// The file at `path`, its cases found; `nil` when there is none. A file over `limit`
    /// bytes is read again a case at a time. Throws as ``init(path:bytes:)``, or when the file
    /// cannot be read.
    static func open(path: String, keepingInMemoryUpTo limit: Int = bytesKeptInMemory) throws(RunnerError) -> BaselineFile? {
        guard let reader = try BaselineFileReader(path: path) else { return nil }
        let bytes = try reader.readAll()
        return try BaselineFile(path: path, bytes: bytes, reader: bytes.count > limit ? reader : nil)
    }

    /// Reads the index of `bytes`, the file at `path`; throws the file's first error of shape
    /// (see ``BaselineTextReader/index(_:)``) or of encoding, with its line and column.
    convenience init(path: String, bytes: Data) throws(RunnerError) {
        try self.init(path: path, bytes: bytes, reader: nil)
    }

    /// As ``init(path:bytes:)``; with a `reader` of the same file, the bytes are dropped and
    /// each case's lines read through it.
    private init(path: String, bytes: Data, reader: BaselineFileReader?) throws(RunnerError) {
        // Checked in place: `String(validating:)` would copy the file.
        guard bytes.withUnsafeBytes(UTF8Bytes.isValid) else {
            let (line, column, _) = UTF8Bytes.firstInvalid(in: [UInt8](bytes)) ?? (1, 1, 0)
            throw RunnerError("\(path):\(line):\(column): invalid UTF-8; baseline files are UTF-8 text written by `layoutreg record`")
        }
        self.path = path
        lines = reader.map(Lines.file) ?? .bytes(bytes)
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

    /// The keys of the cases `matrix` no longer has, in byte order: the file's stale baselines.
    func staleKeys(outside matrix: Matrix) -> [String] {
        index.keys.filter { !matrix.contains(caseKey: $0) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether the file has a baseline for `key`.
    func contains(_ key: String) -> Bool {
        index.sections[key] != nil
    }

    /// The baseline of case `key`, or `nil` when the file has none; its frames take the names
    /// of `frames` (the case's layout) where they are the same.
    func approved(_ key: String, sharingNamesWith frames: [BaselineFrame] = [],
                  keepingStrings: Bool = true) throws(RunnerError) -> BaselineTextReader.Approved? {
        guard let section = index.sections[key] else { return nil }
        let table = index.table
        switch lines {
        case .bytes:
            return try read { buffer, _ throws(BaselineTextReader.ParseError) in
                try BaselineTextReader.section(section, of: buffer, table: table, sharingNamesWith: frames,
                                               keepingStrings: keepingStrings)
            }
        case let .file(reader):
            // The case's lines alone, at the offsets of a buffer of their own.
            let bytes = try reader.read(section.bytes)
            let alone = BaselineTextReader.Section(bytes: 0..<bytes.count, line: section.line)
            let parsed = bytes.withUnsafeBufferPointer { buffer in
                Result { () throws(BaselineTextReader.ParseError) in
                    try BaselineTextReader.section(alone, of: buffer, table: table, sharingNamesWith: frames,
                                                   keepingStrings: keepingStrings)
                }
            }
            switch parsed {
            case let .success(approved): return approved
            case let .failure(error): throw Self.error(error, in: try reader.readAll(), path: path)
            }
        }
    }

    /// Every case, as ``BaselineTextReader/parse(_:)`` reads a file's text, but those
    /// `skipping` says need not be read.
    func parsed(skipping: (String) -> Bool = { _ in false }) throws(RunnerError) -> BaselineTextReader.Parsed {
        try read { buffer, index throws(BaselineTextReader.ParseError) in
            try BaselineTextReader.parse(buffer, index: index, skipping: skipping)
        }
    }

    /// `body` of the file's bytes (read again if they were not kept) and index, its error with
    /// the file's path.
    private func read<T>(_ body: (UnsafeBufferPointer<UInt8>, BaselineTextReader.Index) throws(BaselineTextReader.ParseError) -> T)
        throws(RunnerError) -> T {
        let bytes = switch lines {
        case let .bytes(bytes): bytes
        case let .file(reader): try reader.readAll()
        }
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

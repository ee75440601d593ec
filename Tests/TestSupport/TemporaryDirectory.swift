import Foundation

/// A fresh folder under the system's temporary directory, for one test, that every test target
/// shares. Remove it with ``remove()`` in a `defer`, or use ``withTemporaryDirectory(_:)``:
/// a value removed in a `deinit` could go while the test still uses a path inside it, since
/// Swift may end a value's life after its last use rather than at the end of its scope.
public struct TemporaryDirectory: Sendable {
    public let path: String

    public init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutreg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The full path of `relative` inside the folder; nothing is created.
    public func file(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Writes `text` as UTF-8 at `relative`, creating folders on the way; returns the full path.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    public func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = file(relative)
        let folder = URL(fileURLWithPath: full).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// The UTF-8 text at `relative`, or `nil` when there is no such file.
    public func read(_ relative: String) -> String? {
        try? String(contentsOfFile: file(relative), encoding: .utf8)
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Runs `body` with a fresh temporary directory and removes it afterwards, whatever happens.
public func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) throws -> T) throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try body(directory)
}

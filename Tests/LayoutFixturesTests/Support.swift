import Foundation
import LayoutEngine
import LayoutFixtures

/// A folder under the system's temporary directory, unique to one test, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutreg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` as UTF-8 at `relative`, creating folders on the way; returns the full path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = path + "/" + relative
        let folder = URL(fileURLWithPath: full).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Runs `body` with a fresh temporary directory and removes it afterwards, whatever happens.
func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) throws -> T) throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try body(directory)
}

/// `text` as UTF-16 with a byte-order mark, the way older Xcode and `genstrings` write `.strings`.
func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 {
        let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
        bytes += bigEndian ? [high, low] : [low, high]
    }
    return bytes
}

/// Loads a scenario whose `view` is `view` (JSON text), from memory.
func loadView(_ view: String, file: String = "Fixtures/test.json") throws -> ViewNode {
    try ScenarioLoader.load(text: #"{"scenario": "test", "view": "# + view + "}", file: file).view
}

/// Loads a scenario with `matrix` (JSON text) and a trivial view, from memory.
func loadMatrix(_ matrix: String) throws -> Matrix {
    try ScenarioLoader.load(text: #"{"scenario": "test", "matrix": "# + matrix + #", "view": {"type": "Color"}}"#,
                            file: "Fixtures/test.json").matrix
}

/// The error a load throws, as printed; `nil` when it loads.
func loadError(_ body: () throws(FixtureError) -> Scenario) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        return error.description
    }
}

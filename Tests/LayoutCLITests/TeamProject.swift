import Foundation
import Testing
import TestSupport

/// A small project for the tests of exit codes, broken fixtures, record modes, merge and
/// init: one scenario of four cases (two containers × two locales), no strings file.
enum TeamProject {
    static let box = """
        {"scenario": "demo/box", "matrix": {"containers": ["iPhoneSE3", "iPadMini"], "locales": ["en", "de"]},
         "view": {"type": "VStack", "children": [
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 100, "height": 10}}], "id": "bar"},
            {"type": "Text", "verbatim": "Hello"}]}}
        """

    static let other = """
        {"scenario": "demo/other", "matrix": {"containers": ["iPhoneSE3"], "locales": ["en", "fr"]},
         "view": {"type": "Rectangle", "modifiers": [{"frame": {"width": 50, "height": 50}}], "id": "square"}}
        """

    /// A scenario file left mid-merge by git.
    static let conflicted = """
        {"scenario": "demo/conflicted",
        <<<<<<< HEAD
         "view": {"type": "Spacer"}
        =======
         "view": {"type": "Divider"}
        >>>>>>> feature
        }
        """

    static func make(_ files: [String: String] = ["Fixtures/box.json": box]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for (path, text) in files { try folder.write(path, text) }
        return folder
    }
}

/// What the sqlite3 shell prints for `sql`, as a user of the README's queries sees it.
func sqlite3Output(_ database: String, _ sql: String) throws -> String {
    let process = envProcess(["sqlite3", database, sql])
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(sql)")
    return String(decoding: data, as: UTF8.self)
}

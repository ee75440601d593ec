import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutRunner
import LayoutStore
import TestSupport
import Testing

/// A fixtures folder and a baselines folder in a temporary directory, and a runner over
/// them with the fixed-advance text measurer.
final class Sandbox {
    let directory: TemporaryDirectory
    var root: String { directory.path }

    init() throws {
        directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.file("Fixtures"), withIntermediateDirectories: true)
    }

    deinit {
        directory.remove()
    }

    func write(_ relative: String, _ text: String) throws {
        try directory.write(relative, text)
    }

    func read(_ relative: String) -> String? {
        directory.read(relative)
    }

    /// Moves the first frame of case `key` in the baseline file at `path`: its last number
    /// becomes 999 (998 if it was 999), so that the case fails against its layout.
    func moveFirstFrame(ofCase key: String, inBaseline path: String) throws {
        let text = try #require(read(path))
        let marker = "\n== \(key)\n"
        let start = try #require(text.range(of: marker))
        let line = try #require(text[start.upperBound...].split(separator: "\n").first)
        var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        let column = try #require(fields.indices.last { Double(fields[$0]) != nil })
        fields[column] = fields[column] == "999.0" ? "998.0" : "999.0"
        try write(path, text.replacingOccurrences(of: marker + line, with: marker + fields.joined(separator: "\t")))
    }

    func runner(jobs: Int = 1) throws -> RegressionRunner {
        let catalog = try FixtureCatalog.load(directory: root + "/Fixtures")
        return RegressionRunner(
            catalog: catalog, baselines: BaselineDirectory(path: root + "/Fixtures/Baselines"),
            replayer: Replayer(engine: LayoutEngine(measurer: FixedAdvanceTextMeasurer()), jobs: jobs),
            context: RunContext(host: "test", user: "tester", gitCommit: "abc123", engineVersion: "test", fontHashes: "none"))
    }

    /// Two buttons whose widths are synced, in two containers, two locales, two sizes.
    static let buttons = """
        {
          "scenario": "demo/buttons",
          "strings": {"en": {"ok": "OK", "cancel": "Cancel"}, "de": {"ok": "OK", "cancel": "Abbrechen"}},
          "matrix": {"containers": ["iPhoneSE3", {"name": "card", "width": 300, "height": 200, "scale": 2}],
                     "locales": ["en", "de"], "sizeCategories": ["large", "accessibility3"]},
          "view": {"type": "HStack", "children": [
            {"type": "Button", "children": [{"type": "Text", "key": "ok"}], "id": "ok",
             "modifiers": [{"padding": 8}, {"background": {"type": "Color"}}]},
            {"type": "Button", "children": [{"type": "Text", "key": "cancel"}], "id": "cancel",
             "modifiers": [{"padding": 8}, {"background": {"type": "Color"}}]}
          ]}
        }
        """

    static let box = """
        {"scenario": "demo/box", "matrix": {"containers": [{"name": "box", "width": 100, "height": 100}]},
         "view": {"type": "Color", "modifiers": [{"frame": {"width": 10, "height": 10}}], "id": "box"}}
        """
}

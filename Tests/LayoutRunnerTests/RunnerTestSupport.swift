import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutRunner
import LayoutStore

/// A fixtures folder and a baselines folder in a temporary directory, and a runner over
/// them with the fixed-advance text measurer.
final class Sandbox {
    let root: String

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutreg-runner-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: root + "/Fixtures", withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func write(_ relative: String, _ text: String) throws {
        let file = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    func read(_ relative: String) -> String? {
        try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)
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

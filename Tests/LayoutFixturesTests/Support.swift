import Foundation
import LayoutEngine
import LayoutFixtures
import TestSupport

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

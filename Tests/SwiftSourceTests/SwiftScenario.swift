import Foundation
import LayoutFixtures
import SwiftSource
import TestSupport

/// Scenarios made in a temporary folder: one whose view is Swift (`V.swift`), and one whose
/// view is JSON, to compare what the two front ends read.
enum SwiftScenario {
    /// The package's folder: other suites change the working directory while tests run.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The scenario of `source`'s view `view` (the inside of the `view` object after `swift`).
    static func load(_ source: String, view: String = #""type": "V""#, matrix: String? = nil) throws -> Scenario {
        SwiftSourceTranslator.install()
        return try withTemporaryDirectory { folder in
            _ = try folder.write("V.swift", source)
            let text = #"{"scenario": "s", "# + (matrix.map { #""matrix": \#($0), "# } ?? "")
                + #""view": {"swift": "V.swift", \#(view)}}"#
            return try ScenarioLoader.load(text: text, file: folder.file("s.json"))
        }
    }

    /// The scenario of a JSON view.
    static func json(_ view: String, matrix: String? = nil) throws -> Scenario {
        let text = #"{"scenario": "s", "# + (matrix.map { #""matrix": \#($0), "# } ?? "") + #""view": \#(view)}"#
        return try ScenarioLoader.load(text: text, file: "s.json")
    }
}

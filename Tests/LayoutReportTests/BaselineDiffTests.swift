import Foundation
import LayoutEngine
import LayoutReport
import LayoutRunner
import Testing
import TestSupport

@Suite struct BaselineDiffTests {
    static func frame(_ name: String, _ y: Double, _ h: Double) -> BaselineFrame {
        BaselineFrame(name: name, rect: Rect(x: 0, y: y, width: 100, height: h))
    }

    static let old: [String: [String: [BaselineFrame]]] = [
        "s": ["a/de/large/base": [frame("VStack", 0, 40), frame("VStack/Text", 0, 20), frame("VStack/Button", 20, 20)],
              "a/en/large/base": [frame("VStack", 0, 40)],
              "a/fr/large/base": [frame("VStack", 0, 40)]],
        "same": ["a/en/large/base": [frame("VStack", 0, 40)]],
        "gone": ["a/en/large/base": [frame("VStack", 0, 40)]],
    ]
    static let new: [String: [String: [BaselineFrame]]] = [
        "s": ["a/de/large/base": [frame("VStack", 0, 60), frame("VStack/Text", 0, 40), frame("VStack/Button", 40, 20)],
              "a/en/large/base": [frame("VStack", 0, 40)],
              "a/ja/large/base": [frame("VStack", 0, 40)]],
        "same": ["a/en/large/base": [frame("VStack", 0, 40)]],
    ]

    @Test func eachScenarioSaysWhatChangedItsCauseAndItsLargestMoves() {
        let diff = BaselineDiff(names: ["gone", "s", "same"], old: { Self.old[$0] }, new: { Self.new[$0] })
        #expect(diff.unchanged == 1)
        #expect(diff.text(revision: "main") == """
            gone: 0 changed, 0 added, 1 removed
              removed a/en/large/base
            s: 1 changed, 1 added, 1 removed; 3 views changed
              cause VStack/Text in 1 case
              a/de/large/base VStack: 20.0 pt
              a/de/large/base VStack/Button: 20.0 pt
              a/de/large/base VStack/Text: 20.0 pt
              added a/ja/large/base
              removed a/fr/large/base
            2 scenarios with changed baselines, 1 unchanged, against main

            """)
    }

    @Test func theReportDrawsTheOldBaselineBesideTheNew() throws {
        let diff = BaselineDiff(names: ["s"], old: { Self.old[$0] }, new: { Self.new[$0] })
        let html = try withTemporaryDirectory { folder in
            try HTMLReport(title: "layoutreg diff main").write(diff: diff, to: folder.path)
            return try #require(folder.read("index.html"))
        }
        #expect(html.contains(##"data-case="s/a/de/large/base" data-scenario="s" data-locale="de" data-size="large" data-status="changed""##))
        #expect(html.contains(##"<rect class="v cause" x="0.0" y="0.0" width="100.0" height="20.0" data-path="VStack/Text">"##))
        #expect(html.contains(##"<rect class="v cause" x="0.0" y="0.0" width="100.0" height="40.0" data-path="VStack/Text">"##))
        #expect(html.contains(##"data-status="added""##) && html.contains(##"data-status="removed""##))
    }
}

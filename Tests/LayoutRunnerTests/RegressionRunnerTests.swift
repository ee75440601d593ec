import Foundation
import LayoutEngine
import LayoutRunner
import LayoutStore
import Testing

@Suite struct RegressionRunnerTests {
    @Test func recordThenRunPasses() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons)
        let store = try LayoutStore.inMemory()
        let recorded = try sandbox.runner().record(mode: .all, filter: nil, note: "first", store: store)
        #expect(recorded.new.count == 8)
        #expect(recorded.changed.isEmpty)
        let report = try sandbox.runner().run(filter: nil, store: store)
        #expect(report.results.count == 8)
        #expect(report.passed)
        #expect(report.runID != nil)
        // The text baseline is where reviewers see the frames.
        let text = try #require(sandbox.read("Fixtures/Baselines/demo/buttons.baseline"))
        #expect(text.hasPrefix("# layoutreg baselines: demo/buttons\n# recorded "))
        #expect(text.contains("\n== card/de/accessibility3/base\nHStack\t"))
        #expect(text.contains("note: first"))
        // And the store keeps them with their provenance.
        let baselines = try store.currentBaselines()
        #expect(baselines.count == 8)
        #expect(baselines.values.allSatisfy { $0.provenance.recordedBy == "tester" && $0.provenance.note == "first" })
    }

    /// Layout warnings reach both reports, once per scenario and warning with their cases.
    @Test func recordAndRunReportLayoutWarnings() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/warn.json", """
            {"scenario": "demo/warn", "matrix": {"containers": [{"name": "a", "width": 100, "height": 100},
                                                               {"name": "b", "width": 200, "height": 100}]},
             "view": {"type": "Color", "modifiers": [{"frame": {"width": -4, "height": 10}}]}}
            """)
        let store = try LayoutStore.inMemory()
        let expected = ["demo/warn: Color: frame width -4 is negative or not finite; SwiftUI ignores it "
                        + "(\"Invalid frame dimension\") (all 2 cases)"]
        let recorded = try sandbox.runner().record(mode: .all, filter: nil, note: nil, store: store)
        #expect(recorded.warnings.lines == expected)
        let report = try sandbox.runner().run(filter: nil, store: store)
        #expect(report.passed)
        var warnings = WarningSummary()
        for r in report.results { warnings.add(scenario: r.scenario, caseKey: r.caseKey, warnings: r.warnings) }
        #expect(warnings.lines == expected)
    }

    @Test func runWithoutBaselinesFailsAsNewAndWritesNoBaseline() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/box.json", Sandbox.box)
        let store = try LayoutStore.inMemory()
        let report = try sandbox.runner().run(filter: nil, store: store)
        #expect(report.results.map(\.status) == [.new])
        #expect(!report.passed)
        #expect(sandbox.read("Fixtures/Baselines/demo/box.baseline") == nil)
        #expect(try store.currentBaselines().isEmpty)
    }

    @Test func aMovedViewFailsNamingItThenRecordFailedApprovesIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/box.json", Sandbox.box)
        let store = try LayoutStore.inMemory()
        // Without a report to draw them, a record keeps no frames.
        #expect(try sandbox.runner().record(mode: .all, filter: nil, note: nil, store: store).frames.count == 0)
        try sandbox.write("Fixtures/box.json", Sandbox.box.replacingOccurrences(of: "{\"frame\": {\"width\": 10", with: "{\"frame\": {\"width\": 20"))
        let failing = try sandbox.runner().run(filter: nil, store: store)
        let result = try #require(failing.results.first)
        #expect(result.status == .fail)
        // 10 → 20 wide, centred in 100: x 45 → 40, width 10 → 20.
        #expect(result.maxDelta == 10)
        #expect(Set(result.differences.map(\.name)) == ["Color", "#box"])
        let recorded = try sandbox.runner().record(mode: .failed, filter: nil, note: "wider", store: store, keepingFrames: true)
        #expect(recorded.changed.map(\.name) == ["demo/box/box/en/large/base"])
        // Kept for a report that draws the case: both sets of frames, 10 and then 20 wide.
        let frames = try #require(recorded.frames["demo/box/box/en/large/base"])
        #expect(frames.old.first { $0.name.hasSuffix("#box") }?.rect.width == 10)
        #expect(frames.new.first { $0.name.hasSuffix("#box") }?.rect.width == 20)
        #expect(recorded.frames.count == 1)
        #expect(try sandbox.runner().run(filter: nil, store: store).passed)
        #expect(try store.runSummaries(last: 10).count == 2)
    }

    @Test func recordModesSelectCases() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons)
        let store = try LayoutStore.inMemory()
        _ = try sandbox.runner().record(mode: .all, filter: CaseFilter("*/en/*"), note: nil, store: store)
        let missing = try sandbox.runner().record(mode: .missing, filter: nil, note: nil, store: store)
        #expect(missing.new.count == 4)
        #expect(missing.skipped == 4)
        let again = try sandbox.runner().record(mode: .all, filter: nil, note: nil, store: store)
        #expect(again.unchanged == 8)
        #expect(!again.changedAnything)
        let failed = try sandbox.runner().record(mode: .failed, filter: nil, note: nil, store: store)
        #expect(failed.skipped == 8)
        #expect(!failed.changedAnything)
    }

    @Test func staleBaselinesAreReportedOnAFullRunAndRemovedByAFullRecord() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons)
        try sandbox.write("Fixtures/box.json", Sandbox.box)
        let store = try LayoutStore.inMemory()
        _ = try sandbox.runner().record(mode: .all, filter: nil, note: nil, store: store)
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons.replacingOccurrences(of: "[\"en\", \"de\"]", with: "[\"en\"]"))
        try sandbox.write("Fixtures/box.json", "{\"scenario\": \"demo/renamed\", \"view\": {\"type\": \"Color\"}}")
        let report = try sandbox.runner().run(filter: nil, store: store)
        #expect(report.staleBaselines.map(\.name) == [
            "demo/box", "demo/buttons/card/de/accessibility3/base", "demo/buttons/card/de/large/base",
            "demo/buttons/iPhoneSE3/de/accessibility3/base", "demo/buttons/iPhoneSE3/de/large/base",
        ])
        #expect(try sandbox.runner().run(filter: CaseFilter("demo/buttons"), store: store).staleBaselines.isEmpty)
        // Only adds: the stale ones are kept, and named.
        let missing = try sandbox.runner().record(mode: .missing, filter: nil, note: nil, store: store)
        #expect(missing.removed.isEmpty)
        #expect(missing.staleKept == report.staleBaselines.map(\.name))
        #expect(sandbox.read("Fixtures/Baselines/demo/box.baseline") != nil)
        let recorded = try sandbox.runner().record(mode: .missing, filter: nil, note: nil, store: store, pruneStale: true)
        #expect(recorded.removed.count == 5)
        #expect(sandbox.read("Fixtures/Baselines/demo/box.baseline") == nil)
        #expect(try sandbox.runner().run(filter: nil, store: store).staleBaselines.isEmpty)
    }

    @Test func recordWritesNothingWhenACaseCannotBeLaidOut() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/box.json", Sandbox.box)
        // Each pass publishes a width 10 larger than the state it read: it never settles.
        try sandbox.write("Fixtures/loop.json", """
            {"scenario": "demo/loop", "view": {"type": "Color", "modifiers": [
              {"frame": {"width": {"state": "w"}}}, {"padding": 5}, {"preference": {"key": "w", "value": "width"}}]}}
            """)
        let store = try LayoutStore.inMemory()
        #expect(throws: RunnerError.self) {
            try sandbox.runner().record(mode: .all, filter: nil, note: nil, store: store)
        }
        #expect(sandbox.read("Fixtures/Baselines/demo/box.baseline") == nil)
        #expect(try store.currentBaselines().isEmpty)
        let report = try sandbox.runner().run(filter: CaseFilter("demo/loop"), store: store)
        #expect(report.results.first?.status == .error)
        #expect(report.results.first?.message?.contains("did not settle") == true)
    }

    @Test func resultsAreIdenticalWhateverTheNumberOfJobs() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons)
        try sandbox.write("Fixtures/box.json", Sandbox.box)
        let one = try sandbox.runner(jobs: 1)
        let jobs = one.jobs(matching: nil)
        let serial = one.replayer.replay(jobs, of: one.catalog.scenarios)
        for width in [2, 3, 8] {
            let parallel = try sandbox.runner(jobs: width)
            #expect(parallel.replayer.replay(jobs, of: parallel.catalog.scenarios) == serial)
        }
    }

    /// What `record` and `run` write, in files and in the store, does not depend on `--jobs`.
    @Test func recordAndRunWriteTheSameWhateverTheNumberOfJobs() throws {
        var outputs: [[String]] = []
        for jobs in [1, 2, 3, 8] {
            let sandbox = try Sandbox()
            try sandbox.write("Fixtures/buttons.json", Sandbox.buttons)
            try sandbox.write("Fixtures/box.json", Sandbox.box)
            let store = try LayoutStore.inMemory()
            let recorded = try sandbox.runner(jobs: jobs).record(mode: .all, filter: nil, note: nil, store: store)
            try sandbox.write("Fixtures/box.json", Sandbox.box.replacingOccurrences(of: "\"width\": 10", with: "\"width\": 20"))
            let report = try sandbox.runner(jobs: jobs).run(filter: nil, store: store)
            let runID = try #require(report.runID)
            // The header's first line says when the files were recorded; the rest must match.
            let files = ["demo/buttons", "demo/box"].map { name in
                (sandbox.read("Fixtures/Baselines/\(name).baseline") ?? "").split(separator: "\n")
                    .filter { !$0.hasPrefix("# recorded ") }.joined(separator: "\n")
            }
            let baselines = try store.currentBaselines().sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.caseID) \($0.value.frames)" }
            let results = try store.results(ofRun: runID, statuses: [.pass, .fail, .new, .error])
                .map { "\($0.key) \($0.caseID) \($0.status) \($0.maxDelta ?? -1) \($0.diff ?? "")" }
            outputs.append(["\(recorded)", "\(report.results)"] + files + baselines + results)
        }
        #expect(outputs[0].count == 2 + 2 + 9 + 9)
        for output in outputs.dropFirst() { #expect(output == outputs[0]) }
    }

    /// A file that cannot be staged stops the approval before the store's transaction: the
    /// files already staged (by other threads too) are deleted and nothing is approved.
    @Test(arguments: [1, 2, 3, 8])
    func recordWritesNothingWhenAFileCannotBeWritten(jobs: Int) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons)
        try sandbox.write("Fixtures/box.json", Sandbox.box)
        // A folder where the box's temporary file would go.
        let blocker = "Fixtures/Baselines/demo/box.baseline.tmp-\(ProcessInfo.processInfo.processIdentifier)/x"
        try sandbox.write(blocker, "")
        let store = try LayoutStore.inMemory()
        let error = try #require(throws: RunnerError.self) {
            try sandbox.runner(jobs: jobs).record(mode: .all, filter: nil, note: nil, store: store)
        }
        #expect(error.description.contains("cannot write"))
        #expect(try store.currentBaselines().isEmpty)
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.root + "/Fixtures/Baselines/demo")
        #expect(left == ["box.baseline.tmp-\(ProcessInfo.processInfo.processIdentifier)"])
    }

    @Test func shardsSplitTheCasesIntoDisjointPartsThatCoverThemAll() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons)
        try sandbox.write("Fixtures/box.json", Sandbox.box)
        let runner = try sandbox.runner()
        let all = runner.jobs(matching: nil)
        let parts = (1...3).map { runner.jobs(matching: nil, shard: Shard(index: $0, count: 3)) }
        #expect(parts.map(\.count) == [3, 3, 3])
        #expect(Set(parts.flatMap { $0 }) == Set(all))
        #expect(parts.flatMap { $0 }.count == all.count)
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("x") == nil && Shard("2/3")?.description == "2/3")
        let store = try LayoutStore.inMemory()
        _ = try runner.run(filter: nil, shard: Shard(index: 1, count: 3), store: store)
        #expect(try store.runSummaries(last: 1).first?.run.scope == .shard)
    }
}

import Foundation
import LayoutEngine
import LayoutLints
import LayoutRunner
import LayoutStore
import Testing

/// `run --incremental`: a case is skipped when every input is what it last passed with, and
/// laid out again when its scenario, strings, baseline, fonts, build or lint policy change.
@Suite struct IncrementalRunTests {
    /// A sandbox with the buttons scenario recorded, and a store that has seen one
    /// incremental run of it (which lays out every case: no digests were kept yet).
    func recorded() throws -> (Sandbox, LayoutStore, first: RunReport) {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons)
        let store = try LayoutStore.inMemory()
        _ = try sandbox.runner().record(mode: .all, filter: nil, note: nil, store: store)
        let first = try sandbox.runner().run(filter: nil, store: store, incremental: true)
        return (sandbox, store, first)
    }

    func laidOut(_ report: RunReport) -> [String] { report.results.map(\.caseKey) }

    @Test func theFirstIncrementalRunLaysOutEverythingAndTheSecondSkipsEverything() throws {
        let (sandbox, store, first) = try recorded()
        #expect(first.results.count == 8)
        #expect(first.skipped.isEmpty)
        #expect(first.passed)
        let second = try sandbox.runner().run(filter: nil, store: store, incremental: true)
        #expect(second.results.isEmpty)
        #expect(second.skipped.count == 8)
        #expect(second.passed)
        #expect(second.skipped.allSatisfy { $0.passedRunID == first.runID })
        // The history says which run each skip relies on, with the digest it matched.
        let summary = try #require(try store.runSummaries(last: 1).first)
        #expect(summary.id == second.runID)
        #expect(summary.skipped == 8)
        #expect(summary.counts.total == 0)
        let skips = try store.caseSkips(scenario: "demo/buttons", caseKey: "card/de/large/base", last: 5)
        #expect(skips.count == 1)
        #expect(skips.first?.runID == second.runID)
        #expect(skips.first?.passedRunID == first.runID)
        #expect(skips.first?.digest?.count == 64)
    }

    @Test func aFullRunIsStillTheDefault() throws {
        let (sandbox, store, _) = try recorded()
        let full = try sandbox.runner().run(filter: nil, store: store)
        #expect(full.results.count == 8)
        #expect(full.skipped.isEmpty)
    }

    @Test func aChangedScenarioFileLaysOutEveryCaseAgain() throws {
        let (sandbox, store, _) = try recorded()
        // A summary changes no frame, but the definition changed: nothing can be assumed.
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons.replacingOccurrences(
            of: #""scenario": "demo/buttons","#, with: #""scenario": "demo/buttons", "summary": "two buttons","#))
        let report = try sandbox.runner().run(filter: nil, store: store, incremental: true)
        #expect(report.results.count == 8)
        #expect(report.skipped.isEmpty)
        #expect(report.passed)
        // And once it passed with the new definition, it is skipped again.
        #expect(try sandbox.runner().run(filter: nil, store: store, incremental: true).skipped.count == 8)
    }

    @Test func aChangedStringLaysOutItsCasesAgain() throws {
        let (sandbox, store, _) = try recorded()
        try sandbox.write("Fixtures/buttons.json", Sandbox.buttons.replacingOccurrences(of: "Abbrechen", with: "Abbrechen!"))
        let report = try sandbox.runner().run(filter: nil, store: store, incremental: true)
        #expect(report.skipped.filter { $0.caseKey.contains("/de/") }.isEmpty)
        #expect(Set(laidOut(report)).isSuperset(of: ["card/de/large/base", "iPhoneSE3/de/accessibility3/base"]))
        // The longer German label moved frames: those cases fail, and are not skipped next time.
        #expect(!report.passed)
        let again = try sandbox.runner().run(filter: nil, store: store, incremental: true)
        #expect(again.results.filter { $0.status == .fail }.map(\.caseKey) == report.results.filter { $0.status == .fail }.map(\.caseKey))
    }

    @Test func aChangedBaselineLaysOutOnlyItsCase() throws {
        let (sandbox, store, _) = try recorded()
        // One case's section, with one number of its first frame changed.
        try sandbox.moveFirstFrame(ofCase: "card/en/large/base", inBaseline: "Fixtures/Baselines/demo/buttons.baseline")
        let report = try sandbox.runner().run(filter: nil, store: store, incremental: true)
        #expect(laidOut(report) == ["card/en/large/base"])
        #expect(report.results.first?.status == .fail)
        #expect(report.skipped.count == 7)
    }

    @Test func otherFontsOrAnotherBuildLayOutEveryCaseAgain() throws {
        let (sandbox, store, _) = try recorded()
        var fonts = try sandbox.runner()
        fonts.context.fontDigest = "other fonts"
        #expect(try fonts.run(filter: nil, store: store, incremental: true).results.count == 8)
        var build = try sandbox.runner()
        build.context.fontDigest = "other fonts"
        build.context.buildDigest = "another build"
        #expect(try build.run(filter: nil, store: store, incremental: true).results.count == 8)
        // And what they passed with is what the next run with them compares with.
        #expect(try build.run(filter: nil, store: store, incremental: true).skipped.count == 8)
    }

    @Test func anotherLintPolicyLaysOutEveryCaseAgain() throws {
        let (sandbox, store, _) = try recorded()
        var runner = try sandbox.runner()
        runner.replayer.lintOverride = .off
        #expect(try runner.run(filter: nil, store: store, incremental: true).results.count == 8)
    }

    @Test func aFilteredIncrementalRunSkipsWithinItsSelection() throws {
        let (sandbox, store, _) = try recorded()
        let report = try sandbox.runner().run(filter: CaseFilter("/de/"), store: store, incremental: true)
        #expect(report.results.isEmpty)
        #expect(report.skipped.count == 4)
        #expect(report.skipped.allSatisfy { $0.caseKey.contains("/de/") })
    }
    /// A run looks up the digests a window at a time: whatever the window, the cases skipped
    /// and laid out, their order and the rows kept are those of one window of every case.
    /// Two scenarios, so that windows of 3 and 5 straddle them; one baseline changed in the
    /// second scenario's middle.
    @Test(arguments: [1, 3, 5, 4_096])
    func windowsOfAnySizeSkipAndLayOutTheSameCases(window: Int) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/a.json", Sandbox.buttons)
        try sandbox.write("Fixtures/b.json", Sandbox.buttons.replacingOccurrences(of: "demo/buttons", with: "demo/more"))
        let store = try LayoutStore.inMemory()
        _ = try sandbox.runner().record(mode: .all, filter: nil, note: nil, store: store)
        var runner = try sandbox.runner()
        runner.window = window
        let first = try runner.run(filter: nil, store: store, incremental: true)
        #expect(first.results.count == 16)
        try sandbox.moveFirstFrame(ofCase: "iPhoneSE3/de/large/base", inBaseline: "Fixtures/Baselines/demo/more.baseline")
        runner = try sandbox.runner()
        runner.window = window
        let report = try runner.run(filter: nil, store: store, incremental: true)
        let changed = "demo/more/iPhoneSE3/de/large/base"
        #expect(report.results.map(\.fullName) == [changed])
        #expect(report.results.first?.status == .fail)
        let every = runner.jobs(matching: nil).map { runner.catalog.scenarios[$0.scenarioIndex].name + "/" + $0.layoutCase.key }
        #expect(every.count == 16)
        #expect(report.skipped.map(\.fullName) == every.filter { $0 != changed })
        #expect(report.skipped.allSatisfy { $0.passedRunID == first.runID })
        // The store has the one result and the 15 skips, each of its own case.
        let summary = try #require(try store.runSummaries(last: 1).first)
        #expect(summary.id == report.runID)
        #expect(summary.skipped == 15)
        #expect(summary.counts.failed == 1)
        let stored = try store.results(ofRun: try #require(report.runID))
        #expect(stored.map { $0.key.scenario + "/" + $0.key.caseKey } == [changed])
        #expect(try store.caseSkips(scenario: "demo/more", caseKey: "iPhoneSE3/de/large/base", last: 1).isEmpty)
        #expect(try store.caseSkips(scenario: "demo/more", last: 1).count == 7)
        // The failing case is laid out again next time; the others stay skipped.
        let again = try runner.run(filter: nil, store: store, incremental: true)
        #expect(again.results.map(\.fullName) == [changed])
        #expect(again.skipped.count == 15)
    }
}

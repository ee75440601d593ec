import Foundation
import LayoutStore
@testable import LayoutRunner
import Testing

/// `run` lays out a window while a lane counts and writes the window before and reads the
/// next one's baselines (``LaneWork``): whatever the window and the number of lanes, every case
/// is reported and written once, in the same order, with the same rows.
@Suite struct RunPipelineTests {
    /// Two scenarios of 8 cases (windows of 3 and 5 straddle them), one case failing in each,
    /// a new case with no baseline; with and without a store, and incremental.
    @Test(arguments: [1, 3, 5, 4_096], [1, 2, 3])
    func everyWindowAndLaneCountGivesTheSameRun(window: Int, jobs: Int) throws {
        #expect(try Self.outputs(window: window, jobs: jobs) == Self.outputs(window: 4_096, jobs: 1))
    }

    static func outputs(window: Int, jobs: Int) throws -> [String] {
        let sandbox = try Sandbox()
        try sandbox.write("Fixtures/a.json", Sandbox.buttons)
        try sandbox.write("Fixtures/b.json", Sandbox.buttons.replacingOccurrences(of: "demo/buttons", with: "demo/more"))
        try sandbox.write("Fixtures/c.json", Sandbox.box)
        let store = try LayoutStore.inMemory()
        _ = try sandbox.runner().record(mode: .all, filter: nil, note: nil, store: store)
        // One case of each buttons scenario fails; the box has no baseline any more.
        for name in ["buttons", "more"] {
            try sandbox.moveFirstFrame(ofCase: "card/de/accessibility3/base", inBaseline: "Fixtures/Baselines/demo/\(name).baseline")
        }
        try FileManager.default.removeItem(atPath: sandbox.directory.file("Fixtures/Baselines/demo/box.baseline"))
        var outputs: [String] = []
        for (incremental, store) in [(false, nil), (false, store), (true, store), (true, store)] as [(Bool, LayoutStore?)] {
            var runner = try sandbox.runner(jobs: jobs)
            runner.window = window
            let report = try runner.run(filter: nil, store: store, incremental: incremental)
            outputs.append(report.results.map { "\($0.fullName) \($0.status) \($0.maxDelta ?? -1)" }.joined(separator: ", "))
            outputs.append(report.skipped.map(\.fullName).joined(separator: ", "))
            if let store, let runID = report.runID {
                let rows = try store.results(ofRun: runID, statuses: [.pass, .fail, .new, .error])
                outputs.append(rows.map { "\($0.key) \($0.caseID) \($0.status) \($0.diff ?? "")" }.joined(separator: "\n"))
            }
        }
        #expect(outputs[0].split(separator: ",").count == 17)
        return outputs
    }
}

import Testing
@testable import LayoutStore
import TestSupport

@Suite("Storage budget")
struct StorageBudgetTests {
    /// A run must add at most 32 bytes per passing case to the database file.
    @Test func passingCasesCostAtMost32BytesEach() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("store.sqlite")
        let count = 20_000
        var ids: [Int64] = []
        do {
            let store = try LayoutStore(path: path)
            try store.upsertScenarios((0..<20).map { ScenarioRecord(name: "Scenario\($0)", definitionHash: "h") })
            ids = try store.upsertCases((0..<count).map { index in
                CaseRecord(scenario: "Scenario\(index % 20)", key: "iPhone16/de/accessibility2/set\(index)",
                           container: "iPhone16", locale: "de", sizeCategory: "accessibility2", stringSet: "set\(index)")
            })
            // One run first, so that the measured one is a typical later run, not the first ever.
            try store.recordRun(Fixture.run(), results: ids.map { CaseResultRecord(caseID: $0, status: .pass, maxDelta: 0) })
        }  // closing the last connection checkpoints the WAL into the file
        let before = try fileSize(path) + fileSize(path + "-wal")
        do {
            let store = try LayoutStore(path: path)
            try store.recordRun(Fixture.run(), results: ids.map { CaseResultRecord(caseID: $0, status: .pass, maxDelta: 0) })
        }
        let after = try fileSize(path) + fileSize(path + "-wal")
        let perCase = Double(after - before) / Double(count)
        print("storage: \(after - before) bytes for \(count) passing cases = \(perCase) bytes per case")
        #expect(perCase <= 32, "a passing case costs \(perCase) bytes")
        #expect(perCase > 0)
    }
}

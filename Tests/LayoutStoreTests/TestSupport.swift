import Foundation
@testable import LayoutStore

func fileSize(_ path: String) throws -> Int {
    guard FileManager.default.fileExists(atPath: path) else { return 0 }
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.size] as? NSNumber)?.intValue ?? 0
}

extension Connection {
    /// Every row of `sql`, each column as text ("NULL" for NULL), for asserting on views.
    func rows(_ sql: String) throws -> [[String]] {
        try withStatement(sql) { statement in
            var rows: [[String]] = []
            while try statement.step() {
                rows.append((0..<statement.columnCount).map { statement.optionalString($0) ?? "NULL" })
            }
            return rows
        }
    }
}

extension LayoutStore {
    /// Runs SQL directly, as a user of the sqlite3 shell would.
    func rows(_ sql: String) throws -> [[String]] {
        try serialized { try $0.rows(sql) }
    }

    func execute(_ sql: String) throws {
        try serialized { try $0.execute(sql) }
    }
}

/// Small, readable fixtures shared by the tests.
enum Fixture {
    static let provenance = Provenance(
        recordedAt: "2025-03-01T10:00:00Z", recordedBy: "alice", gitCommit: "abc123",
        engineVersion: "1.0.0", fontHashes: "sf:1234", note: "first approval")

    static let laterProvenance = Provenance(
        recordedAt: "2025-03-02T09:30:00Z", recordedBy: "bob", gitCommit: nil,
        engineVersion: "1.1.0", fontHashes: "sf:5678")

    static func frames(width: Double) -> String {
        #"[{"path":"root","x":0,"y":0,"width":\#(width),"height":44},"#
            + #"{"path":"root/title","x":16,"y":12,"width":120.5,"height":20,"lines":1,"truncated":false}]"#
    }

    static func run(started: String = "2025-03-01T12:00:00Z", commit: String? = "abc123",
                    scope: RunScope = .full, filter: String? = nil) -> RunRecord {
        RunRecord(startedAt: started, endedAt: "2025-03-01T12:00:05Z", gitCommit: commit, host: "ci-1",
                  engineVersion: "1.0.0", fontHashes: "sf:1234", scope: scope, filter: filter,
                  durationMilliseconds: 5_000)
    }

    static func cases(scenario: String, keys: [String]) -> [CaseRecord] {
        keys.map { key in
            let parts = key.split(separator: "/").map(String.init)
            return CaseRecord(scenario: scenario, key: key, container: parts[0], locale: parts[1],
                              sizeCategory: parts[2], stringSet: parts[3])
        }
    }

    /// An in-memory store with scenarios "Checkout" (3 cases) and "Profile" (2 cases).
    static func store() throws -> (LayoutStore, [BaselineKey: Int64]) {
        let store = try LayoutStore.inMemory()
        try store.upsertScenarios([
            ScenarioRecord(name: "Profile", definitionHash: "p1", sourcePath: "Scenarios/Profile.json"),
            ScenarioRecord(name: "Checkout", definitionHash: "c1", sourcePath: "Scenarios/Checkout.json"),
        ])
        let cases = cases(scenario: "Checkout", keys: ["iPhone16/en/large/base", "iPhone16/de/accessibility2/base",
                                                        "iPhoneSE/de/large/long"])
            + cases(scenario: "Profile", keys: ["iPhone16/en/large/base", "iPadAir/ja/small/base"])
        let ids = try store.upsertCases(cases)
        return (store, Dictionary(uniqueKeysWithValues: zip(cases.map(\.baselineKey), ids)))
    }
}

/// Writes and deletions handed to an approval all at once, in that order: how most tests
/// approve (see `BaselineApprovalTests` for approvals whose changes arrive one by one).
struct BaselineChangeSet {
    var writes: [BaselineWrite] = []
    var deletions: [BaselineKey] = []

    mutating func write(_ frames: String, for key: BaselineKey) throws {
        writes.append(BaselineWrite(key: key, frames: frames))
    }

    mutating func delete(_ key: BaselineKey) {
        deletions.append(key)
    }
}

extension LayoutStore {
    @discardableResult
    func replaceBaselines(_ changes: BaselineChangeSet, provenance: Provenance,
                          upserting cases: [CaseRecord] = []) throws -> BaselineChangeSummary {
        try replaceBaselines(provenance: provenance, cases: cases) { approval in
            for write in changes.writes { try approval.write(write) }
            for key in changes.deletions { try approval.delete(key) }
        }
    }
}

import Foundation
import LayoutStore
import StrictJSON

/// A finished run the store could not record (its write lock held past the busy timeout, a
/// full disk): its results are written to a JSON file beside the database rather than lost,
/// and the error says where.
///
/// ```json
/// {"database": ".layoutreg/layoutreg.sqlite", "run": {"startedAt": "…", "gitCommit": "…", "host": "ci-3", …},
///  "counts": {"pass": 410, "fail": 1, "new": 1, "error": 0},
///  "results": [{"scenario": "seeds/login", "case": "iPhone16/de/large/base", "status": "fail", "maxDelta": 2.5, …}]}
/// ```
///
/// `results` are those the run kept (``ResultRetention``): on the console, the cases that did
/// not pass; `counts` counts every case laid out.
enum UnsavedRun {
    /// Writes `report`'s results next to `store`'s file; returns the file's path.
    static func keep(_ report: RunReport, run: RunRecord, store: LayoutStore) throws(RunnerError) -> String {
        let stamp = run.startedAt.map { $0 == ":" ? "-" : $0 }
        let file = (store.path == ":memory:" ? "." : (store.path as NSString).deletingLastPathComponent.nonEmpty ?? ".")
            + "/" + (store.path as NSString).lastPathComponent + ".unsaved-run-" + String(stamp) + ".json"
        let results: [JSONOutput] = report.results.map { result in
            var members: [JSONOutput.Member] = [.init("scenario", .string(result.scenario)), .init("case", .string(result.caseKey)),
                                                .init("status", .string(result.status.rawValue))]
            if let delta = result.maxDelta, delta.isFinite { members.append(.init("maxDelta", .number(delta))) }
            if let message = result.message { members.append(.init("message", .string(message))) }
            if !result.differences.isEmpty { members.append(.init("differences", .integer(result.differences.count))) }
            return .object(members)
        }
        let document: JSONOutput = .object([
            .init("database", .string(store.path)),
            .init("run", .object([
                .init("startedAt", .string(run.startedAt)), .init("gitCommit", run.gitCommit.map(JSONOutput.string) ?? .null),
                .init("host", .string(run.host)), .init("engineVersion", .string(run.engineVersion)),
                .init("scope", .string(run.scope.rawValue)), .init("filter", run.filter.map(JSONOutput.string) ?? .null),
                .init("label", run.label.map(JSONOutput.string) ?? .null),
                .init("shard", run.shard.map { JSONOutput.string("\($0.index)/\($0.count)") } ?? .null),
            ])),
            .init("counts", .object(CaseStatus.allCases.map { .init($0.rawValue, .integer(report.count($0))) })),
            .init("results", .array(results)),
        ])
        try DurableFile.write((JSONWriter().string(document) + "\n").utf8, to: file)
        return file
    }
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}

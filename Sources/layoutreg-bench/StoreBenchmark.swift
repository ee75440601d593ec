import Foundation
import LayoutStore

/// `layoutreg-bench store --cases N --db PATH`: how fast the store writes a run's results,
/// the figure a million-case run waits on. Upserts one scenario of N cases into a new
/// database, then writes runs of N passing results (`recordRun`, in batches of 256 as `run`
/// hands them over) and prints the best run's rows per second. The database is left for
/// the caller to compare with another writer of the same rows (scripts/bench.sh inserts them
/// with Python's sqlite3) and to measure the bytes a run adds.
enum StoreBenchmark {
    static let usage = "usage: layoutreg-bench store --db PATH [--cases N] [--rounds N]"

    static func run(arguments: [String]) throws {
        var cases = 1_000_000, path: String?
        var rest: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--cases":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else {
                    throw BenchmarkOptions.UsageError(message: "--cases needs a positive number\n" + usage)
                }
                cases = value
            case "--db":
                guard let value = remaining.popFirst() else { throw BenchmarkOptions.UsageError(message: "--db needs a path\n" + usage) }
                path = value
            default: rest.append(argument)
            }
        }
        let options = try BenchmarkOptions(rest, usage: usage)
        if options.helpRequested { print(usage); return }
        guard let path else { throw BenchmarkOptions.UsageError(message: "--db is required\n" + usage) }
        let store = try LayoutStore(path: path)
        let scenarioID = try store.upsertScenarios([ScenarioRecord(name: "bench/store", definitionHash: String(repeating: "0", count: 64))])["bench/store"]
        let records = (0..<cases).map { i in
            CaseRecord(scenario: "bench/store", key: "device\(i % 8)/locale\(i / 8 % 30)/size\(i / 240 % 12)/set\(i / 2880)",
                       container: "device\(i % 8)", locale: "locale\(i / 8 % 30)", sizeCategory: "size\(i / 240 % 12)",
                       stringSet: "set\(i / 2880)")
        }
        let ids = try store.upsertCases(records)
        print("store benchmark: \(cases) passing results a run, \(options.rounds) runs, batches of 256")
        var best = 0.0
        for round in 0..<options.rounds {
            let run = RunRecord(startedAt: "2026-12-01T00:00:00.000Z", endedAt: "2026-12-01T00:00:01.000Z", host: "bench",
                                engineVersion: "bench", fontHashes: "", durationMilliseconds: 0)
            let start = ContinuousClock.now
            try store.recordRun(run) { writer in
                var next = 0
                while next < ids.count {
                    let end = min(next + 256, ids.count)
                    try writer.add(ids[next..<end].map { CaseResultRecord(caseID: $0, status: .pass, maxDelta: 0, scenarioID: scenarioID) })
                    next = end
                }
                return run
            }
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let rate = Double(cases) / seconds
            best = max(best, rate)
            print("  run \(round + 1): \(Int(rate.rounded())) rows/s")
        }
        print("  best \(Int(best.rounded())) rows/s")
    }
}

import Foundation
import LayoutStore
import StrictJSON

/// `layoutreg history`: the recent runs, with their counts.
struct HistoryCommand: Subcommand {
    static let name = "history"
    static let summary = "Show recent runs and their pass/fail counts"
    static let usage = "layoutreg history [--scenario NAME] [--case KEY] [--last N] [--db PATH]"
    static let help = """
        Lists the most recent runs, newest first, with their counts; with --scenario, that
        scenario's counts in each run; with --scenario and --case, that case's status in
        each run. For anything else, query the database with sqlite3 (see the README).

        Options:
          --scenario NAME   One scenario
          --case KEY        One case of --scenario (e.g. iPhone16/de/large/base)
          --last N          How many runs. Default: 10
          --db PATH         Default: .layoutreg/layoutreg.sqlite
        """
    static let parser = ArgumentParser(options: ["--scenario", "--case", "--last", "--db"])

    var scenario: String?
    var caseKey: String?
    var last: Int
    var database: String

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        scenario = arguments.value("--scenario")
        caseKey = arguments.value("--case")
        last = try arguments.positiveInt("--last") ?? 10
        database = arguments.value("--db") ?? Workspace.defaultDatabase
        if caseKey != nil && scenario == nil { throw .usage("--case needs --scenario") }
    }

    func run(console: Console) throws -> ExitCode {
        // Reading history never creates a database.
        guard FileManager.default.fileExists(atPath: database) else {
            throw CommandError("no database at \(database): `layoutreg run` creates it; --db names another")
        }
        let store: LayoutStore
        do { store = try LayoutStore(readingPath: database) } catch { throw CommandError("\(error)") }
        if let scenario, let caseKey {
            let entries = try store.caseHistory(scenario: scenario, caseKey: caseKey, last: last)
            guard !entries.isEmpty else { console.print("no runs of \(scenario)/\(caseKey) in \(database)"); return .success }
            for e in entries {
                let delta = e.maxDelta.map { " Δ" + DecimalFormat.format($0) + " pt" } ?? ""
                console.print("run \(e.runID)  \(e.startedAt)  \(e.status.name)\(delta)  \(e.gitCommit.map { String($0.prefix(12)) } ?? "")")
            }
            return .success
        }
        let runs = try store.runSummaries(last: last, scenario: scenario)
        guard !runs.isEmpty else {
            console.print("no runs in \(database)" + (scenario.map { " for \($0)" } ?? ""))
            return .success
        }
        console.print("run  started                   commit        scope     total  pass  fail  new  error  seconds")
        for r in runs {
            let c = r.counts
            let commit = r.run.gitCommit.map { String($0.prefix(12)) } ?? "-"
            let cells = [pad("\(r.id)", 4), pad(r.run.startedAt, 24), pad(commit, 12), pad(r.run.scope.rawValue, 8),
                         pad("\(c.total)", 6, left: true), pad("\(c.passed)", 5, left: true), pad("\(c.failed)", 5, left: true),
                         pad("\(c.new)", 4, left: true), pad("\(c.errored)", 6, left: true),
                         pad(DecimalFormat.format(Double(r.run.durationMilliseconds) / 1000), 8, left: true)]
            console.print(cells.joined(separator: " "))
        }
        return .success
    }

    private func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return left ? fill + s : s + fill
    }
}

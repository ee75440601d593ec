import Foundation
import LayoutStore
import StrictJSON

/// `layoutreg history`: the recent runs, with their counts.
struct HistoryCommand: Subcommand {
    static let spec = CommandSpec(
        name: "history",
        summary: "Show recent runs and their pass/fail counts",
        description: """
            Lists the most recent runs, newest first, with their counts; with --scenario, that \
            scenario's counts in each run; with --scenario and --case, that case's status in \
            each run. With --approvals, who approved the case's baselines, when, at which commit \
            and after which run (the latest run before the approval in which the case failed or \
            was new); with --frame PATH too, the approval since which that view's frame, and each \
            lint finding on it, has been as the current baseline has it. For anything else, query \
            the database with sqlite3 (see the README). It never creates a database.
            """,
        options: [
            .value("--scenario", "NAME", help: "One scenario"),
            .value("--case", "KEY", help: "One case of --scenario (e.g. iPhone16/de/large/base)"),
            .flag("--approvals", help: "The approvals of --case's baselines, oldest first, instead of its runs"),
            .value("--frame", "PATH", help: "With --approvals: the approval of this view's frame and findings (e.g. VStack/Text)"),
            .value("--last", "N", help: "How many runs", default: .value("10")),
            Workspace.databaseOption,
        ],
        exitStatus: "0 listed (an empty history included), 2 bad input (no database, a broken one, bad options, "
            + "a --scenario the database does not know).",
        examples: ["layoutreg history --last 5", "layoutreg history --scenario seeds/size-picker --case iPhoneSE3/de/accessibility3/double",
                   "layoutreg history --approvals --scenario seeds/login-buttons --case iPhoneSE3/de/large/base --frame VStack/Group/Button[0]/Text"])

    var scenario: String?
    var caseKey: String?
    var approvals: Bool
    var view: String?
    var last: Int
    var database: String

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        scenario = arguments.value("--scenario")
        caseKey = arguments.value("--case")
        guard let last = try arguments.positiveInt("--last") else { preconditionFailure("--last declares a default") }
        self.last = last
        database = arguments.string(Workspace.databaseOption.name)
        approvals = arguments.has("--approvals")
        view = arguments.value("--frame")
        if caseKey != nil && scenario == nil { throw .usage("--case needs --scenario") }
        if approvals && caseKey == nil { throw .usage("--approvals needs --scenario and --case") }
        if view != nil && !approvals { throw .usage("--frame needs --approvals") }
    }

    func run(console: Console) throws -> ExitCode {
        // Reading history never creates a database.
        guard FileManager.default.fileExists(atPath: database) else {
            throw CommandError("no database at \(database): `layoutreg run` creates it; --db names another")
        }
        let store: LayoutStore
        do { store = try LayoutStore(readingPath: database) } catch { throw CommandError("\(error)") }
        if let scenario {
            // A name the database has never seen is a typo, not an empty history.
            let names = try store.listScenarios().map(\.name)
            if !names.contains(scenario) {
                let guess = EditDistance.closest(to: scenario, among: names)
                throw CommandError("no scenario \"\(scenario)\" in \(database)" + (guess.map { " (did you mean \"\($0)\"?)" } ?? ""))
            }
        }
        if let scenario, let caseKey, approvals {
            return try printApprovals(store, BaselineKey(scenario: scenario, caseKey: caseKey), console: console)
        }
        if let scenario, let caseKey {
            let entries = try store.caseHistory(scenario: scenario, caseKey: caseKey, last: last)
            // A skip is a run too: the case was not laid out because its inputs were those it passed with.
            let skips = try store.caseSkips(scenario: scenario, caseKey: caseKey, last: last)
            guard !entries.isEmpty || !skips.isEmpty else { console.print("no runs of \(scenario)/\(caseKey) in \(database)"); return .success }
            var lines: [(runID: Int64, text: String)] = entries.map { e in
                let delta = e.maxDelta.map { " Δ" + DecimalFormat.format($0) + " pt" } ?? ""
                return (e.runID, "run \(e.runID)  \(e.startedAt)  \(e.status.name)\(delta)  \(e.gitCommit.map { String($0.prefix(12)) } ?? "")")
            }
            lines += skips.map { k in
                let inputs = k.digest.map { "inputs \($0.prefix(12))… as in run \(k.passedRunID), where it passed" }
                    ?? "inputs as in run \(k.passedRunID), where it passed (since pruned)"
                return (k.runID, "run \(k.runID)  \(k.startedAt)  unchanged (skipped): \(inputs)  \(k.gitCommit.map { String($0.prefix(12)) } ?? "")")
            }
            for line in lines.sorted(by: { $0.runID > $1.runID }).prefix(last) { console.print(line.text) }
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
            let left: [(String, Int)] = [("\(r.id)", 4), (r.run.startedAt, 24), (commit, 12), (r.run.scope.rawValue, 8)]
            let right: [(String, Int)] = [("\(c.total)", 6), ("\(c.passed)", 5), ("\(c.failed)", 5), ("\(c.new)", 4),
                                          ("\(c.errored)", 6), (DecimalFormat.format(Double(r.run.durationMilliseconds) / 1000), 8)]
            let cells = left.map { TextColumns.pad($0, $1) } + right.map { TextColumns.pad($0, $1, alignRight: true) }
            console.print(cells.joined(separator: " ") + (r.skipped > 0 ? "  +\(r.skipped) unchanged (skipped)" : ""))
        }
        return .success
    }

    /// The approvals of one case, or of one view of it with `--frame`.
    private func printApprovals(_ store: LayoutStore, _ key: BaselineKey, console: Console) throws -> ExitCode {
        let events = try store.approvals(of: key)
        guard !events.isEmpty else { throw CommandError("no baseline of \(key.scenario)/\(key.caseKey) in \(database)") }
        guard let view else {
            for event in events { console.print(Self.line(event)) }
            return .success
        }
        guard let found = try store.viewApprovals(of: key, path: view) else {
            let names = (events.last.map { Self.paths(in: $0.frames) } ?? [])
            let guess = EditDistance.closest(to: view, among: names)
            throw CommandError("no view \(view) in the current baseline of \(key.scenario)/\(key.caseKey)"
                               + (guess.map { " (did you mean \($0)?)" } ?? ""))
        }
        console.print("\(view): frame as approved in " + Self.line(found.frame))
        for (kind, event) in found.findings { console.print("\(view): finding \(kind) approved in " + Self.line(event)) }
        return .success
    }

    /// `approval 3  2026-12-01T23:41:05Z  by ci  commit 1a2b3c4d5e6f  after run 7  current  note: …`.
    static func line(_ event: BaselineApprovalEvent) -> String {
        let p = event.provenance
        var line = "approval \(event.approvalID)  \(p.recordedAt)  by \(p.recordedBy)"
        if let commit = p.gitCommit { line += "  commit \(commit.prefix(12))" }
        line += event.afterRunID.map { "  after run \($0)" } ?? "  after no run"
        line += event.supersededAt.map { "  superseded \($0)" } ?? "  current"
        if let note = p.note { line += "  note: " + note.split(separator: "\n").joined(separator: " ") }
        return line
    }

    /// The view paths of frames JSON, for a "did you mean".
    static func paths(in frames: String) -> [String] {
        ((try? JSONParser.parse(frames))?.array ?? []).compactMap { $0.object?["path"]?.stringValue }
    }
}

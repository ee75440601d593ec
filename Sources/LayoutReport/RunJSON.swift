import LayoutRunner
import StrictJSON

/// `layoutreg run --format json`: the run's counts, its failure groups, every case that did
/// not pass and every case `run --incremental` skipped (status `skipped`, with the run it
/// last passed in), as one JSON object whose schema `docs/report-format.md` describes. The
/// `schema` key names its version; keys are only ever added to a version.
public enum RunJSON {
    public static let schema = "layoutreg-run/1"

    public static func text(_ report: RunReport, context: RunContext? = nil) -> String {
        JSONWriter().string(value(report, context: context))
    }

    static func value(_ report: RunReport, context: RunContext?) -> JSONOutput {
        var run: [JSONOutput.Member] = [
            .init("id", report.runID.map { .integer(Int($0)) } ?? .null),
            .init("durationMs", .integer(Int(report.durationMilliseconds))),
            .init("cases", .integer(report.laidOut + report.skipped.count)),
        ]
        for status in CaseStatus.allCases { run.append(.init(status.rawValue, .integer(report.count(status)))) }
        run.append(.init("skipped", .integer(report.skipped.count)))
        if let context {
            run.append(.init("commit", context.gitCommit.map(JSONOutput.string) ?? .null))
            run.append(.init("engineVersion", .string(context.engineVersion)))
            run.append(.init("fontDigest", .string(context.fontDigest)))
        }
        let groups = FailureGroup.groups(of: report)
        var scenarios: [JSONOutput] = []
        var members: [JSONOutput] = []
        var current: String?
        var count = 0
        func close() {
            guard let name = current else { return }
            scenarios.append(.object([.init("name", .string(name)), .init("notPassed", .integer(count)), .init("groups", .array(members))]))
        }
        for group in groups {
            if group.scenario != current {
                close()
                (current, count, members) = (group.scenario, 0, [])
            }
            count += group.cases.count
            members.append(object(group, report: report))
        }
        close()
        let cases = report.results.filter { $0.status != .pass }.map(object) + report.skipped.map { skip in
            JSONOutput.object([.init("scenario", .string(skip.scenario)), .init("case", .string(skip.caseKey)),
                               .init("status", .string("skipped")), .init("reason", .string("unchanged")),
                               .init("passedRun", .integer(Int(skip.passedRunID)))])
        }
        return .object([
            .init("schema", .string(schema)), .init("run", .object(run)), .init("scenarios", .array(scenarios)),
            .init("cases", .array(cases)),
            .init("staleBaselines", .array(report.staleBaselines.map { .string($0.name) })),
        ])
    }

    private static func object(_ group: FailureGroup, report: RunReport) -> JSONOutput {
        var members: [JSONOutput.Member] = []
        switch group.reason {
        case let .causes(names):
            members.append(.init("reason", .string("causes")))
            members.append(.init("causes", .array(names.map(JSONOutput.string))))
        case .new:
            members.append(.init("reason", .string("new")))
        case let .error(message):
            members.append(.init("reason", .string("error")))
            members.append(.init("message", .string(message)))
        }
        members.append(.init("cases", .array(group.cases.map { .string(report.results[$0].caseKey) })))
        if let mode = group.recordMode {
            members.append(.init("approve", .string("layoutreg record --mode \(mode) --filter \(TerminalText.shellQuoted(group.filter(in: report)))")))
        }
        return .object(members)
    }

    private static func object(_ result: CaseResult) -> JSONOutput {
        var members: [JSONOutput.Member] = [
            .init("scenario", .string(result.scenario)), .init("case", .string(result.caseKey)),
            .init("status", .string(result.status.rawValue)),
        ]
        if let delta = result.maxDelta { members.append(.init("maxDelta", number(delta))) }
        if let message = result.message { members.append(.init("message", .string(message))) }
        if result.status == .fail {
            members.append(.init("causes", .array(RootCause.causes(of: result.differences).map { cause in
                .object([.init("view", .string(cause.difference.name)), .init("followers", .integer(cause.followers)),
                         .init("change", .string(cause.change))])
            })))
            if !result.stringChanges.isEmpty {
                members.append(.init("strings", .array(result.stringChanges.map { change in
                    var members: [JSONOutput.Member] = [.init("view", .string(change.path))]
                    members.append(.init("key", change.key.map(JSONOutput.string) ?? .null))
                    members.append(.init("old", change.old.map(JSONOutput.string) ?? .null))
                    members.append(.init("new", change.new.map(JSONOutput.string) ?? .null))
                    return .object(members)
                })))
            }
            members.append(.init("differences", .array(result.differences.map { $0.json(frame: frame) })))
        }
        return .object(members)
    }

    private static func frame(_ f: BaselineFrame) -> JSONOutput {
        var members: [JSONOutput.Member] = [.init("x", number(f.rect.x)), .init("y", number(f.rect.y)),
                                            .init("width", number(f.rect.width)), .init("height", number(f.rect.height))]
        if let lines = f.lines { members.append(.init("lines", .integer(lines))) }
        if let truncated = f.isTruncated { members.append(.init("truncated", .bool(truncated))) }
        return .object(members)
    }

    private static func number(_ value: Double) -> JSONOutput {
        value.isFinite ? .number(value) : .null
    }
}

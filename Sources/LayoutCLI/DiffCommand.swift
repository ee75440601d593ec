import LayoutReport
import LayoutRunner

/// `layoutreg diff [REV]`: what changed in the baseline files since a git revision, as
/// views that moved rather than lines of numbers, for reviewing a pull request.
struct DiffCommand: Subcommand {
    static let spec = CommandSpec(
        name: "diff",
        summary: "Summarise the baseline files' changes since a git revision",
        arguments: ("[REV]", 0...1),
        description: """
            Compares the baseline files in the work tree with the same files at REV (a commit, \
            branch or tag; HEAD when not given): per scenario, the cases changed, added and \
            removed, how many views changed, their root causes and the largest moves. With \
            --report, an HTML report draws each changed case's old baseline beside its new one. \
            Needs git; reads no fixtures and no database.
            """,
        options: [RunCommand.reportOption, Workspace.fixturesOption, Workspace.baselinesOption],
        exitStatus: "0 no baseline changed, 1 some baseline changed, 2 bad input (not a git work tree, an unknown "
            + "revision, a malformed baseline).",
        examples: ["layoutreg diff", "layoutreg diff origin/main --report baseline-changes"])

    var revision: String
    var baselines: String
    var report: String?

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        revision = arguments.positionals.first ?? "HEAD"
        let fixtures = arguments.string(Workspace.fixturesOption.name)
        baselines = arguments.value(Workspace.baselinesOption.name) ?? fixtures + "/Baselines"
        report = arguments.value(RunCommand.reportOption.name)
    }

    func run(console: Console) throws -> ExitCode {
        guard !revision.hasPrefix("-"), RunContext.spawn(["git", "-C", baselines, "rev-parse", "--verify", "--quiet", revision + "^{commit}"]) != nil else {
            throw CommandError("\(revision) is not a revision of a git repository holding \(baselines)")
        }
        // Paths relative to the baselines folder, as `-C` makes git give and take them.
        guard let listing = RunContext.spawn(["git", "-C", baselines, "ls-tree", "-r", "--name-only", revision, "--", "."]) else {
            throw CommandError("cannot list \(baselines) at \(revision)")
        }
        let suffix = "." + BaselineDirectory.fileExtension
        let old = String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
        let directory = BaselineDirectory(path: baselines)
        let names = Set(old).union(directory.scenarioNames()).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let oldNames = Set(old)
        let diff: BaselineDiff
        do {
            diff = try BaselineDiff(names: names, old: { name in
                guard oldNames.contains(name) else { return nil }
                guard let bytes = RunContext.spawn(["git", "-C", baselines, "show", "\(revision):./\(name)\(suffix)"]) else {
                    throw CommandError("cannot read \(name)\(suffix) at \(revision)")
                }
                do throws(BaselineTextReader.ParseError) {
                    return try BaselineTextReader.parse(String(decoding: bytes, as: UTF8.self)).cases
                } catch {
                    throw CommandError("\(revision):\(baselines)/\(name)\(suffix):\(error.line): \(error.message)")
                }
            }, new: { name in
                do throws(RunnerError) { return try directory.read(scenario: name) } catch { throw CommandError(error.description) }
            })
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError("\(error)")
        }
        console.print(diff.text(revision: revision))
        if let report {
            do throws(ReportError) {
                try HTMLReport(title: "layoutreg diff \(revision)", inputs: [("Against", revision)]).write(diff: diff, to: report)
            } catch {
                throw CommandError(error.description)
            }
        }
        return diff.isEmpty ? .success : .regressions
    }
}

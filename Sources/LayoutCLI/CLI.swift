import LayoutFixtures
import LayoutStore
import StrictJSON
#if LAYOUTREG_SWIFT_SOURCE
import SwiftSource
#endif

/// The `layoutreg` command line: picks the subcommand, runs it, and turns every error into
/// a message on standard error and an exit code.
public enum CLI {
    static let commands: [any Subcommand.Type] = [
        RunCommand.self, RecordCommand.self, LayoutCommand.self, DiffCommand.self, HistoryCommand.self, ListCommand.self,
        MergeCommand.self, PruneCommand.self, InitCommand.self,
    ]

    static let overview = """
        layoutreg: layout regression testing for SwiftUI-style views, on geometry.

        Usage: layoutreg <command> [options]

        Commands:
        \(commands.map { "  " + TextColumns.pad($0.spec.name, 8) + "  " + $0.spec.summary }.joined(separator: "\n"))

        `layoutreg <command> --help` describes a command.
        Exit status: 0 pass, 1 regressions found, 2 bad input or usage.
        """

    /// Runs `arguments` (without the program name) and returns the exit code.
    public static func main(_ arguments: [String], console: Console = .standard()) -> Int32 {
        #if LAYOUTREG_SWIFT_SOURCE
        // Scenarios whose view is Swift source are read by the toolchain's SwiftParser.
        if !SwiftViewSource.isAvailable { SwiftSourceTranslator.install() }
        #endif
        guard let name = arguments.first, !["--help", "-h", "help"].contains(name) else {
            console.print(overview)
            return arguments.isEmpty ? ExitCode.badInput.rawValue : ExitCode.success.rawValue
        }
        if name == "--version" {
            console.print("layoutreg \(Workspace.engineVersion)")
            return ExitCode.success.rawValue
        }
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            console.printError("layoutreg: unknown command \"\(name)\"\n\n" + overview)
            return ExitCode.badInput.rawValue
        }
        return run(command, Array(arguments.dropFirst()), console: console)
    }

    private static func run(_ command: any Subcommand.Type, _ arguments: [String], console: Console) -> Int32 {
        let spec = command.spec
        do {
            let parsed = try spec.parser.parse(arguments)
            if parsed.wantsHelp {
                console.print(spec.help)
                return ExitCode.success.rawValue
            }
            return try command.init(parsed).run(console: console).rawValue
        } catch let error as CommandError {
            console.printError("layoutreg \(spec.name): \(error.message)")
            if error.showsUsage { console.printError("Usage: \(spec.usage)") }
            return error.code.rawValue
        } catch let error as StoreError {
            console.printError("layoutreg \(spec.name): \(error)")
            return ExitCode.badInput.rawValue
        } catch {
            console.printError("layoutreg \(spec.name): \(error)")
            return ExitCode.badInput.rawValue
        }
    }
}

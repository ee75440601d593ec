/// A `layoutreg` subcommand: a value built from its arguments, then run.
public protocol Subcommand: Sendable {
    /// The command's name, options and help, from which its parser, usage line and `--help`
    /// are made.
    static var spec: CommandSpec { get }

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError)
    func run(console: Console) throws -> ExitCode
}

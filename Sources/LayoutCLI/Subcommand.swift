/// A `layoutreg` subcommand: a value built from its arguments, then run.
public protocol Subcommand: Sendable {
    static var name: String { get }
    /// One line for `layoutreg --help`.
    static var summary: String { get }
    /// `layoutreg NAME [options]`, printed with usage errors.
    static var usage: String { get }
    /// The full `--help` text after the usage line.
    static var help: String { get }
    static var parser: ArgumentParser { get }

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError)
    func run(console: Console) throws -> ExitCode
}

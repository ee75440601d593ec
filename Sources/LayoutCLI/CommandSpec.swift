import StrictJSON

/// Everything a command says about itself, declared once: its name, arguments, options and
/// the prose of its `--help`. The usage line, the help text and the parser are derived from
/// it, so that no option can be accepted without being documented, or documented without
/// being accepted.
public struct CommandSpec: Sendable {
    public var name: String
    /// One line for `layoutreg --help`, without a full stop.
    public var summary: String
    /// The positional arguments as usage shows them (`FILE`), and how many are allowed.
    public var arguments: (names: String, count: ClosedRange<Int>) = ("", 0...0)
    /// What the command does, in a paragraph or two, for `--help`.
    public var description: String
    /// In the order `--help` lists them; `--help` itself is added.
    public var options: [OptionSpec]
    /// What each exit code means for this command.
    public var exitStatus: String
    /// Command lines worth copying, each shown after `$ `.
    public var examples: [String]

    /// `layoutreg layout FILE [--container NAME|WxH] …`, every option included.
    public var usage: String {
        (["layoutreg", name] + (arguments.names.isEmpty ? [] : [arguments.names]) + options.map { "[\($0.synopsis)]" })
            .joined(separator: " ")
    }

    public var parser: ArgumentParser {
        ArgumentParser(options: options, positionals: arguments.count)
    }

    /// The whole `--help` text: Usage, the summary and description, Options, Exit status,
    /// Examples, in that order for every command.
    public var help: String {
        let all = options + [.helpFlag]
        let column = min(26, all.map(\.synopsis.count).max() ?? 0)
        var lines = ["Usage: " + usage, "", summary + ".", ""]
        lines += TextColumns.wrap(description, width: TextColumns.width)
        lines += ["", "Options:"]
        for option in all {
            let synopsis = option.name == OptionSpec.helpFlag.name ? "-h, --help" : option.synopsis
            lines += TextColumns.definition(synopsis, option.helpWithDefault, indent: 2, column: column)
        }
        lines += [""] + TextColumns.wrap("Exit status: " + exitStatus, width: TextColumns.width)
        lines += ["", "Examples:"] + examples.map { "  $ " + $0 }
        return lines.joined(separator: "\n")
    }
}

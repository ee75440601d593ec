/// One option or flag of a command, declared once: the parser accepts it by this name, and
/// the usage line, the `--help` text, the README's command table and the error messages are
/// all made from this value.
///
/// ```swift
/// static let last = OptionSpec.value("--last", "N", help: "How many runs", default: .value("10"))
/// ```
public struct OptionSpec: Sendable, Hashable {
    /// What the option falls back to when it is not given.
    public enum Default: Sendable, Hashable {
        /// No value: the command does without.
        case none
        /// This text, returned by ``ArgumentParser/Parsed/value(_:)`` as if it had been given.
        case value(String)
        /// Worked out by the command (from another option, the machine, the environment);
        /// this says how, for `--help`.
        case described(String)
    }

    /// `--jobs`.
    public let name: String
    /// What the value stands for in usage and help (`N`, `DIR`, `all|missing|failed`);
    /// `nil` for a flag, which takes no value.
    public let valueName: String?
    /// The values the option accepts, when they are a closed set; any other is a usage error.
    public let choices: [String]?
    /// One sentence or two, for `--help`; never empty (a test holds every command to it).
    public let help: String
    public let defaultValue: Default

    /// An option that takes a value.
    public static func value(_ name: String, _ valueName: String, help: String, default: Default = .none) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, choices: nil, help: help, defaultValue: `default`)
    }

    /// An option whose value is one of a Swift enum's cases, by raw value. Usage shows them
    /// all (`json|text`) unless `valueName` stands in for a longer list.
    public static func choice<Choice: CaseIterable & RawRepresentable<String>>(
        _ name: String, _ type: Choice.Type, valueName: String? = nil, help: String, default: Choice
    ) -> OptionSpec {
        choice(name, type, valueName: valueName, help: help, default: .value(`default`.rawValue))
    }

    /// A choice whose default the command works out (``Default/described(_:)``) or that has none.
    public static func choice<Choice: CaseIterable & RawRepresentable<String>>(
        _ name: String, _ type: Choice.Type, valueName: String? = nil, help: String, default: Default
    ) -> OptionSpec {
        let choices = Choice.allCases.map(\.rawValue)
        return OptionSpec(name: name, valueName: valueName ?? choices.joined(separator: "|"), choices: choices,
                          help: help, defaultValue: `default`)
    }

    /// An option that takes no value: present or not.
    public static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, choices: nil, help: help, defaultValue: .none)
    }

    /// `-h`/`--help`, which every command accepts.
    static let helpFlag = OptionSpec.flag("--help", help: "Print this help and exit")

    public var isFlag: Bool { valueName == nil }

    /// `--jobs N`, or `--no-store`: how usage and help show the option.
    public var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }

    /// The help sentence with the default after it, as `--help` prints it.
    var helpWithDefault: String {
        switch defaultValue {
        case .none: help
        case let .value(text), let .described(text): help + ". Default: " + text
        }
    }
}

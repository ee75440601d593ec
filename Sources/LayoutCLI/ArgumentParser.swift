import StrictJSON

/// The one place command lines are taken apart, against a command's declared options.
///
/// - `--name value` and `--name=value` are the same; a value may start with `-` (`--note -x`)
///   unless it is one of the command's option names, which means the value was left out.
/// - A flag takes no value: `--no-store=yes` is an error.
/// - Each option may be given once: a second `--filter` is an error rather than a silent
///   choice between the two.
/// - `--` ends the options: every argument after it is positional, `-h` included.
/// - An unknown option is an error that names it and the closest declared one.
public struct ArgumentParser: Sendable {
    public let options: [OptionSpec]
    /// How many positional arguments are allowed.
    public let positionals: ClosedRange<Int>
    private let byName: [String: OptionSpec]

    public init(options: [OptionSpec], positionals: ClosedRange<Int> = 0...0) {
        self.options = options.contains(where: { $0.name == OptionSpec.helpFlag.name }) ? options : options + [.helpFlag]
        self.positionals = positionals
        var byName: [String: OptionSpec] = [:]
        for option in self.options {
            precondition(byName.updateValue(option, forKey: option.name) == nil, "\(option.name) is declared twice")
        }
        byName["-h"] = OptionSpec.helpFlag
        self.byName = byName
    }

    /// What was given on a command line, read by the names the command declared.
    public struct Parsed: Sendable {
        fileprivate let declared: [String: OptionSpec]
        fileprivate var values: [String: String] = [:]
        fileprivate var flags: Set<String> = []
        public fileprivate(set) var positionals: [String] = []

        /// The option's value as given, else its declared default value, else `nil`.
        public func value(_ name: String) -> String? {
            let option = declaredOption(name)
            precondition(!option.isFlag, "\(name) is a flag: read it with has(_:)")
            if let given = values[name] { return given }
            if case let .value(text) = option.defaultValue { return text }
            return nil
        }

        /// The value of an option declared with a default value: never absent.
        public func string(_ name: String) -> String {
            guard let text = value(name) else { preconditionFailure("\(name) has no declared default value") }
            return text
        }

        /// Whether the flag was given.
        public func has(_ flag: String) -> Bool {
            precondition(declaredOption(flag).isFlag, "\(flag) takes a value: read it with value(_:)")
            return flags.contains(flag)
        }

        /// Whether `-h` or `--help` was given.
        public var wantsHelp: Bool { flags.contains(OptionSpec.helpFlag.name) }

        /// A positive whole number, or a usage error naming the option.
        public func positiveInt(_ name: String) throws(CommandError) -> Int? {
            guard let text = value(name) else { return nil }
            guard let n = Int(text), n > 0 else { throw .usage("\(name) expects a positive whole number, got \"\(text)\"") }
            return n
        }

        /// The value of an option declared with ``OptionSpec/choice(_:_:help:default:)``: the
        /// parser has already refused values that are not one of `Choice`'s cases.
        public func choice<Choice: RawRepresentable<String>>(_ name: String, as type: Choice.Type) -> Choice {
            guard let text = value(name), let choice = Choice(rawValue: text) else {
                preconditionFailure("\(name) is not declared as a choice of \(Choice.self) with a default")
            }
            return choice
        }

        /// Reading an option the command did not declare is a programmer error: it would
        /// always be absent.
        private func declaredOption(_ name: String) -> OptionSpec {
            guard let option = declared[name] else { preconditionFailure("\(name) is not a declared option") }
            return option
        }
    }

    public func parse(_ arguments: [String]) throws(CommandError) -> Parsed {
        var parsed = Parsed(declared: byName)
        var given: Set<String> = []
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name = argument
            var inline: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = byName[name] else { throw unknown(name) }
            guard given.insert(option.name).inserted else {
                throw .usage("\(option.name) is given twice; give it once")
            }
            if option.isFlag {
                guard inline == nil else { throw .usage("\(name) takes no value") }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard i < arguments.count, byName[arguments[i]] == nil else {
                    throw .usage("\(name) needs a value: \(option.synopsis)")
                }
                value = arguments[i]
                i += 1
            }
            if let choices = option.choices, !choices.contains(value) {
                throw .usage("\(name) expects \(Self.list(choices)), got \"\(value)\"")
            }
            parsed.values[option.name] = value
        }
        if !parsed.wantsHelp && !positionals.contains(parsed.positionals.count) {
            if parsed.positionals.count > positionals.upperBound {
                throw .usage("unexpected argument \"\(parsed.positionals[positionals.upperBound])\"")
            }
            throw .usage("missing argument")
        }
        return parsed
    }

    /// An unknown option, with the declared one it is most likely a typo of (compared
    /// without their dashes: `--jobz` is one edit from `--jobs`).
    private func unknown(_ name: String) -> CommandError {
        func bare(_ name: String) -> String { String(name.drop { $0 == "-" }) }
        let guess = EditDistance.closest(to: bare(name), among: options.map { bare($0.name) })
        return .usage("unknown option \(name)" + (guess.map { " (did you mean --\($0)?)" } ?? ""))
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}

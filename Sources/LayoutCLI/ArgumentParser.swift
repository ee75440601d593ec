/// The one place command lines are taken apart: `--name value`, `--name=value`, flags, and
/// positional arguments, checked against what a command accepts.
public struct ArgumentParser: Sendable {
    /// Options that take a value.
    public var options: Set<String>
    /// Options that take none.
    public var flags: Set<String>
    /// How many positional arguments are allowed.
    public var positionals: ClosedRange<Int>

    public init(options: Set<String> = [], flags: Set<String> = [], positionals: ClosedRange<Int> = 0...0) {
        self.options = options
        self.flags = flags.union(["--help", "-h"])
        self.positionals = positionals
    }

    /// What was given on a command line.
    public struct Parsed: Sendable {
        public var values: [String: String] = [:]
        public var flags: Set<String> = []
        public var positionals: [String] = []

        public func value(_ name: String) -> String? { values[name] }
        public func has(_ flag: String) -> Bool { flags.contains(flag) }

        /// A positive whole number, or a usage error naming the option.
        public func positiveInt(_ name: String) throws(CommandError) -> Int? {
            guard let text = values[name] else { return nil }
            guard let n = Int(text), n > 0 else { throw .usage("\(name) expects a positive whole number, got \"\(text)\"") }
            return n
        }
    }

    public func parse(_ arguments: [String]) throws(CommandError) -> Parsed {
        var parsed = Parsed()
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
            if flags.contains(name) {
                guard inline == nil else { throw .usage("\(name) takes no value") }
                parsed.flags.insert(name)
            } else if options.contains(name) {
                if let inline {
                    parsed.values[name] = inline
                } else {
                    guard i < arguments.count else { throw .usage("\(name) needs a value") }
                    parsed.values[name] = arguments[i]
                    i += 1
                }
            } else {
                let known = (options.union(flags)).sorted()
                let guess = known.min { distance($0, name) < distance($1, name) }
                var message = "unknown option \(name)"
                if let guess, distance(guess, name) <= 3 { message += " (did you mean \(guess)?)" }
                throw .usage(message)
            }
        }
        if !parsed.has("--help") && !parsed.has("-h") && !positionals.contains(parsed.positionals.count) {
            if parsed.positionals.count > positionals.upperBound {
                throw .usage("unexpected argument \"\(parsed.positionals[positionals.upperBound])\"")
            }
            throw .usage("missing argument")
        }
        return parsed
    }

    private func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let old = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = old
            }
        }
        return row[b.count]
    }
}

/// Fills a printf-style format with arguments as Foundation's `String(format:)` does for the
/// specifiers iOS strings use (`%@ %d %i %u %ld %lld %lu %llu %f %.1f %e %g %%`, positions
/// `%1$@`, flags, width and precision), with its own number formatting: deterministic, and
/// the decimal separator of the locale (`%lld` is never grouped, as on iOS).
///
/// ```swift
/// StringFormatter.format("%lld new posts", [.integer(3)]).text  // "3 new posts"
/// ```
enum StringFormatter {
    struct Result: Hashable {
        var text: String
        var warnings: [String]
    }

    /// `format` filled with `arguments`; a directive layoutreg cannot fill is shown as written,
    /// with a warning. Plural variables (`%#@name@`) must be substituted before.
    static func format(_ format: String, _ arguments: [FormatValue], decimalSeparator: String = ".") -> Result {
        var out = ""
        var warnings: [String] = []
        var next = 0
        var used = Set<Int>()
        for piece in FormatSpecifier.parse(format) {
            switch piece {
            case let .literal(text):
                out += text
            case let .unknown(text):
                out += text
                warnings.append("unknown format specifier \"\(text)\" in \"\(format)\"; shown as written")
            case let .specifier(spec):
                guard spec.takesArgument else { out += "%"; continue }
                let index: Int
                if let position = spec.position { index = position - 1 } else { index = next; next += 1 }
                used.insert(index)
                guard index < arguments.count else {
                    out += spec.text
                    continue
                }
                let (text, warning) = fill(spec, arguments[index], decimalSeparator: decimalSeparator)
                if let warning { warnings.append("\(warning) in \"\(format)\"") }
                out += text
            }
        }
        // Fewer directives than arguments is how a plural form leaves its number out ("No new
        // posts", Arabic's "منشور جديد واحد"), which iOS accepts; more reads past the arguments.
        let wanted = (used.max() ?? -1) + 1
        if wanted > arguments.count {
            warnings.append("\"\(format)\" takes \(wanted) argument\(wanted == 1 ? "" : "s"), given \(arguments.count)")
        }
        return Result(text: out, warnings: warnings)
    }

    /// The text of one directive, and a warning when the argument does not fit it.
    private static func fill(_ spec: FormatSpecifier, _ value: FormatValue, decimalSeparator: String) -> (String, String?) {
        var warning: String? = nil
        var body: String
        var sign = ""
        var numeric = false
        switch spec.conversion {
        case "@", "s":
            body = value.description
            if spec.conversion == "s", let precision = spec.precision { body = String(body.prefix(precision)) }
        case "c":
            body = value.description.first.map(String.init) ?? ""
        case "d", "i", "u", "o", "x", "X":
            numeric = true
            let n: Int64
            switch value {
            case let .integer(i): n = i
            case let .number(x):
                n = x.isFinite ? Int64(max(min(x, 9.2e18), -9.2e18)) : 0
                if x != x.rounded() { warning = "\(spec.text) takes an integer, given \(value)" }
            case let .string(s):
                return (s, "\(spec.text) takes an integer, given the string \"\(s)\"")
            }
            body = integer(n, spec)
            if body.hasPrefix("-") { sign = "-"; body.removeFirst() }
            if let precision = spec.precision { while body.count < precision { body = "0" + body } }
            if spec.flags.contains("#"), n != 0 {
                if spec.conversion == "x" { body = "0x" + body } else if spec.conversion == "X" { body = "0X" + body }
                else if spec.conversion == "o", !body.hasPrefix("0") { body = "0" + body }
            }
        default:  // f F e E g G
            numeric = true
            let x: Double
            switch value {
            case let .integer(i): x = Double(i)
            case let .number(d): x = d
            case let .string(s): return (s, "\(spec.text) takes a number, given the string \"\(s)\"")
            }
            let precision = spec.precision ?? 6
            if !x.isFinite {
                body = x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf")
                if spec.conversion.isUppercase { body = body.uppercased() }
            } else {
                switch spec.conversion {
                case "e", "E": body = FormatNumbers.exponential(x, precision: precision, uppercase: spec.conversion == "E")
                case "g", "G":
                    body = FormatNumbers.general(x, precision: precision, uppercase: spec.conversion == "G",
                                                 alternate: spec.flags.contains("#"))
                default: body = FormatNumbers.fixed(x, precision: precision)
                }
            }
            if body.hasPrefix("-") { sign = "-"; body.removeFirst() }
            if decimalSeparator != "." { body = body.replacing(".", with: decimalSeparator) }
        }
        if numeric, sign.isEmpty, "dif FeEgG".contains(spec.conversion) {
            if spec.flags.contains("+") { sign = "+" } else if spec.flags.contains(" ") { sign = " " }
        }
        let width = spec.width ?? 0
        let length = sign.count + body.count
        if length < width {
            let padding = width - length
            if spec.flags.contains("-") {
                return (sign + body + String(repeating: " ", count: padding), warning)
            }
            if numeric, spec.flags.contains("0"), spec.precision == nil || !"diuoxX".contains(spec.conversion) {
                return (sign + String(repeating: "0", count: padding) + body, warning)
            }
            return (String(repeating: " ", count: padding) + sign + body, warning)
        }
        return (sign + body, warning)
    }

    /// An integer conversion's digits, at the width its length modifier gives the argument:
    /// `%d` and `%u` take 32 bits, `%ld`, `%lld`, `%lu`, `%llu` and `%qd` 64.
    private static func integer(_ n: Int64, _ spec: FormatSpecifier) -> String {
        let signed = spec.conversion == "d" || spec.conversion == "i"
        let bits: Int
        switch spec.length {
        case "hh": bits = 8
        case "h": bits = 16
        case "", "L": bits = 32
        default: bits = 64
        }
        let mask: UInt64 = bits == 64 ? .max : (1 << UInt64(bits)) - 1
        let raw = UInt64(bitPattern: n) & mask
        if signed {
            let shift = UInt64(64 - bits)
            let value = Int64(bitPattern: raw << shift) >> Int64(shift)
            return String(value)
        }
        switch spec.conversion {
        case "o": return String(raw, radix: 8)
        case "x": return String(raw, radix: 16)
        case "X": return String(raw, radix: 16, uppercase: true)
        default: return String(raw)
        }
    }
}

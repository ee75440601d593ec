/// One `%…` directive of a printf-style format, as Foundation's `String(format:)` reads it:
/// `%[position$][flags][width][.precision][length]conversion`, or a plural variable
/// `%[position$]#@name@` of a `.stringsdict` or String Catalog substitution.
struct FormatSpecifier: Hashable, Sendable {
    /// The 1-based argument it names (`%2$@`); `nil` for the next argument in order.
    var position: Int?
    var flags: Set<Character>
    var width: Int?
    var precision: Int?
    /// `h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`, or "".
    var length: String
    /// `d`, `@`, `f`, …; `%` for a literal percent sign.
    var conversion: Character
    /// The name of a plural variable (`%#@posts@`); `conversion` is then `@`.
    var variable: String?
    /// The directive as written.
    var text: String

    /// The conversions layoutreg formats; others are unknown (a warning, left as written).
    static let conversions: Set<Character> = ["@", "d", "i", "u", "o", "x", "X", "f", "F", "e", "E", "g", "G", "s", "c", "%"]

    /// Whether `text` may hold a directive: it has a `%`. Found in the UTF-8 bytes, where
    /// Foundation's `range(of:)` cost about 8,000 instructions a string.
    static func mayOccur(in text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "%"))
    }

    /// Whether the directive takes an argument (`%%` does not).
    var takesArgument: Bool { conversion != "%" }

    /// A piece of a format: text as it is, or a directive.
    enum Piece: Hashable, Sendable {
        case literal(String)
        case specifier(FormatSpecifier)
        /// A `%` not followed by a directive layoutreg knows: shown as written.
        case unknown(String)
    }

    /// The pieces of `format`, left to right.
    static func parse(_ format: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else {
                literal.append(chars[i])
                i += 1
                continue
            }
            if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
            let (piece, next) = directive(chars, at: i)
            pieces.append(piece)
            i = next
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// The directive starting at `chars[start]` (a `%`), and the index after it.
    private static func directive(_ chars: [Character], at start: Int) -> (Piece, Int) {
        var i = start + 1
        func digits() -> Int? {
            var value: Int? = nil
            while i < chars.count, let d = chars[i].wholeNumberValue, chars[i].isASCII {
                value = min((value ?? 0) * 10 + d, 1_000_000)
                i += 1
            }
            return value
        }
        var spec = FormatSpecifier(position: nil, flags: [], width: nil, precision: nil, length: "",
                                   conversion: "%", variable: nil, text: "")
        let mark = i
        if let n = digits(), i < chars.count, chars[i] == "$", n > 0 {
            spec.position = n
            i += 1
        } else {
            i = mark
        }
        if i + 1 < chars.count, chars[i] == "#", chars[i + 1] == "@" {
            // `%#@name@`: a plural variable.
            var j = i + 2
            var name = ""
            while j < chars.count, chars[j] != "@" { name.append(chars[j]); j += 1 }
            if j < chars.count, !name.isEmpty {
                spec.conversion = "@"
                spec.variable = name
                spec.text = String(chars[start...j])
                return (.specifier(spec), j + 1)
            }
        }
        while i < chars.count, "-+ 0#'".contains(chars[i]) { spec.flags.insert(chars[i]); i += 1 }
        spec.width = digits()
        if i < chars.count, chars[i] == "." {
            i += 1
            spec.precision = digits() ?? 0
        }
        for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let end = i + length.count
            if end <= chars.count, String(chars[i..<end]) == length { spec.length = length; i = end; break }
        }
        guard i < chars.count else {
            return (.unknown(String(chars[start...])), chars.count)
        }
        spec.conversion = chars[i]
        spec.text = String(chars[start...i])
        guard conversions.contains(spec.conversion) else { return (.unknown(spec.text), i + 1) }
        return (.specifier(spec), i + 1)
    }
}

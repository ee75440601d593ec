/// Parses an old-style `.strings` file: `"key" = "value";` pairs with `/* */` and `//`
/// comments and backslash escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\Uxxxx`).
struct StringsFileParser {
    struct Failure: Error {
        var line: Int
        var column: Int
        var message: String
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    static func parse(_ text: String) throws(Failure) -> [String: String] {
        var parser = StringsFileParser(text)
        return try parser.parseAll()
    }

    private mutating func parseAll() throws(Failure) -> [String: String] {
        var result: [String: String] = [:]
        while true {
            try skipTrivia()
            guard index < scalars.count else { return result }
            let key = try token()
            try skipTrivia()
            if peek == ";" {
                // `"key";` is a key that is its own value.
                advance()
                result[key] = key
                continue
            }
            try expect("=")
            try skipTrivia()
            let value = try token()
            try skipTrivia()
            try expect(";")
            result[key] = value
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private func failure(_ message: String) -> Failure {
        Failure(line: line, column: column, message: message)
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws(Failure) {
        guard peek == scalar else {
            throw failure("expected '\(scalar)'" + (peek.map { ", found '\($0)'" } ?? " before the end of the file"))
        }
        advance()
    }

    private mutating func skipTrivia() throws(Failure) {
        while let c = peek {
            if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{FEFF}" {
                advance()
            } else if c == "/" && index + 1 < scalars.count && scalars[index + 1] == "*" {
                let (startLine, startColumn) = (line, column)
                advance(); advance()
                while index + 1 < scalars.count && !(scalars[index] == "*" && scalars[index + 1] == "/") { advance() }
                guard index + 1 < scalars.count else {
                    throw Failure(line: startLine, column: startColumn, message: "unterminated comment")
                }
                advance(); advance()
            } else if c == "/" && index + 1 < scalars.count && scalars[index + 1] == "/" {
                while let d = peek, d != "\n" { advance() }
            } else {
                return
            }
        }
    }

    /// A quoted string, or a bare word of letters, digits and `_.-`.
    private mutating func token() throws(Failure) -> String {
        guard let c = peek else { throw failure("expected a string before the end of the file") }
        if c != "\"" {
            var word = String.UnicodeScalarView()
            while let d = peek, d.properties.isAlphabetic || ("0"..."9").contains(d) || d == "_" || d == "." || d == "-" {
                word.append(d)
                advance()
            }
            guard !word.isEmpty else { throw failure("expected a quoted string, found '\(c)'") }
            return String(word)
        }
        let (startLine, startColumn) = (line, column)
        advance()
        var out = String.UnicodeScalarView()
        while true {
            guard let d = peek else {
                throw Failure(line: startLine, column: startColumn, message: "unterminated string")
            }
            advance()
            if d == "\"" { return String(out) }
            if d != "\\" { out.append(d); continue }
            guard let e = peek else { throw failure("unterminated escape") }
            advance()
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "U", "u":
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let h = peek, let digit = h.properties.numericType != nil ? UInt32(String(h)) : hexValue(h) else {
                        throw failure("expected four hexadecimal digits after \\\(e)")
                    }
                    value = value * 16 + digit
                    advance()
                }
                guard let scalar = Unicode.Scalar(value) else { throw failure("\\\(e) escape is not a Unicode scalar") }
                out.append(scalar)
            default: out.append(e)
            }
        }
    }

    private func hexValue(_ s: Unicode.Scalar) -> UInt32? {
        switch s {
        case "a"..."f": s.value - 97 + 10
        case "A"..."F": s.value - 65 + 10
        default: nil
        }
    }
}

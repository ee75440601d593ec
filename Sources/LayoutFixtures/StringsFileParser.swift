/// Parses an old-style `.strings` file: `"key" = "value";` pairs with `/* */` and `//`
/// comments and backslash escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\Uxxxx`).
package struct StringsFileParser {
    package struct Failure: Error {
        package var line: Int
        package var column: Int
        package var message: String
    }

    private var cursor: ScalarCursor

    init(_ text: String) {
        cursor = ScalarCursor(text)
    }

    package static func parse(_ text: String) throws(Failure) -> [String: String] {
        try parseKeepingDuplicates(text).strings
    }

    /// A key that appears again, where it does.
    package struct Duplicate: Hashable {
        package var key: String
        package var line: Int
    }

    /// The strings (a key written twice takes its last value, as iOS reads the file) and the
    /// keys written again.
    package static func parseKeepingDuplicates(_ text: String) throws(Failure) -> (strings: [String: String], duplicates: [Duplicate]) {
        var parser = StringsFileParser(text)
        return try parser.parseAll()
    }

    private mutating func parseAll() throws(Failure) -> (strings: [String: String], duplicates: [Duplicate]) {
        var result: [String: String] = [:]
        var duplicates: [Duplicate] = []
        while true {
            try skipTrivia()
            guard !cursor.isAtEnd else { return (result, duplicates) }
            let keyLine = cursor.line
            let key = try token()
            if result[key] != nil { duplicates.append(Duplicate(key: key, line: keyLine)) }
            // A missing `=` or `;` is reported where it belongs, right after the token before
            // it, as compilers do, rather than at the start of the next line.
            let afterKey = failure("expected '=' or ';' after the key \"\(key)\"")
            try skipTrivia()
            if cursor.peek == ";" {
                // `"key";` is a key that is its own value.
                cursor.advance()
                result[key] = key
                continue
            }
            guard cursor.peek == "=" else { throw afterKey }
            cursor.advance()
            try skipTrivia()
            let value = try token()
            let afterValue = failure("expected ';' after the value of \"\(key)\"")
            try skipTrivia()
            guard cursor.peek == ";" else { throw afterValue }
            cursor.advance()
            result[key] = value
        }
    }

    private func failure(_ message: String) -> Failure {
        Failure(line: cursor.line, column: cursor.column, message: message)
    }

    private mutating func skipTrivia() throws(Failure) {
        while let c = cursor.peek {
            if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{FEFF}" {
                cursor.advance()
            } else if c == "/" && cursor.peek(1) == "*" {
                let (startLine, startColumn) = (cursor.line, cursor.column)
                cursor.advance(); cursor.advance()
                while cursor.peek(1) != nil && !(cursor.peek == "*" && cursor.peek(1) == "/") { cursor.advance() }
                guard cursor.peek(1) != nil else {
                    throw Failure(line: startLine, column: startColumn, message: "unterminated comment")
                }
                cursor.advance(); cursor.advance()
            } else if c == "/" && cursor.peek(1) == "/" {
                while let d = cursor.peek, d != "\n" { cursor.advance() }
            } else {
                return
            }
        }
    }

    /// A quoted string, or a bare word of letters, digits and `_.-`.
    private mutating func token() throws(Failure) -> String {
        guard let c = cursor.peek else { throw failure("expected a string before the end of the file") }
        if c != "\"" {
            var word = String.UnicodeScalarView()
            while let d = cursor.peek, d.properties.isAlphabetic || ("0"..."9").contains(d) || d == "_" || d == "." || d == "-" {
                word.append(d)
                cursor.advance()
            }
            guard !word.isEmpty else { throw failure("expected a quoted string, found '\(c)'") }
            return String(word)
        }
        let (startLine, startColumn) = (cursor.line, cursor.column)
        cursor.advance()
        var out = String.UnicodeScalarView()
        while true {
            guard let d = cursor.peek else {
                throw Failure(line: startLine, column: startColumn, message: "unterminated string")
            }
            cursor.advance()
            if d == "\"" { return String(out) }
            if d != "\\" { out.append(d); continue }
            guard let e = cursor.peek else { throw failure("unterminated escape") }
            cursor.advance()
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "U", "u":
                var value = try hexDigits(after: e)
                // Characters beyond the BMP are written as a UTF-16 surrogate pair, `\UD83D\UDE00`.
                if (0xD800..<0xDC00).contains(value), cursor.peek == "\\", let second = cursor.peek(1),
                   second == "U" || second == "u" {
                    cursor.advance()
                    cursor.advance()
                    let low = try hexDigits(after: second)
                    guard (0xDC00..<0xE000).contains(low) else { throw failure("\\\(e) escape is not a Unicode scalar") }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else { throw failure("\\\(e) escape is not a Unicode scalar") }
                out.append(scalar)
            default: out.append(e)
            }
        }
    }

    private mutating func hexDigits(after escape: Unicode.Scalar) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let h = cursor.peek, let digit = hexValue(h) else {
                throw failure("expected four hexadecimal digits after \\\(escape)")
            }
            value = value * 16 + digit
            cursor.advance()
        }
        return value
    }

    private func hexValue(_ s: Unicode.Scalar) -> UInt32? {
        switch s {
        case "0"..."9": s.value - 48
        case "a"..."f": s.value - 97 + 10
        case "A"..."F": s.value - 65 + 10
        default: nil
        }
    }
}

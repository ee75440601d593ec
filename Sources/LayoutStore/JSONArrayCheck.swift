/// Checks that a text is one JSON array (RFC 8259) without building anything from it: the
/// store's guard on baseline frames, run where each ``BaselineWrite`` is made, so that a
/// `record` checks its 100,000 frames on all its threads instead of inside the write
/// transaction.
struct JSONArrayCheck {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// Nesting deeper than this is refused: the check recurses, and frames are two levels
    /// deep. (SQLite's `json_valid`, which schema version 1 used, stops at 2,000.)
    static let maxDepth = 1000

    /// What is wrong with `text` as a JSON array, or `nil` if nothing is.
    static func problem(in text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            var check = JSONArrayCheck(bytes: bytes)
            return check.problem()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A failure: what was expected, at which byte offset.
    private struct Failure: Error {
        let message: String
    }

    private mutating func problem() -> String? {
        do throws(Failure) {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else {
                throw failure("expected an array")
            }
            try value(depth: 0)
            skipWhitespace()
            guard position == bytes.count else { throw failure("expected the end after the array") }
            return nil
        } catch {
            return error.message
        }
    }

    private func failure(_ expected: String) -> Failure {
        Failure(message: position < bytes.count ? "\(expected) at byte \(position)" : "\(expected), found the end")
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }

    /// Whether the next byte is `byte`, consuming it if so.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func value(depth: Int) throws(Failure) {
        guard position < bytes.count else { throw failure("expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "["):
            try open(depth)
            if take(UInt8(ascii: "]")) { return }
            repeat {
                skipWhitespace()
                try value(depth: depth + 1)
                skipWhitespace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "]")) else { throw failure("expected ',' or ']'") }
        case UInt8(ascii: "{"):
            try open(depth)
            if take(UInt8(ascii: "}")) { return }
            repeat {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                    throw failure("expected a member name")
                }
                try string()
                skipWhitespace()
                guard take(UInt8(ascii: ":")) else { throw failure("expected ':'") }
                skipWhitespace()
                try value(depth: depth + 1)
                skipWhitespace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { throw failure("expected ',' or '}'") }
        case UInt8(ascii: "\""):
            try string()
        case UInt8(ascii: "t"):
            try literal("true")
        case UInt8(ascii: "f"):
            try literal("false")
        case UInt8(ascii: "n"):
            try literal("null")
        default:
            try number()
        }
    }

    /// Steps into an array or object, at its opening bracket.
    private mutating func open(_ depth: Int) throws(Failure) {
        guard depth < Self.maxDepth else { throw failure("nested too deeply") }
        position += 1
        skipWhitespace()
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
              UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(bytes[position..<position + count])
        else { throw failure("expected a value") }
        position += count
    }

    /// A string, at its opening quote. A Swift string is valid UTF-8: only escapes and
    /// control characters need checking.
    private mutating func string() throws(Failure) {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") { return }
            if byte < 0x20 { position -= 1; throw failure("unescaped control character in a string") }
            guard byte == UInt8(ascii: "\\") else { continue }
            guard position < bytes.count else { break }
            switch bytes[position] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                position += 1
            case UInt8(ascii: "u"):
                position += 1
                for _ in 0..<4 {
                    guard position < bytes.count, Self.isHexDigit(bytes[position]) else { throw failure("expected 4 hex digits") }
                    position += 1
                }
            default:
                throw failure("invalid escape")
            }
        }
        throw failure("unterminated string")
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number() throws(Failure) {
        _ = take(UInt8(ascii: "-"))
        if !take(UInt8(ascii: "0")) {
            guard digits() else { throw failure("expected a value") }
        }
        if take(UInt8(ascii: ".")) {
            guard digits() else { throw failure("expected a digit") }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() else { throw failure("expected a digit") }
        }
    }

    /// Consumes `[0-9]+`; whether there was at least one digit.
    private mutating func digits() -> Bool {
        let start = position
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            position += 1
        }
        return position > start
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}

@available(*, unavailable)
extension JSONArrayCheck: Sendable {}

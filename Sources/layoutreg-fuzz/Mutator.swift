/// A seeded mutator of byte strings: the same seed gives the same inputs, so a finding is
/// reproduced by its seed and execution number alone.
struct Mutator {
    /// xorshift64*: small, fast, and enough for choosing mutations.
    private var state: UInt64

    init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    mutating func below(_ bound: Int) -> Int {
        bound <= 1 ? 0 : Int(next() % UInt64(bound))
    }

    /// Tokens that have broken parsers before: huge and odd numbers, escapes, surrogates,
    /// controls, structure, path tricks, emoji sequences.
    static let tokens: [[UInt8]] = [
        "1e308", "-1e308", "1e400", "nan", "inf", "-inf", "1e16", "-0", "0.0000001", "9007199254740993", "99999999999999999999",
        "\\u0000", "\\ud800", "\\udc00", "\\ud83d\\ude00", "\\u001b]52;c;eA==\\u0007", "\\\\", "\\\"", "\"", "{", "}", "[", "]",
        ",", ":", "null", "true", "false", "\"infinity\"", "..", "/", "//", "../../x", "\t", "\n", "\r\n", "== ", "# ",
        "lines=", "truncated", "\u{1B}[2J", "\u{0}", "\u{FFFE}", "🇯🇵", "👨‍👩‍👧", "é", "\u{202E}", "=", ";", "/*", "*/",
        "\"type\": \"Text\"", "\"verbatim\": ", "\"modifiers\": [", "{\"padding\": ", "{\"frame\": {\"width\": ",
    ].map { Array($0.utf8) }

    /// One to four mutations of `input`, sometimes spliced with `other`.
    mutating func mutate(_ input: [UInt8], splicing other: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...below(4) {
            switch below(9) {
            case 0 where !bytes.isEmpty:
                bytes[below(bytes.count)] ^= UInt8(truncatingIfNeeded: 1 << below(8))
            case 1 where !bytes.isEmpty:
                bytes[below(bytes.count)] = UInt8(truncatingIfNeeded: next())
            case 2:
                bytes.insert(UInt8(truncatingIfNeeded: next()), at: below(bytes.count + 1))
            case 3 where !bytes.isEmpty:
                let start = below(bytes.count)
                bytes.removeSubrange(start..<min(bytes.count, start + 1 + below(16)))
            case 4 where !bytes.isEmpty:
                let start = below(bytes.count)
                let range = start..<min(bytes.count, start + 1 + below(64))
                bytes.insert(contentsOf: bytes[range], at: below(bytes.count + 1))
            case 5, 6:
                bytes.insert(contentsOf: Self.tokens[below(Self.tokens.count)], at: below(bytes.count + 1))
            case 7 where !bytes.isEmpty:
                // Replace a number-looking run with a token.
                let start = below(bytes.count)
                var end = start
                while end < bytes.count, end - start < 24, (bytes[end] >= 48 && bytes[end] <= 57) || bytes[end] == 46 { end += 1 }
                bytes.replaceSubrange(start..<end, with: Self.tokens[below(11)])
            case 8 where !other.isEmpty:
                let cut = below(bytes.count + 1), from = below(other.count)
                bytes = Array(bytes[..<cut]) + other[from...]
            default:
                break
            }
        }
        return bytes.count > 1 << 20 ? Array(bytes.prefix(1 << 20)) : bytes
    }
}

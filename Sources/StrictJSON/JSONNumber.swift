/// A JSON number: its value and the literal text it was written with.
///
/// Keeping the literal lets callers tell `3` from `3.0` and write a number back
/// exactly as it was read.
///
/// ```swift
/// JSONNumber(literal: "3")?.isIntegerLiteral     // true
/// JSONNumber(literal: "3.0")?.isIntegerLiteral   // false
/// JSONNumber(literal: "3.0")?.intValue           // 3
/// JSONNumber(literal: "03")                      // nil: leading zero
/// ```
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The value, correctly rounded to the nearest `Double`.
    public let value: Double
    /// The literal text exactly as written in the document, for example `-12.50e+1`.
    public let literal: String

    init(value: Double, literal: String) {
        self.value = value
        self.literal = literal
    }

    /// Parses a literal that follows the JSON number grammar (RFC 8259 section 6).
    ///
    /// Returns `nil` for anything else, including surrounding whitespace and
    /// literals whose value does not fit in a `Double` (`1e400`).
    public init?(literal: String) {
        guard let value = try? JSONParser.parse(literal), case .number(let number) = value.kind,
              number.literal == literal
        else { return nil }
        self = number
    }

    /// Whether the literal has neither a fraction nor an exponent (`12`, `-3`).
    public var isIntegerLiteral: Bool {
        !literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// The value as an `Int` when it is integral and `Int` holds it exactly.
    ///
    /// Integer literals are converted from their digits, so `9007199254740993` is exact
    /// even though the `Double` is not. Other literals count when their value is
    /// integral: `3.0` and `3e2` give 3 and 300; `3.5` and `1e30` give `nil`.
    public var intValue: Int? {
        if isIntegerLiteral, let exact = Int(literal) {
            return exact
        }
        // Not `Int(exactly:)`, which calls libm's `trunc`: this module links nothing.
        guard value >= -0x1p63, value < 0x1p63 else { return nil }
        let truncated = Int(value)
        return Double(truncated) == value ? truncated : nil
    }

    /// The literal text.
    public var description: String {
        literal
    }
}

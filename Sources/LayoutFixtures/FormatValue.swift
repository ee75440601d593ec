/// An argument of a format, resolved for a case: what `%lld`, `%.1f` or `%@` is filled with.
public enum FormatValue: Hashable, Sendable, CustomStringConvertible {
    case integer(Int64)
    case number(Double)
    case string(String)

    /// The number a plural rule selects by; `nil` for a string.
    var pluralOperand: Double? {
        switch self {
        case let .integer(n): Double(n)
        case let .number(x): x
        case .string: nil
        }
    }

    /// The value as a case key and `%@` spell it: `5`, `1.5`, `Al`.
    public var description: String {
        switch self {
        case let .integer(n): String(n)
        case let .number(x): FormatNumbers.shortest(x)
        case let .string(s): s
        }
    }
}

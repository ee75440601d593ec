import StrictJSON

/// The digits of printf's number conversions, computed here rather than by `String(format:)`,
/// whose output differs across platforms: the same text on every machine.
enum FormatNumbers {
    /// The shortest text that reads back as `x`: `1.5`, `1000000`, `1e-07`.
    static func shortest(_ x: Double) -> String {
        if x == x.rounded(), x.magnitude < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }

    /// `%f` with `precision` decimals (at most 18), rounding the exact binary value to nearest,
    /// ties to even, as C's printf does.
    static func fixed(_ x: Double, precision: Int) -> String {
        let p = min(precision, DecimalFormat.maxFractionDigits)
        var magnitude = x.magnitude
        // DecimalFormat rounds ties away from zero; printf rounds an exact tie to even. A tie is
        // exact when the product is (its rounding error, by a fused multiply-add, is zero).
        if p <= 15 {
            let scale = pow10(p)
            let scaled = magnitude * scale
            let whole = scaled.rounded(.towardZero)
            if scaled < 9e15, scaled - whole == 0.5, (-scaled).addingProduct(magnitude, scale) == 0,
               whole.truncatingRemainder(dividingBy: 2) == 0 {
                magnitude = whole / scale
            }
        }
        var text = DecimalFormat.format(magnitude, fractionDigits: p)
        // DecimalFormat drops trailing zeros and writes integers as "24.0".
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let integer = String(parts[0])
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        if fraction == "0" && p != 1 { fraction = "" }
        while fraction.count < p { fraction.append("0") }
        text = p == 0 ? integer : integer + "." + fraction
        // printf keeps the sign of a negative number that rounds to zero: "-0.0".
        return (x.sign == .minus ? "-" : "") + text
    }

    private static func pow10(_ n: Int) -> Double {
        var value = 1.0
        for _ in 0..<n { value *= 10 }
        return value
    }

    /// The decimal digits of `x`'s shortest representation and its exponent: 1234.5 gives
    /// ("12345", 3), read as 1.2345e3.
    private static func digits(_ x: Double) -> (digits: [UInt8], exponent: Int) {
        var text = "\(x.magnitude)"
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = String(text[..<e])
        }
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        let integer = Array(pieces[0].utf8).map { $0 - 48 }
        let fraction = pieces.count > 1 ? Array(pieces[1].utf8).map { $0 - 48 } : []
        var all = integer + fraction
        exponent += integer.count - 1
        while let first = all.first, first == 0, all.count > 1 { all.removeFirst(); exponent -= 1 }
        while let last = all.last, last == 0, all.count > 1 { all.removeLast() }
        return (all, exponent)
    }

    /// `digits` rounded to `count` significant digits, ties to even; the exponent moves up when
    /// rounding carries (9.99 → 10.0).
    private static func rounded(_ d: [UInt8], exponent: Int, to count: Int) -> ([UInt8], Int) {
        var digits = d
        var exponent = exponent
        if digits.count > count {
            let rest = Array(digits[count...])
            digits = Array(digits[..<count])
            let up = rest[0] > 5 || (rest[0] == 5 && (rest.dropFirst().contains { $0 != 0 } || (digits.last ?? 0) % 2 == 1))
            if up {
                var i = digits.count - 1
                while i >= 0 {
                    if digits[i] == 9 { digits[i] = 0; i -= 1 } else { digits[i] += 1; break }
                }
                if i < 0 { digits.insert(1, at: 0); digits.removeLast(); exponent += 1 }
            }
        }
        while digits.count < count { digits.append(0) }
        return (digits, exponent)
    }

    /// `%e`: one digit, `precision` decimals, and a signed exponent of at least two digits.
    static func exponential(_ x: Double, precision: Int, uppercase: Bool) -> String {
        let sign = x.sign == .minus ? "-" : ""
        let (d, e) = x == 0 ? ([UInt8(0)], 0) : digits(x)
        let (digits, exponent) = rounded(d, exponent: e, to: precision + 1)
        var text = sign + String(digits[0])
        if precision > 0 { text += "." + digits[1...].map(String.init).joined() }
        let absolute = String(abs(exponent))
        text += (uppercase ? "E" : "e") + (exponent < 0 ? "-" : "+") + (absolute.count < 2 ? "0" : "") + absolute
        return text
    }

    /// `%g`: `%e` or `%f` by the exponent, with `precision` significant digits and no trailing
    /// zeros unless `alternate` (`#`).
    static func general(_ x: Double, precision: Int, uppercase: Bool, alternate: Bool) -> String {
        let p = precision == 0 ? 1 : precision
        let exponent: Int
        if x == 0 {
            exponent = 0
        } else {
            let (d, e) = digits(x)
            exponent = rounded(d, exponent: e, to: p).1
        }
        var text: String
        if exponent < -4 || exponent >= p {
            text = exponential(x, precision: p - 1, uppercase: uppercase)
            if !alternate, let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
                text = trimmed(String(text[..<e])) + String(text[e...])
            }
        } else {
            text = fixed(x, precision: p - 1 - exponent)
            if !alternate { text = trimmed(text) }
        }
        return text
    }

    private static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var t = text
        while t.hasSuffix("0") { t.removeLast() }
        if t.hasSuffix(".") { t.removeLast() }
        return t
    }
}

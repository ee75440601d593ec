/// Numbers, by the JSON grammar: an optional minus, no leading zeros, a fraction and an
/// exponent; integer literals kept exact.
extension JSONByteParser {
    /// Exact powers of ten: every `Double` up to 1e22 is.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        var index = position
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative {
            index += 1
        }
        guard index < end, isDigit(bytes[index]) else {
            throw error(at: index, "invalid number: expected a digit after '-', found \(found(at: index, expectingValue: true))")
        }
        // The first 19 significant digits fit in a UInt64; longer numbers take the slow path.
        var mantissa: UInt64 = 0
        var digitCount = 0
        var fractionDigitCount = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < end, isDigit(bytes[index]) {
                var stop = index
                while stop < end, isDigit(bytes[stop]) {
                    stop += 1
                }
                throw error(at: start, "invalid number '\(text(start..<stop))': leading zeros are not allowed")
            }
        } else {
            while index < end, isDigit(bytes[index]) {
                if digitCount < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
                }
                digitCount += 1
                index += 1
            }
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end, isDigit(bytes[index]) else {
                throw error(at: index, "invalid number '\(text(start..<index))': expected a digit after '.', found \(found(at: index))")
            }
            while index < end, isDigit(bytes[index]) {
                if digitCount < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
                }
                if mantissa != 0 {
                    digitCount += 1
                }
                fractionDigitCount += 1
                index += 1
            }
        }
        var exponent = 0
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentIsNegative = false
            if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < end, isDigit(bytes[index]) else {
                throw error(at: index, "invalid number '\(text(start..<index))': expected a digit in the exponent, found \(found(at: index))")
            }
            while index < end, isDigit(bytes[index]) {
                if exponent < 1_000_000 {
                    exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                }
                index += 1
            }
            if exponentIsNegative {
                exponent = -exponent
            }
        }
        let literal = text(start..<index)
        var value: Double
        let decimalExponent = exponent - fractionDigitCount
        if mantissa == 0, digitCount == 0 {
            value = isNegative ? -0.0 : 0.0
        } else if digitCount <= 19, mantissa <= 1 << 53, (-22...22).contains(decimalExponent) {
            // Both operands are exact, so the one rounding gives the correctly rounded value.
            let significand = Double(mantissa)
            value = decimalExponent < 0
                ? significand / Self.powersOfTen[-decimalExponent]
                : significand * Self.powersOfTen[decimalExponent]
            if isNegative {
                value = -value
            }
        } else if let parsed = Double(literal) {
            // The standard library's conversion is correctly rounded and locale-independent.
            value = parsed
        } else {
            throw error(at: start, "invalid number '\(literal)'")
        }
        guard value.isFinite else {
            throw error(at: start, "number '\(literal)' is too large for a 64-bit floating-point value")
        }
        position = index
        return JSONValue(.number(JSONNumber(value: value, literal: literal)), at: location(of: start))
    }
}

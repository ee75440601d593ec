@testable import StrictJSON
import Testing

/// The short path of `DecimalFormat` must print exactly what the exact rule prints.
@Suite struct DecimalFormatShortPathTests {
    @Test func agreesWithTheExactRuleOnLayoutLikeAndRandomNumbers() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var values: [Double] = []
        for pixels in -3000...3000 {
            for scale in [1.0, 2.0, 3.0] { values.append(Double(pixels) / scale) }
        }
        for _ in 0..<20_000 {
            values.append(Double(Int64(bitPattern: next()) % 10_000_000) / 997.0)
            values.append(Double(bitPattern: next() & 0x7FEF_FFFF_FFFF_FFFF) * (next() % 2 == 0 ? 1 : -1))
        }
        values += [0.0005, 1.0005, -0.0004, 0.9995, 2.5, -2.5, 0.0, -0.0, 1e12, 1.1e12, 123456789.0125]
        for digits in [0, 1, 3, 6] {
            let format = DecimalFormat(fractionDigits: digits)
            for value in values where value.isFinite {
                #expect(format.format(value) == format.exactFormat(value), "\(value) at \(digits) digits")
            }
        }
    }
}

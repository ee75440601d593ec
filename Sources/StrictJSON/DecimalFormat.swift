/// Exact, platform-independent decimal text for a `Double`, for JSON output, the CLI and
/// reports.
///
/// The exact binary value of the number is rounded to `fractionDigits` decimals, half
/// away from zero, with integer arithmetic (the same rule as JavaScript's `toFixed`).
/// Integral results print with one zero decimal, others without trailing zeros,
/// `-0.0` prints as `0.0`, and there is never an exponent: `1e20` prints all its
/// digits. Non-finite numbers are a programmer error and trap.
///
/// ```swift
/// let format = DecimalFormat(fractionDigits: 3)
/// format.format(24)          // "24.0"
/// format.format(120.83333)   // "120.833"
/// format.format(2.0 / 3.0)   // "0.667"
/// format.format(-0.0004)     // "0.0"
/// format.format(1.0005)      // "1.0": the Double is 1.000499999999999989...
/// ```
public struct DecimalFormat: Sendable, Hashable {
    /// The most decimals a format can have.
    public static let maxFractionDigits = 18

    /// How many decimals to round to, from 0 to ``maxFractionDigits``.
    public let fractionDigits: Int

    /// A format that rounds to `fractionDigits` decimals (a precondition: 0...18).
    public init(fractionDigits: Int = 3) {
        precondition(
            (0...Self.maxFractionDigits).contains(fractionDigits),
            "DecimalFormat: fractionDigits must be in 0...\(Self.maxFractionDigits)"
        )
        self.fractionDigits = fractionDigits
    }

    /// Formats `x` rounded to `fractionDigits` decimals; see ``DecimalFormat``.
    public static func format(_ x: Double, fractionDigits: Int = 3) -> String {
        DecimalFormat(fractionDigits: fractionDigits).format(x)
    }

    /// Formats `x`, which must be finite (a precondition).
    public func format(_ x: Double) -> String {
        precondition(x.isFinite, "DecimalFormat: cannot format a non-finite number")
        return shortFormat(x) ?? exactFormat(x)
    }

    /// Appends the text of `x` (which must be finite) to `bytes`, as UTF-8: for writers that
    /// build large outputs without a `String` per number.
    public func append(_ x: Double, to bytes: inout [UInt8]) {
        precondition(x.isFinite, "DecimalFormat: cannot format a non-finite number")
        if !appendShort(x, to: &bytes) { bytes.append(contentsOf: exactFormat(x).utf8) }
    }

    /// The common case in a few dozen instructions: a number whose scaled value is far from
    /// both 2^40 and a rounding tie, where rounding the floating-point product gives the same
    /// digits as rounding the exact binary value (the product is off by at most 2^-13, and
    /// the result is only used when the fraction is more than 0.001 away from one half).
    /// Layout output is almost always such a number.
    func shortFormat(_ x: Double) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        return appendShort(x, to: &bytes) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    private func appendShort(_ x: Double, to bytes: inout [UInt8]) -> Bool {
        guard fractionDigits <= 6 else { return false }
        let scaled = x.magnitude * Double(Self.powerOfTen(fractionDigits))
        guard scaled < 1_099_511_627_776 else { return false }
        let whole = scaled.rounded(.towardZero)
        let fraction = scaled - whole
        guard abs(fraction - 0.5) > 0.001 else { return false }
        var n = UInt64(whole) + (fraction > 0.5 ? 1 : 0)
        if n == 0 {
            bytes.append(contentsOf: [48, UInt8(ascii: "."), 48])
            return true
        }
        // Digits from the right into a small stack buffer: the fraction without trailing
        // zeros, the point, the integer.
        let negative = x < 0
        let fractionDigits = self.fractionDigits
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var i = buffer.count
            var digits = fractionDigits
            var wroteFraction = false
            while digits > 0 {
                let digit = UInt8(n % 10)
                n /= 10
                digits -= 1
                if digit != 0 || wroteFraction {
                    i -= 1
                    buffer[i] = 48 + digit
                    wroteFraction = true
                }
            }
            if !wroteFraction { i -= 1; buffer[i] = 48 }
            i -= 1
            buffer[i] = UInt8(ascii: ".")
            repeat {
                i -= 1
                buffer[i] = 48 + UInt8(n % 10)
                n /= 10
            } while n > 0
            if negative { i -= 1; buffer[i] = UInt8(ascii: "-") }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i...]))
        }
        return true
    }

    /// The exact rule of ``DecimalFormat``, with integer arithmetic on the binary value.
    func exactFormat(_ x: Double) -> String {
        let magnitude = x.magnitude
        // magnitude == significand * 2^exponent, exactly.
        let isSubnormal = magnitude.exponentBitPattern == 0
        let significand = magnitude.significandBitPattern | (isSubnormal ? 0 : 1 << 52)
        let exponent = isSubnormal ? -1074 : Int(magnitude.exponentBitPattern) - 1075

        if exponent >= 0 {
            let integerDigits = exponent <= 10
                ? String(significand << UInt64(exponent))
                : Self.decimalDigits(of: significand, shiftedLeftBy: exponent)
            return (x < 0 ? "-" : "") + integerDigits + ".0"
        }

        let shift = -exponent
        let scale = Self.powerOfTen(fractionDigits)
        var integerPart = shift >= 64 ? 0 : significand >> UInt64(shift)
        let fractionBits = shift >= 64 ? significand : significand & ((1 << UInt64(shift)) - 1)
        // fraction * 10^digits / 2^shift, as quotient and "remainder is at least half".
        let product = fractionBits.multipliedFullWidth(by: scale)
        var quotient: UInt64
        let roundsUp: Bool
        switch shift {
        case ..<64:
            let s = UInt64(shift)
            quotient = (product.high << (64 - s)) | (product.low >> s)
            roundsUp = product.low & ((1 << s) - 1) >= 1 << (s - 1)
        case 64:
            quotient = product.high
            roundsUp = product.low >= 1 << 63
        case 65..<128:
            let s = UInt64(shift - 64)
            quotient = product.high >> s
            roundsUp = product.high & ((1 << s) - 1) >= 1 << (s - 1)
        default:
            // The product is below 2^113, far below half of 2^shift.
            quotient = 0
            roundsUp = false
        }
        if roundsUp {
            quotient += 1
            if quotient == scale {
                integerPart += 1
                quotient = 0
            }
        }

        let isZero = integerPart == 0 && quotient == 0
        var text = x < 0 && !isZero ? "-" : ""
        text += String(integerPart)
        text += "."
        if quotient == 0 {
            text += "0"
        } else {
            var digits = String(quotient)
            digits = String(repeating: "0", count: fractionDigits - digits.count) + digits
            while digits.utf8.last == UInt8(ascii: "0") {
                digits.removeLast()
            }
            text += digits
        }
        return text
    }

    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        var value: UInt64 = 1
        for _ in 0..<exponent {
            value *= 10
        }
        return value
    }

    /// The decimal digits of `significand * 2^shift`, for integers too large for UInt64.
    private static func decimalDigits(of significand: UInt64, shiftedLeftBy shift: Int) -> String {
        let base: UInt64 = 1_000_000_000
        var limbs: [UInt64] = []  // base 10^9, least significant first
        var value = significand
        repeat {
            limbs.append(value % base)
            value /= base
        } while value > 0
        var remaining = shift
        while remaining > 0 {
            // A limb is below 2^30, so shifting by 30 and adding the carry stays below 2^61.
            let step = UInt64(min(remaining, 30))
            var carry: UInt64 = 0
            for index in limbs.indices {
                let shifted = limbs[index] << step + carry
                limbs[index] = shifted % base
                carry = shifted / base
            }
            while carry > 0 {
                limbs.append(carry % base)
                carry /= base
            }
            remaining -= Int(step)
        }
        var text = ""
        for (position, limb) in limbs.reversed().enumerated() {
            let digits = String(limb)
            if position > 0 {
                text += String(repeating: "0", count: 9 - digits.count)
            }
            text += digits
        }
        return text
    }
}

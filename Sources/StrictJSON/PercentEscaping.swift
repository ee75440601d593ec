/// Percent-escaping of chosen characters, as URIs and GitHub's workflow commands read them:
/// `%` and each reserved scalar become `%` and two upper-case hexadecimal digits.
///
/// ```swift
/// PercentEscaping.escape("50% off\n", reserved: "\r\n")   // "50%25 off%0A"
/// ```
public enum PercentEscaping {
    /// `text` with `%` and each scalar of `reserved` escaped, everything else as it is.
    /// Reserved scalars are ASCII: a wider one is a programmer error and traps.
    public static func escape(_ text: String, reserved: String) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard scalar == "%" || reserved.unicodeScalars.contains(scalar) else {
                out.append(scalar)
                continue
            }
            precondition(scalar.isASCII, "only ASCII is percent-escaped here: \(scalar)")
            out.append("%")
            out.append(digits[Int(scalar.value >> 4)])
            out.append(digits[Int(scalar.value & 0xf)])
        }
        return String(out)
    }
}

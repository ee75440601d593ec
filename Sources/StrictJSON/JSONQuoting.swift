/// JSON string escaping shared by the writer, paths and error messages.
public enum JSONQuoting {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `"text"` with quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `"text"` as UTF-8 to `bytes`.
    ///
    /// What JSON requires is escaped (`"`, `\` and U+0000–U+001F), using the short forms
    /// where they exist, and so is every character a terminal or a text viewer would act on
    /// rather than show (see ``isInvisibleControl(_:)``): JSON output is printed and shown in
    /// logs, and `\u001b` in it must not become an escape sequence there. Everything else,
    /// `/` and non-ASCII included, is copied.
    package static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Most text needs no escape: copied in one go rather than byte by byte. 0xC2, 0xE2 and
        // 0xEF lead the encodings of U+0080–U+00BF, U+2000–U+2FFF and U+F000–U+FFFF, where the
        // escaped controls above ASCII are.
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard !utf8.contains(where: {
                $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2
                    || $0 == 0xEF
            }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied == true {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for scalar in text.unicodeScalars {
            if let letter = shortEscape(scalar.value) {
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(letter)
            } else if isInvisibleControl(scalar) {
                bytes.append(contentsOf: "\\u".utf8)
                for shift in [12, 8, 4, 0] { bytes.append(hexDigits[Int(scalar.value >> UInt32(shift) & 0xF)]) }
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// What follows the backslash in JSON's two-character escape of `value`, if it has one:
    /// `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`.
    private static func shortEscape(_ value: UInt32) -> UInt8? {
        switch value {
        case 0x22, 0x5C: UInt8(value)
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
    }

    /// Whether `scalar` is a character that terminals and text viewers act on instead of
    /// showing: C0 controls (tab and line feed included), DEL, C1 controls (U+0085 and CSI,
    /// U+009B, among them), the line and paragraph separators U+2028 and U+2029, the
    /// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069, which
    /// reorder what follows them on screen), and the noncharacters U+FFFE and U+FFFF.
    /// Output escapes them so that what a user wrote is shown, never obeyed.
    public static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// `U+00E9`: at least four uppercase hex digits.
    package static func scalarName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + TextColumns.pad(hex, 4, alignRight: true, fill: "0")
    }
}

import StrictJSON

/// HTML and SVG text from user strings, as bytes: every scenario name, case key, view path
/// and message goes through ``append(escaped:to:)``, so that `<script>` in a scenario's
/// name or a quote in a view's id is shown as text, in an element or in an attribute.
enum HTMLText {
    /// Appends `text` with `&`, `<`, `>`, `"` and `'` as character references, and control
    /// characters other than tab and newline left out (HTML has no way to show them).
    static func append(escaped text: String, to out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
            case 0x09, 0x0A: out.append(byte)
            case 0..<0x20, 0x7F: break
            default: out.append(byte)
            }
        }
    }

    static func escaped(_ text: String) -> String {
        var out: [UInt8] = []
        append(escaped: text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `text` percent-encoded for a URL fragment (`#case=seeds/login%20form/…`): letters,
    /// digits, `-._~` and `/` stay; every other byte is `%XX`. The page decodes it with
    /// `decodeURIComponent`.
    static func fragment(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let decimals = DecimalFormat(fractionDigits: 3)

    /// A coordinate as SVG takes it: three decimals at most, `0` for what is not finite (a
    /// frame of infinite size is not drawn; see ``Wireframe``).
    static func append(number: Double, to out: inout [UInt8]) {
        if number.isFinite { decimals.append(number, to: &out) } else { out.append(UInt8(ascii: "0")) }
    }
}

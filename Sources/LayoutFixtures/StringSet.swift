/// Which strings a case shows: the locale's strings as written, or one of Xcode's
/// pseudo-localisations of them. Applies to localized strings only, never to verbatim text.
public enum StringSet: String, Hashable, Sendable, CaseIterable {
    /// The locale's strings as written.
    case base
    /// Each string twice: "Log in Log in" (`-NSDoubleLocalizedStrings`).
    case double
    /// Letters with diacritics added (`-NSAccentuateLocalizedStrings`).
    case accented
    /// "[# Log in #]" (`-NSSurroundLocalizedStrings`).
    case bounded
    /// Lengthened by the IBM text-expansion guideline: short strings most.
    case expanded

    /// `string` as this set shows it.
    public func apply(to string: String) -> String {
        switch self {
        case .base: string
        case .double: string + " " + string
        case .accented: Self.accent(string)
        case .bounded: "[# " + string + " #]"
        case .expanded: Self.expand(string)
        }
    }

    private static let marks: [Unicode.Scalar] = ["\u{0308}", "\u{0303}", "\u{0300}", "\u{0325}", "\u{0301}", "\u{0327}"]

    /// Adds a combining mark after every ASCII letter, cycling through a fixed list.
    private static func accent(_ string: String) -> String {
        var scalars = String.UnicodeScalarView()
        var n = 0
        for scalar in string.unicodeScalars {
            scalars.append(scalar)
            // In ASCII, Unicode's alphabetic scalars are the letters: compared, not looked up.
            if scalar.isASCII && Self.isASCIILetter(UInt8(scalar.value)) {
                scalars.append(marks[n % marks.count])
                n += 1
            }
        }
        return String(scalars)
    }

    /// The upper bound of the IBM guideline's extra length for a source of `count` characters.
    static func expansion(forLength count: Int) -> Double {
        switch count {
        case ...10: 2.0
        case 11...20: 1.0
        case 21...30: 0.8
        case 31...50: 0.6
        case 51...70: 0.4
        default: 0.3
        }
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// Pads with the string's own letters, so the padding is as wide as real text.
    private static func expand(_ string: String) -> String {
        // ASCII without a carriage return: one byte a character, whitespace among 0x09–0x0D
        // and the space. Counting characters as the padding grew made it quadratic.
        if string.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            let bytes = Array(string.utf8)
            let extra = Int((Double(bytes.count) * expansion(forLength: bytes.count)).rounded(.up))
            let letters = bytes.filter { $0 != 0x20 && !(0x09...0x0D).contains($0) }
            guard extra > 0, !letters.isEmpty else { return string }
            let padding = (0..<(extra - 1)).map { letters[$0 % letters.count] }
            return string + " " + String(decoding: padding, as: UTF8.self)
        }
        return expandByCharacters(string)
    }

    /// ``expand(_:)`` character by character: any string.
    static func expandByCharacters(_ string: String) -> String {
        let count = string.count
        let extra = Int((Double(count) * expansion(forLength: count)).rounded(.up))
        let letters = string.filter { !$0.isWhitespace }
        guard extra > 0, !letters.isEmpty else { return string }
        var padding = ""
        var i = letters.startIndex
        while padding.count < extra - 1 {
            padding.append(letters[i])
            i = letters.index(after: i)
            if i == letters.endIndex { i = letters.startIndex }
        }
        return string + " " + padding
    }
}

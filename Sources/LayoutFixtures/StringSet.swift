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
            if scalar.isASCII && scalar.properties.isAlphabetic {
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

    /// Pads with the string's own letters, so the padding is as wide as real text.
    private static func expand(_ string: String) -> String {
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

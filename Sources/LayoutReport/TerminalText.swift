import StrictJSON

/// Text a user wrote (scenario names, ids, strings, file names), made safe to print: every
/// character a terminal would obey rather than show is written as a Swift-style escape,
/// `\u{1B}`.
///
/// A scenario named `"\u{1B}]52;c;…\u{7}"` would otherwise set the clipboard of whoever
/// runs `layoutreg run` (OSC 52), and CSI sequences could rewrite what a reviewer sees. The
/// characters are those of ``JSONQuoting/isInvisibleControl(_:)``: C0 and C1 controls, DEL,
/// the line separators and the bidirectional overrides and isolates.
///
/// ```swift
/// TerminalText.escaped("a\u{1B}[2Jb")                  // a\u{1B}[2Jb
/// TerminalText.escaped("two\nlines")                   // two\u{A}lines
/// TerminalText.escaped("two\nlines", keepingLines: true) // unchanged
/// ```
///
/// The console escapes everything it prints with `keepingLines: true` (its own line breaks
/// and tabs are layout); formatters escape each name with the default, so that a name with
/// a newline stays on its line.
public enum TerminalText {
    /// `text` with its invisible controls escaped; with `keepingLines`, line feeds and tabs
    /// are kept as they are.
    public static func escaped(_ text: String, keepingLines: Bool = false) -> String {
        guard needsEscaping(text, keepingLines: keepingLines) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if JSONQuoting.isInvisibleControl(scalar) && !(keepingLines && (scalar == "\n" || scalar == "\t")) {
                out.append(contentsOf: "\\u{\(hex(scalar.value))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// A quick look at the bytes: most text is plain, and the console prints a lot of it.
    private static func needsEscaping(_ text: String, keepingLines: Bool) -> Bool {
        // 0xC2, 0xE2 and 0xEF lead U+0080–U+00BF, U+2000–U+2FFF and U+F000–U+FFFF.
        text.utf8.contains { byte in
            (byte < 0x20 && !(keepingLines && (byte == 0x0A || byte == 0x09))) || byte == 0x7F
                || byte == 0xC2 || byte == 0xE2 || byte == 0xEF
        }
    }

    private static func hex(_ value: UInt32) -> String {
        String(value, radix: 16, uppercase: true)
    }

    /// `text` as one shell word in single quotes, for commands printed to be copied:
    /// `it's` becomes `'it'\''s'`.
    public static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}

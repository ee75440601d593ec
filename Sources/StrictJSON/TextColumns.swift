/// Text laid out in columns, for the command line, reports and benchmarks, in one place:
/// padded cells, wrapped paragraphs and term–definition lists, all counted in characters so
/// that the output is the same on every machine and in every locale (with ``DecimalFormat``
/// for the numbers in them).
public enum TextColumns {
    /// How wide help paragraphs are wrapped.
    public static let width = 92

    /// `text` filled with `fill` to `width` characters: on the right, or on the left with
    /// `alignRight` (numbers in a table, `07` with `fill: "0"`); a longer text is left as it is.
    public static func pad(_ text: String, _ width: Int, alignRight: Bool = false, fill: Character = " ") -> String {
        let filling = String(repeating: fill, count: max(0, width - text.count))
        return alignRight ? filling + text : text + filling
    }

    /// `text`'s words in lines of at most `width` characters (a longer word keeps a line of its
    /// own); a blank line in `text` stays a paragraph break.
    public static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// `term` at `indent`, then `definition` wrapped in a column that starts `column` + 2
    /// characters further; a term wider than the column puts the definition on the next line.
    public static func definition(_ term: String, _ definition: String, indent: Int, column: Int) -> [String] {
        let margin = String(repeating: " ", count: indent + column + 2)
        let body = wrap(definition, width: width - margin.count)
        let lead = String(repeating: " ", count: indent) + term
        if term.count > column {
            return [lead] + body.map { margin + $0 }
        }
        return [pad(lead, indent + column) + "  " + body[0]] + body.dropFirst().map { margin + $0 }
    }
}

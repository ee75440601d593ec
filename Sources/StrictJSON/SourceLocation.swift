/// A position in a JSON text: 1-based line and column.
///
/// Lines are separated by `"\n"` (a `"\r\n"` pair is one break; the `"\r"` is plain
/// whitespace). Columns count **Unicode scalars** from the start of the line, so `é`
/// and `😀` are one column each and a tab is one column. A byte order mark at the
/// start of the text is not counted.
///
/// ```swift
/// let value = try JSONParser.parse("{\n  \"a\": 1\n}")
/// value.object?["a"]?.location   // line 2, column 8
/// ```
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, starting at 1.
    public var line: Int
    /// The column in Unicode scalars, starting at 1.
    public var column: Int

    /// Creates a location from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line 3, column 14`.
    public var description: String {
        "line \(line), column \(column)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

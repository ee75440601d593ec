/// A localized `Text` whose string is a format filled with arguments, or looked up in a named
/// table: `Text("\(count) new posts")`, whose key is `"%lld new posts"`.
///
/// The engine does not format: the environment's ``LocalizedStrings`` holds the resolved
/// string of each such text (the fixtures resolve them per locale, device and data values).
public struct LocalizedText: Hashable, Sendable {
    public var key: String
    public var arguments: [TextArgument]
    /// The strings table to look the key up in (`Text(_:tableName:)`); `nil` for the default.
    public var table: String?

    public init(key: String, arguments: [TextArgument], table: String? = nil) {
        self.key = key
        self.arguments = arguments
        self.table = table
    }
}

/// One argument of a ``LocalizedText``: a literal, or a value of the case's data.
public enum TextArgument: Hashable, Sendable {
    case integer(Int64)
    case number(Double)
    case string(String)
    /// The case's value of the matrix's `values` axis with this name.
    case value(String)
}

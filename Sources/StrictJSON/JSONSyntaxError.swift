/// The text is not valid JSON.
///
/// ```swift
/// do {
///     _ = try JSONParser.parse("{\"a\": 1]")
/// } catch {
///     print(error)   // line 1, column 8: expected ',' or '}' after an object member, found ']'
/// }
/// ```
public struct JSONSyntaxError: JSONError, Sendable, Hashable {
    /// Where the offending character is (the end of the text for a premature end).
    public var location: SourceLocation
    /// The innermost value being read when the error was found.
    public var path: JSONPath
    /// What is wrong, for example `duplicate key "a" (first at line 1, column 2)`.
    public var message: String

    /// Creates a syntax error.
    public init(location: SourceLocation, path: JSONPath = JSONPath(), message: String) {
        self.location = location
        self.path = path
        self.message = message
    }
}

/// An error that points into a JSON document: a syntax error or a reading error.
///
/// Both kinds print the same way, so a loader can catch either and report it:
///
/// ```swift
/// do {
///     let scenario = try Scenario(json: JSONParser.parse(text))
/// } catch let error as any JSONError {
///     print(error.formatted(file: "scenarios/login.json"))
///     // scenarios/login.json:3:14: view.children[2]: expected a number, found the string "wide"
/// }
/// ```
public protocol JSONError: Error, CustomStringConvertible {
    /// Where the problem is.
    var location: SourceLocation { get }
    /// The value the problem is in or at; the root for problems outside any value.
    var path: JSONPath { get }
    /// What is wrong, without the location or path.
    var message: String { get }
}

extension JSONError {
    /// `<file>:<line>:<column>: <json path>: <message>`, the form compilers and editors
    /// link to. The path and its colon are left out at the root.
    public func formatted(file: String) -> String {
        "\(file):\(location.line):\(location.column): " + pathAndMessage
    }

    /// `line 3, column 14: <json path>: <message>`, for when there is no file name.
    public var description: String {
        "\(location): " + pathAndMessage
    }

    private var pathAndMessage: String {
        path.isRoot ? message : "\(path): \(message)"
    }
}

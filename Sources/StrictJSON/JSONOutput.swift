/// A JSON value to write: the model ``JSONWriter`` turns into text.
///
/// Objects keep their members in the order given. Literals make small documents easy
/// to spell:
///
/// ```swift
/// let output: JSONOutput = ["name": "login", "size": ["width": 390.0, "height": 844.0], "tags": []]
/// JSONWriter().string(output)
/// // {"name":"login","size":{"width":390.0,"height":844.0},"tags":[]}
/// ```
public enum JSONOutput: Sendable, Hashable {
    /// One `"key": value` pair of an object.
    public struct Member: Sendable, Hashable {
        /// The key; keys of one object must be unique.
        public var key: String
        /// The value.
        public var value: JSONOutput

        /// Creates a member.
        public init(_ key: String, _ value: JSONOutput) {
            self.key = key
            self.value = value
        }
    }

    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer, written without a decimal point: `12`.
    case integer(Int)
    /// A number written with the writer's ``DecimalFormat``: `12.5`, `24.0`. Must be finite.
    case number(Double)
    /// A number written exactly as its literal, for copying parsed numbers unchanged.
    case numberLiteral(JSONNumber)
    /// A string, escaped as JSON requires when written.
    case string(String)
    /// An array.
    case array([JSONOutput])
    /// An object with members in the order given; keys must be unique.
    case object([Member])

    /// The same document without locations; numbers keep their literal text.
    public init(_ value: JSONValue) {
        switch value.kind {
        case .null:
            self = .null
        case .bool(let bool):
            self = .bool(bool)
        case .number(let number):
            self = .numberLiteral(number)
        case .string(let string):
            self = .string(string)
        case .array(let elements):
            self = .array(elements.map(JSONOutput.init))
        case .object(let object):
            self = .object(object.members.map { Member($0.key, JSONOutput($0.value)) })
        }
    }
}

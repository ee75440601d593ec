/// A parsed JSON value together with the place in the text where it starts.
///
/// Equality and hashing include locations; compare ``JSONOutput/init(_:)`` values to
/// compare documents regardless of where their values sit.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"width": 320}"#)
/// if case .object(let object) = value.kind, let width = object["width"] {
///     print(width.location, width.doubleValue ?? 0)   // line 1, column 11 320.0
/// }
/// ```
public struct JSONValue: Sendable, Hashable, CustomStringConvertible {
    /// The shape of a JSON value.
    public enum Kind: Sendable, Hashable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, with its literal text.
        case number(JSONNumber)
        /// A string, unescaped.
        case string(String)
        /// An array; each element has its own location.
        case array([JSONValue])
        /// An object; members keep document order and their keys' locations.
        case object(JSONObject)
    }

    /// What the value is.
    public var kind: Kind
    /// Where the value starts: its first character (`{`, `[`, `"`, a digit, `-`, `t`...).
    public var location: SourceLocation

    /// Creates a value at a location.
    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// The Boolean, if the value is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The number, if the value is a number.
    public var numberValue: JSONNumber? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The number as a `Double`, if the value is a number.
    public var doubleValue: Double? {
        numberValue?.value
    }

    /// The number as an `Int`, if the value is a number with an integral value that
    /// `Int` holds exactly (`3`, `3.0`, `3e2`; not `3.5`). See ``JSONNumber/intValue``.
    public var intValue: Int? {
        numberValue?.intValue
    }

    /// The string, if the value is a string.
    public var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The elements, if the value is an array.
    public var array: [JSONValue]? {
        if case .array(let value) = kind { return value }
        return nil
    }

    /// The members, if the value is an object.
    public var object: JSONObject? {
        if case .object(let value) = kind { return value }
        return nil
    }

    /// The value as compact JSON text (locations are not part of it).
    public var description: String {
        JSONWriter().string(JSONOutput(self))
    }
}

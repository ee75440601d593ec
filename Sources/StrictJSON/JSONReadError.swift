/// A value in a valid JSON document is not what the reader expected: a wrong type,
/// a missing key, an unknown key or a value out of range.
///
/// Thrown by ``JSONReader`` and ``JSONObjectReader``; make your own with
/// ``JSONReader/error(_:)`` so custom checks point at the right place too.
public struct JSONReadError: JSONError, Sendable, Hashable {
    /// Where the offending value or key starts.
    public var location: SourceLocation
    /// The path of the offending value, or of the object that lacks a key.
    public var path: JSONPath
    /// What is wrong, for example `expected a number, found the string "wide"`.
    public var message: String
}

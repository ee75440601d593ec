/// Strict RFC 8259 JSON parsing that keeps the line and column of every value and key.
///
/// Rejected, each with a message that says where and why: trailing commas, comments,
/// `NaN` and `Infinity`, single quotes, leading zeros and `+` in numbers, numbers too
/// large for a `Double`, control characters in strings, invalid escapes, unpaired
/// surrogate escapes, duplicate keys (naming both places), invalid UTF-8, anything
/// after the value, and nesting deeper than `maxDepth`. A UTF-8 byte order mark at the
/// start is skipped.
///
/// ```swift
/// let root = try JSONParser.parse(text)
/// // line 3, column 14: view: expected ',' or '}' after an object member, found ']'
/// ```
public enum JSONParser {
    /// The default limit on nested arrays and objects.
    public static let defaultMaxDepth = 512

    /// Parses a JSON text.
    ///
    /// - Parameters:
    ///   - text: The whole document.
    ///   - maxDepth: How many arrays and objects may be nested; `[[1]]` has depth 2.
    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        // A `String` is valid UTF-8 by construction, so strings need no second check.
        let result = text.withUTF8 { bytes in
            parse(bytes, maxDepth: maxDepth, validatesUTF8: false)
        }
        return try result.get()
    }

    /// Parses a JSON text given as UTF-8 bytes, such as a file's contents.
    ///
    /// Invalid UTF-8 is a syntax error.
    public static func parse(
        utf8 bytes: some Collection<UInt8>,
        maxDepth: Int = defaultMaxDepth
    ) throws(JSONSyntaxError) -> JSONValue {
        let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
            parse(buffer, maxDepth: maxDepth, validatesUTF8: true)
        }
        if let contiguous {
            return try contiguous.get()
        }
        return try Array(bytes).withUnsafeBufferPointer { buffer in
            parse(buffer, maxDepth: maxDepth, validatesUTF8: true)
        }.get()
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        maxDepth: Int,
        validatesUTF8: Bool
    ) -> Result<JSONValue, JSONSyntaxError> {
        var parser = JSONByteParser(bytes: bytes, maxDepth: maxDepth, validatesUTF8: validatesUTF8)
        return Result { () throws(JSONSyntaxError) -> JSONValue in
            try parser.parseDocument()
        }
    }
}

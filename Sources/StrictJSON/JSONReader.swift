/// A value being read by a loader: the value, its path, and typed accessors that throw
/// ``JSONReadError`` naming the path, the location and what was found.
///
/// Loaders read top to bottom; objects are read with ``object(_:)``, which rejects keys
/// the loader did not ask for:
///
/// ```swift
/// let root = JSONReader(try JSONParser.parse(text))
/// let scenario = try root.object { object in
///     Scenario(
///         name: try object.require("name").string(),
///         width: try object.optional("width")?.double(in: 0...10_000) ?? 390,
///         alignment: try object.require("alignment").string(as: Alignment.self),
///         views: try object.require("views").array { try View(reading: $0) }
///     )
/// }
/// // scenario.json:4:12: views[2].padding: expected a number, found the string "wide"
/// ```
public struct JSONReader: Sendable, Hashable {
    /// The value.
    public let value: JSONValue
    /// Where the value sits in the document; the root by default.
    public let path: JSONPath

    /// A reader for `value` at `path`.
    public init(_ value: JSONValue, path: JSONPath = JSONPath()) {
        self.value = value
        self.path = path
    }

    /// Where the value starts.
    public var location: SourceLocation {
        value.location
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        value.isNull
    }

    /// An error at this value, for checks of the loader's own.
    ///
    /// ```swift
    /// guard !name.isEmpty else { throw reader.error("expected a non-empty name") }
    /// ```
    public func error(_ message: String) -> JSONReadError {
        JSONReadError(location: value.location, path: path, message: message)
    }

    /// The string, or an error if the value is not a string.
    public func string() throws(JSONReadError) -> String {
        guard case .string(let string) = value.kind else { throw mismatch("a string") }
        return string
    }

    /// The Boolean, or an error if the value is not `true` or `false`.
    public func bool() throws(JSONReadError) -> Bool {
        guard case .bool(let bool) = value.kind else { throw mismatch("a Boolean (true or false)") }
        return bool
    }

    /// The number with its literal text, or an error if the value is not a number.
    public func number() throws(JSONReadError) -> JSONNumber {
        guard case .number(let number) = value.kind else { throw mismatch("a number") }
        return number
    }

    /// The number, or an error if the value is not a number.
    public func double() throws(JSONReadError) -> Double {
        try number().value
    }

    /// The number, or an error if it is not a number within `range`.
    ///
    /// Infinite bounds read as "at least" or "at most": `0...Double.infinity`.
    public func double(in range: ClosedRange<Double>) throws(JSONReadError) -> Double {
        let number = try number()
        guard range.contains(number.value) else {
            throw error("expected a number \(describe(range)), found \(number.literal)")
        }
        return number.value
    }

    /// The number as an `Int`, or an error if it is not an integer that `Int` holds.
    ///
    /// `3`, `3.0` and `3e2` are integers; `3.5` is not. See ``JSONNumber/intValue``.
    public func int() throws(JSONReadError) -> Int {
        guard case .number(let number) = value.kind, let int = number.intValue else { throw mismatch("an integer") }
        return int
    }

    /// The number as an `Int`, or an error if it is not an integer within `range`.
    public func int(in range: ClosedRange<Int>) throws(JSONReadError) -> Int {
        let int = try int()
        guard range.contains(int) else {
            throw error("expected an integer from \(range.lowerBound) to \(range.upperBound), found \(int)")
        }
        return int
    }

    /// The string as a case of `type`, or an error listing the cases.
    ///
    /// ```swift
    /// enum Axis: String, CaseIterable { case horizontal, vertical }
    /// let axis = try object.require("axis").string(as: Axis.self)
    /// // expected one of "horizontal", "vertical", found the string "diagonal"
    /// ```
    public func string<Choice>(as type: Choice.Type) throws(JSONReadError) -> Choice
    where Choice: RawRepresentable & CaseIterable, Choice.RawValue == String {
        if case .string(let string) = value.kind, let choice = Choice(rawValue: string) {
            return choice
        }
        let choices = Choice.allCases.map { JSONQuoting.quoted($0.rawValue) }.joined(separator: ", ")
        throw mismatch("one of \(choices)")
    }

    /// The elements, each with its path, or an error if the value is not an array.
    public func array() throws(JSONReadError) -> [JSONReader] {
        guard case .array(let elements) = value.kind else { throw mismatch("an array") }
        return elements.enumerated().map { JSONReader($1, path: path.appending(index: $0)) }
    }

    /// The elements, each read by `transform`, or an error if the value is not an array.
    public func array<Element>(_ transform: (JSONReader) throws -> Element) throws -> [Element] {
        try array().map(transform)
    }

    /// A reader for the object's members, or an error if the value is not an object.
    ///
    /// Call ``JSONObjectReader/finish()`` when done, or use ``object(_:)`` which does.
    public func object() throws(JSONReadError) -> JSONObjectReader {
        guard case .object(let object) = value.kind else { throw mismatch("an object") }
        return JSONObjectReader(object, path: path, location: value.location)
    }

    /// Reads the object with `body`, then rejects any key `body` did not ask for.
    public func object<Output>(_ body: (JSONObjectReader) throws -> Output) throws -> Output {
        let object = try object()
        let result = try body(object)
        try object.finish()
        return result
    }

    /// `nil` for `null`, otherwise what `read` returns.
    ///
    /// ```swift
    /// let title = try object.require("title").nullable { try $0.string() }
    /// ```
    public func nullable<Output>(_ read: (JSONReader) throws -> Output) rethrows -> Output? {
        isNull ? nil : try read(self)
    }

    private func mismatch(_ expected: String) -> JSONReadError {
        error("expected \(expected), found \(describe(value))")
    }
}

/// `the number 12`, `the string "abc"`, `an array`: what a value is, for messages.
private func describe(_ value: JSONValue) -> String {
    switch value.kind {
    case .null:
        return "null"
    case .bool(let bool):
        return bool ? "true" : "false"
    case .number(let number):
        return "the number \(number.literal)"
    case .string(let string):
        let limit = 40
        let scalars = string.unicodeScalars
        guard scalars.count > limit else { return "the string \(JSONQuoting.quoted(string))" }
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: scalars.prefix(limit))
        return "the string \(JSONQuoting.quoted(String(prefix)))..."
    case .array(let elements):
        return elements.isEmpty ? "an empty array" : "an array"
    case .object(let object):
        return object.isEmpty ? "an empty object" : "an object"
    }
}

/// `between 0.0 and 1.0`, `of at least 0.0`: a range of doubles, for messages.
private func describe(_ range: ClosedRange<Double>) -> String {
    let format = DecimalFormat(fractionDigits: 6)
    switch (range.lowerBound.isFinite, range.upperBound.isFinite) {
    case (true, true):
        return "from \(format.format(range.lowerBound)) to \(format.format(range.upperBound))"
    case (true, false):
        return "of at least \(format.format(range.lowerBound))"
    case (false, true):
        return "of at most \(format.format(range.upperBound))"
    case (false, false):
        return "(any)"
    }
}

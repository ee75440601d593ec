extension JSONOutput: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONOutput: ExpressibleByIntegerLiteral {
    /// An ``integer(_:)``.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}

extension JSONOutput: ExpressibleByFloatLiteral {
    /// A ``number(_:)``.
    public init(floatLiteral value: Double) {
        self = .number(value)
    }
}

extension JSONOutput: ExpressibleByStringLiteral {
    /// A ``string(_:)``.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONOutput: ExpressibleByArrayLiteral {
    /// An ``array(_:)``.
    public init(arrayLiteral elements: JSONOutput...) {
        self = .array(elements)
    }
}

extension JSONOutput: ExpressibleByDictionaryLiteral {
    /// An ``object(_:)`` with the members in the order written.
    public init(dictionaryLiteral elements: (String, JSONOutput)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }
}

/// A modifier written with one unlabelled value (`{"bold": true}`, `{"kerning": 1.5}`): it
/// says how the value is read and what a valid one looks like; reading it, and the error for
/// an invalid one, are shared.
package protocol ScalarModifier: ModifierKind {
    associatedtype Value: Hashable & Sendable
    init(_ value: Value)
    /// The unlabelled argument `"_"` of `arguments` as a value, `nil` when it is not one.
    static func value(in arguments: some ViewArguments) throws -> Value?
    /// A valid value, for the error: "true or false, as in {\"bold\": true}".
    static var expected: String { get }
}

extension ScalarModifier {
    package static var wrapsInALayout: Bool { false }

    package init(arguments: some ViewArguments) throws {
        guard let value = try Self.value(in: arguments) else {
            throw arguments.error(at: nil, "expected " + Self.expected)
        }
        self.init(value)
    }
}

extension ScalarModifier where Value == Bool {
    package static func value(in arguments: some ViewArguments) throws -> Bool? { try arguments.bool("_") }
    package static var expected: String { "true or false, as in {\"\(name)\": true}" }
}

extension ScalarModifier where Value == Double {
    package static func value(in arguments: some ViewArguments) throws -> Double? { try arguments.length("_") }
    package static var expected: String { "a length in points, as in {\"\(name)\": 1.5}" }
}

extension ScalarModifier where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    package static func value(in arguments: some ViewArguments) throws -> Value? {
        try arguments.choice("_", as: Value.self)
    }
    package static var expected: String { "one of " + Value.allCases.map(\.rawValue).joined(separator: ", ") }
}

extension ScalarModifier {
    /// A choice or `null` (`{"fontWeight": null}`: each font's own), for a modifier whose value
    /// is an optional choice: `.some(nil)` for `null`, `nil` when it is neither.
    package static func choiceOrNull<Choice: RawRepresentable & CaseIterable>(
        in arguments: some ViewArguments, as type: Choice.Type
    ) throws -> Choice?? where Choice.RawValue == String {
        if arguments.isNull("_") { return .some(nil) }
        return try arguments.choice("_", as: type).map { .some($0) }
    }
}

/// A modifier that takes no argument (`hidden()`, `scaledToFit()`), written `{"hidden": true}`.
package protocol ArgumentlessModifier: ModifierKind {
    init()
}

extension ArgumentlessModifier {
    package static var wrapsInALayout: Bool { false }

    package init(arguments: some ViewArguments) throws {
        guard try arguments.bool("_") == true else {
            throw arguments.error(at: nil, "expected true, as `\(Self.name)()` takes no argument")
        }
        self.init()
    }
}

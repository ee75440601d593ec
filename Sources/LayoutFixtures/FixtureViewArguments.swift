import LayoutEngine
import StrictJSON

/// A view's keys in a fixture, or a modifier's value, as the arguments a ``ViewKind`` or
/// ``ModifierKind`` reads: each label is a key, read with the fixture's limits, so that a
/// kind's file needs nothing of JSON. A modifier's value that is not an object
/// (`{"kerning": 1.5}`) is its one unlabelled argument, `"_"`.
final class FixtureViewArguments: ViewArguments {
    private enum Source {
        case object(JSONObjectReader)
        case value(JSONReader)
    }

    private let source: Source
    private var readsValue = false

    init(object: JSONObjectReader) {
        source = .object(object)
    }

    private init(value: JSONReader) {
        source = .value(value)
    }

    /// The modifier of `kind` that `reader`, its value, gives: its keys are its labels when it
    /// is an object, and any key it does not read is an error.
    static func modifier(_ reader: JSONReader, _ kind: any ModifierKind.Type) throws -> any ModifierKind {
        if case .object = reader.value.kind {
            return try reader.object { try kind.init(arguments: FixtureViewArguments(object: $0)) }
        }
        let arguments = FixtureViewArguments(value: reader)
        let modifier = try kind.init(arguments: arguments)
        guard arguments.readsValue else {
            throw reader.error("expected an object of \(kind.name)'s arguments, as in {\"\(kind.name)\": {…}}")
        }
        return modifier
    }

    /// The value of `label`: a key of the object, or the value itself for `"_"`.
    private func optional(_ label: String) -> JSONReader? {
        switch source {
        case let .object(object): return object.optional(label)
        case let .value(value):
            guard label == "_" else { return nil }
            readsValue = true
            return value
        }
    }

    func contains(_ label: String) -> Bool {
        if case let .object(object) = source { return object.contains(label) }
        return false
    }

    func bool(_ label: String) throws -> Bool? {
        try optional(label)?.bool()
    }

    func isNull(_ label: String) -> Bool {
        guard let value = optional(label) else { return false }
        if case .null = value.value.kind { return true }
        return false
    }

    func integer(_ label: String, in range: ClosedRange<Int>) throws -> Int? {
        try optional(label)?.int(in: range)
    }

    func dynamicTypeSize(_ label: String) throws -> DynamicTypeSize? {
        guard let value = optional(label) else { return nil }
        let name = try value.string()
        guard let size = SizeCategories.size(named: name) else {
            var message = "unknown Dynamic Type size \"\(name)\""
            if let guess = EditDistance.closest(to: name, among: SizeCategories.sizeNames) {
                message += " (did you mean \"\(guess)\"?)"
            }
            throw value.error(message + "; sizes: " + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return size
    }

    func number(_ label: String, in range: ClosedRange<Double>) throws -> Double? {
        try optional(label)?.double(in: range)
    }

    func length(_ label: String, atLeast minimum: Double) throws -> Double? {
        try optional(label)?.length(atLeast: minimum)
    }

    func lengths(_ label: String) throws -> [Double]? {
        try optional(label)?.array { try $0.length() }
    }

    func string(_ label: String) throws -> String? {
        try optional(label).map(ForEachItem.string)
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ label: String, as type: Choice.Type) throws -> Choice?
        where Choice.RawValue == String {
        try optional(label)?.string(as: type)
    }

    func view(_ label: String) throws -> ViewNode? {
        try optional(label).map { try ViewReader.view($0) }
    }

    func title() throws -> TextContent? {
        let key = try string("key"), verbatim = try string("verbatim")
        switch (key, verbatim) {
        case let (key?, nil): return .key(key)
        case let (nil, verbatim?): return .verbatim(verbatim)
        case (nil, nil): return nil
        case (_?, _?): throw error(at: "verbatim", "a title is either \"key\" or \"verbatim\", not both")
        }
    }

    func error(at label: String?, _ message: String) -> any Error {
        if let label, let found = optional(label) { return found.error(message) }
        switch source {
        case let .object(object): return object.error(message)
        case let .value(value): return value.error(message)
        }
    }
}

import LayoutEngine
import StrictJSON

/// A view's keys in a fixture as the arguments a ``ViewKind`` reads: each label is a key,
/// read with the fixture's limits, so that a kind's file needs nothing of JSON.
struct FixtureViewArguments: ViewArguments {
    let object: JSONObjectReader

    func bool(_ label: String) throws -> Bool? {
        try object.optional(label)?.bool()
    }

    func number(_ label: String, in range: ClosedRange<Double>) throws -> Double? {
        try object.optional(label)?.double(in: range)
    }

    func length(_ label: String, atLeast minimum: Double) throws -> Double? {
        try object.optional(label)?.length(atLeast: minimum)
    }

    func lengths(_ label: String) throws -> [Double]? {
        try object.optional(label)?.array { try $0.length() }
    }

    func string(_ label: String) throws -> String? {
        try object.optional(label).map(ForEachItem.string)
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ label: String, as type: Choice.Type) throws -> Choice?
        where Choice.RawValue == String {
        try object.optional(label)?.string(as: type)
    }

    func view(_ label: String) throws -> ViewNode? {
        try object.optional(label).map { try ViewReader.view($0) }
    }

    func title() throws -> TextContent? {
        let key = try string("key"), verbatim = try string("verbatim")
        switch (key, verbatim) {
        case let (key?, nil): return .key(key)
        case let (nil, verbatim?): return .verbatim(verbatim)
        case (nil, nil): return nil
        case (_?, _?): throw object.error(atKey: "verbatim", "a title is either \"key\" or \"verbatim\", not both")
        }
    }

    func error(at label: String?, _ message: String) -> any Error {
        guard let label, let value = object.optional(label) else { return object.error(message) }
        return value.error(message)
    }
}

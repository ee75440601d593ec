/// A value of an XML property list (`.stringsdict`), with the line and column it starts at.
struct PropertyList: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case string(String)
        /// Keys in document order, each with its value.
        case dictionary([(key: String, value: PropertyList)])
        case array([PropertyList])
        /// `<integer>`, `<real>`, `<true/>`, `<false/>`, `<date>`, `<data>`: as written.
        case other(String)

        static func == (a: Kind, b: Kind) -> Bool {
            switch (a, b) {
            case let (.string(x), .string(y)), let (.other(x), .other(y)): x == y
            case let (.array(x), .array(y)): x == y
            case let (.dictionary(x), .dictionary(y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
            default: false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case let .string(s), let .other(s): hasher.combine(s)
            case let .array(a): hasher.combine(a)
            case let .dictionary(d): for (k, v) in d { hasher.combine(k); hasher.combine(v) }
            }
        }
    }

    var kind: Kind
    var line: Int
    var column: Int

    /// An error in a property list: where, and what.
    struct Failure: Error {
        var line: Int
        var column: Int
        var message: String
    }

    /// Parses the XML property list `text`: its root value.
    static func parse(_ text: String) throws(Failure) -> PropertyList {
        var parser = PropertyListParser(text)
        return try parser.document()
    }
}

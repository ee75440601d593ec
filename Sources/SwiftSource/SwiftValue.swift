internal import SwiftSyntax
import StrictJSON

/// What a Swift expression is worth to the translator: a literal, a view, or one of the few
/// things a layout can depend on (a geometry proxy, a state, an environment value).
indirect enum SwiftValue {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// A `String`: shown verbatim by `Text`.
    case string(String)
    /// A `LocalizedStringKey` (a string literal where one is expected): a key and its arguments.
    case localized(key: String, arguments: [JSONValue])
    case array([SwiftValue])
    /// A value given in the scenario's `arguments` as an object (`user.name`).
    case object([String: SwiftValue])
    /// `.leading`, `.infinity`, `.flexible(minimum: 0)`, `Color.blue`: a name and its arguments.
    case member(String, [SwiftArgument])
    /// A length the layout resolves: `{"state": …}`, `{"proxy": …}`, `{"scaled": …}`; or a
    /// matrix value, `{"value": name}`, as a text's argument.
    case json(JSONValue)
    /// Views, already translated.
    case views([JSONValue])
    /// A view-builder closure, translated where it is used (its parameters bound then).
    case content(ClosureExprSyntax, Scope)
    /// A `GeometryProxy`, and its `size`.
    case proxy, proxySize
    /// An environment value read with `@Environment(\.name)`.
    case environment(String)
    /// `Foo.self`.
    case metatype(String)

    /// `5`, `"a"`, `.leading`: how a value reads in a message.
    var summary: String {
        switch self {
        case .null: "nil"
        case let .bool(b): b ? "true" : "false"
        case let .int(i): String(i)
        case let .double(d): DecimalFormat(fractionDigits: 6).format(d)
        case let .string(s): "\"\(s)\""
        case let .localized(key, _): "\"\(key)\""
        case .array: "an array"
        case .object: "an object"
        case let .member(name, _): "." + name
        case .json: "a layout reference"
        case .views: "a view"
        case .content: "a view builder"
        case .proxy: "a GeometryProxy"
        case .proxySize: "a GeometryProxy's size"
        case let .environment(name): "the environment's \(name)"
        case let .metatype(name): name + ".self"
        }
    }

    var number: Double? {
        switch self {
        case let .int(i): Double(i)
        case let .double(d): d
        default: nil
        }
    }
}

/// One argument of a call, with its label.
struct SwiftArgument {
    var label: String?
    var value: SwiftValue
}

internal import SwiftSyntax
import StrictJSON

/// One modifier call being translated, `base.name(arguments)`, with what every modifier's
/// translation reads it by: its arguments by label, and the view it wraps.
struct ModifierCall {
    let evaluator: SwiftEvaluator
    let name: String
    let call: FunctionCallExprSyntax
    /// The views the modifier applies to, and the one view it wraps (a `Group` of several).
    let base: [JSONValue]
    let target: JSONValue
    let scope: Scope
    /// Where the modifier's name is: messages and the JSON point there, not at the chain's start.
    let at: StrictJSON.SourceLocation
    let here: Syntax
    let list: [(label: String?, expression: ExprSyntax)]

    init(_ evaluator: SwiftEvaluator, name: String, call: FunctionCallExprSyntax, node: some SyntaxProtocol,
         base: [JSONValue], scope: Scope) {
        self.evaluator = evaluator
        self.name = name
        self.call = call
        self.base = base
        self.scope = scope
        let nameNode = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        at = nameNode.map { evaluator.location($0) } ?? evaluator.location(node)
        here = nameNode.map(Syntax.init) ?? Syntax(call)
        target = evaluator.single(base, at)
        list = evaluator.arguments(call)
    }

    func argument(_ label: String) -> ExprSyntax? { list.first { $0.label == label }?.expression }
    /// The first unlabelled argument.
    func first() -> ExprSyntax? { list.first { $0.label == nil }?.expression }

    /// The wrapped view with `{name: value}` appended to its chain.
    func add(_ value: JSONValue) -> SwiftValue { addNamed(name, value) }
    /// The wrapped view with `{key: value}` appended to its chain (a modifier the format names otherwise).
    func addNamed(_ key: String, _ value: JSONValue) -> SwiftValue {
        .views([evaluator.appending(evaluator.object([(key, value)], at), to: target)])
    }

    func evaluated(_ expression: ExprSyntax?) throws -> SwiftValue {
        try expression.map { try evaluator.value($0, scope) } ?? .null
    }

    func length(_ expression: ExprSyntax?) throws -> JSONValue? {
        guard let expression else { return nil }
        return try evaluator.lengthValue(try evaluator.value(expression, scope), expression)
    }

    /// `.leading`: the member's name; `nil` for `nil` or no argument.
    func member(_ expression: ExprSyntax?) throws -> String? {
        guard let expression else { return nil }
        switch try evaluator.value(expression, scope) {
        case let .member(text, _): return text
        case .null: return nil
        case let other: throw evaluator.unsupported(expression, "\(other.summary) where a name such as .leading is expected")
        }
    }

    func required<T>(_ value: T?, _ what: String) throws -> T {
        guard let value else { throw unsupported(".\(name) with \(what)") }
        return value
    }

    /// An "unsupported" at the modifier's name.
    func unsupported(_ message: String) -> SwiftSourceError {
        evaluator.unsupported(here, message)
    }

    /// `padding`'s and `contentMargins`' argument: edges (a member or a list) and a length, or a length.
    func insets(_ expression: ExprSyntax?, lengthOf second: ExprSyntax?) throws -> JSONValue {
        guard let expression else { return evaluator.bool(true, at) }
        let value = try evaluator.value(expression, scope)
        switch value {
        case .int, .double: return try required(try evaluator.lengthValue(value, expression), "a length")
        case let .member(edge, _):
            var fields = [("edges", evaluator.string(edge, at))]
            if let length = try length(second) { fields.append(("length", length)) }
            return evaluator.object(fields, at)
        case let .array(edges):
            var fields = [("edges", evaluator.array(try edges.map { edge in
                guard case let .member(text, _) = edge else {
                    throw evaluator.unsupported(expression, "an edge that is not .top, .leading, …")
                }
                return evaluator.string(text, at)
            }, at))]
            if let length = try length(second) { fields.append(("length", length)) }
            return evaluator.object(fields, at)
        default:
            throw evaluator.unsupported(expression, "\(value.summary) as \(name)'s edges or length")
        }
    }
}

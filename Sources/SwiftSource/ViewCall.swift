internal import SwiftSyntax
import StrictJSON

/// One of the format's views written in Swift, `Name(arguments) { content }`, being
/// translated: its arguments by label, its closures, and the scope they are read in.
struct ViewCall {
    let evaluator: SwiftEvaluator
    let name: String
    let call: FunctionCallExprSyntax
    let scope: Scope
    let at: StrictJSON.SourceLocation
    let list: [(label: String?, expression: ExprSyntax)]

    init(_ evaluator: SwiftEvaluator, name: String, call: FunctionCallExprSyntax, scope: Scope) {
        self.evaluator = evaluator
        self.name = name
        self.call = call
        self.scope = scope
        at = evaluator.location(call)
        list = evaluator.arguments(call)
    }

    func argument(_ label: String) -> ExprSyntax? { list.first { $0.label == label }?.expression }

    /// The `i`th unlabelled argument that is not a closure.
    func unlabelled(_ i: Int = 0) -> ExprSyntax? {
        let plain = list.filter { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }
        return i < plain.count ? plain[i].expression : nil
    }

    /// The closure labelled `label`, or the content: `content:` or the unlabelled trailing closure.
    func closure(_ label: String? = nil) -> ExprSyntax? {
        if let label { return list.first { $0.label == label }?.expression }
        return list.first { $0.label == "content" }?.expression
            ?? list.last { $0.label == nil && $0.expression.is(ClosureExprSyntax.self) }?.expression
    }

    /// The views of a closure (its parameters bound to `parameters`) or of a view expression.
    func content(_ expression: ExprSyntax?, _ parameters: [SwiftValue] = []) throws -> [JSONValue] {
        guard let expression else { return [] }
        if let closure = expression.as(ClosureExprSyntax.self) { return try evaluator.closureViews(closure, scope, parameters) }
        return try evaluator.viewsOf(expression, scope)
    }

    func children(_ views: [JSONValue]) -> (String, JSONValue) { ("children", evaluator.array(views, at)) }

    /// A title as the format's views take it: `key` (a literal, localized) or `verbatim`.
    func title(_ expression: ExprSyntax) throws -> [(String, JSONValue)] {
        let members = try evaluator.textMembers(expression, scope)
        guard !members.contains(where: { $0.0 == "args" }) else {
            throw evaluator.unsupported(expression, "a \(name) title with interpolations; the format's \(name) takes a key or a "
                                        + "verbatim string, without arguments")
        }
        return members
    }

    /// The title of a label view made of one `Text`, as `Link(destination:) { Text("Privacy") }` has.
    func title(ofLabel expression: ExprSyntax) throws -> [(String, JSONValue)] {
        let views = try content(expression)
        guard views.count == 1, let text = views[0].object, text["type"]?.stringValue == "Text",
              text["modifiers"] == nil, text["runs"] == nil else {
            throw evaluator.unsupported(expression, "a \(name) whose label is not one plain Text; the format's \(name) "
                                        + "has a title (key or verbatim)")
        }
        return text.members.filter { ["key", "verbatim"].contains($0.key) }.map { ($0.key, $0.value) }
    }

    /// The title of a control written with one, `TextField("Name", text:)`, or with a label
    /// of one `Text`: `label:`, or the trailing closure where `labelInClosure` (a `Picker`'s
    /// closure is its options).
    func titleOrLabel(labelInClosure: Bool = true) throws -> [(String, JSONValue)] {
        if let title = unlabelled() { return try self.title(title) }
        if let label = argument("label") ?? (labelInClosure ? closure() : nil) { return try title(ofLabel: label) }
        throw unsupported("a \(name) without a title")
    }

    /// A name (`.leading`, or a string) as the format writes it.
    func named(_ expression: ExprSyntax?) throws -> JSONValue? {
        guard let expression else { return nil }
        switch try evaluator.value(expression, scope) {
        case let .member(text, _): return evaluator.string(text, evaluator.location(expression))
        case let .string(text): return evaluator.string(text, evaluator.location(expression))
        case let other: throw evaluator.unsupported(expression, "\(other.summary) where a name such as .leading is expected")
        }
    }

    func length(_ expression: ExprSyntax?) throws -> JSONValue? {
        guard let expression else { return nil }
        return try evaluator.lengthValue(try evaluator.value(expression, scope), expression)
    }

    /// The members whose values are given.
    static func present(_ pairs: [(String, JSONValue?)]) -> [(String, JSONValue)] {
        pairs.compactMap { key, value in value.map { (key, $0) } }
    }

    func string(_ expression: ExprSyntax?) throws -> JSONValue? {
        guard let expression else { return nil }
        return evaluator.string(try evaluator.plainText(expression, scope), evaluator.location(expression))
    }

    /// A binding's or value's value when it is known, as `$isOn`, `.constant(true)` or `0.5`
    /// are; `nil` for one the file does not give (a model's), where the value never moves a frame.
    func known(_ expression: ExprSyntax?) -> SwiftValue? {
        guard let expression, let value = try? evaluator.value(expression, scope) else { return nil }
        return Self.unwrappingConstant(value)
    }

    /// A binding's value, which the layout needs: an error says how to give it when the file does not.
    func needed(_ expression: ExprSyntax) throws -> SwiftValue {
        Self.unwrappingConstant(try evaluator.value(expression, scope))
    }

    static func unwrappingConstant(_ value: SwiftValue) -> SwiftValue {
        if case let .member("constant", arguments) = value, arguments.count == 1 { return arguments[0].value }
        return value
    }

    /// A number's JSON, when `value` is one.
    func number(_ value: SwiftValue?, _ node: some SyntaxProtocol) -> JSONValue? {
        guard let number = value?.number else { return nil }
        return evaluator.number(number, evaluator.location(node))
    }

    /// `1...10`, `0..<1`: the bounds `[lower, upper]`, when both are numbers the file gives.
    func bounds(_ expression: ExprSyntax?) -> JSONValue? {
        guard let expression, let range = expression.as(InfixOperatorExprSyntax.self),
              ["...", "..<"].contains(range.operator.trimmedDescription),
              let low = known(range.leftOperand)?.number, let high = known(range.rightOperand)?.number else { return nil }
        let at = evaluator.location(expression)
        return evaluator.array([evaluator.number(low, at), evaluator.number(high, at)], at)
    }

    func unsupported(_ message: String) -> SwiftSourceError {
        evaluator.unsupported(call, message)
    }
}

internal import SwiftSyntax
import StrictJSON

/// Expressions as values: the one switch over the kinds of expression a layout reads.
/// Literals and the small forms are read here; strings, names, members, operators and calls
/// each have their own file.
extension SwiftEvaluator {
    func value(_ expression: ExprSyntax, _ scope: Scope) throws -> SwiftValue {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            let digits = literal.literal.text.filter { $0 != "_" }
            guard let int = Int(digits) else { throw unsupported(literal, "the integer literal \(digits)") }
            return .int(int)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            guard let double = Double(literal.literal.text.filter { $0 != "_" }) else {
                throw unsupported(literal, "the number literal \(literal.literal.text)")
            }
            return .double(double)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.text == "true") }
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return .string(try plainString(literal, scope)) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try name(reference, scope) }
        if let access = expression.as(MemberAccessExprSyntax.self) { return try member(access, scope) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try self.call(call, scope) }
        if let closure = expression.as(ClosureExprSyntax.self) { return .content(closure, scope) }
        if let list = expression.as(ArrayExprSyntax.self) {
            return .array(try list.elements.map { try value($0.expression, scope) })
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try value(only.expression, scope)
        }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1,
           let index = subscripted.arguments.first?.expression {
            switch (try value(subscripted.calledExpression, scope), try value(index, scope)) {
            case let (.array(elements), .int(i)):
                guard elements.indices.contains(i) else { throw unsupported(index, "the index \(i) of an array of \(elements.count)") }
                return elements[i]
            case let (.object(fields), .string(key)): return fields[key] ?? .null
            case let (base, key): throw unsupported(subscripted, "\(base.summary)[\(key.summary)]; supported: an array's element by an integer")
            }
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return try value(unwrap.expression, scope) }
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return try value(chain.expression, scope) }
        if let cast = expression.as(AsExprSyntax.self) { return try value(cast.expression, scope) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = try value(prefix.expression, scope)
            switch (prefix.operator.text, operand) {
            case let ("-", .int(i)): return .int(-i)
            case let ("-", .double(d)): return .double(-d)
            case let ("!", .bool(b)): return .bool(!b)
            case let ("$", v): return v
            default: throw unsupported(prefix, "the operator \(prefix.operator.text) on \(operand.summary)")
            }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return try self.infix(infix, scope) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            guard case let .known(holds) = try condition(ternary.condition, scope) else {
                throw unsupported(ternary, "a ?: on the environment; write if/else in the view builder")
            }
            return try value(holds ? ternary.thenExpression : ternary.elseExpression, scope)
        }
        if expression.is(KeyPathExprSyntax.self) { return .null }
        if let conditional = expression.as(IfExprSyntax.self) { return .views(try viewsOf(ExprSyntax(conditional), scope)) }
        if let switching = expression.as(SwitchExprSyntax.self) { return .views(try viewsOf(ExprSyntax(switching), scope)) }
        if let config = expression.as(PostfixIfConfigExprSyntax.self) { return try postfixIfConfig(config, scope) }
        if let macro = expression.as(MacroExpansionExprSyntax.self) {
            throw unsupported(macro, "the macro #\(macro.macroName.text)")
        }
        throw unsupported(expression, "the expression `\(expression.trimmedDescription.prefix(60))`")
    }
}

internal import SwiftSyntax
import StrictJSON

/// View builders: the views a builder's statements, an expression or a content closure make,
/// in order, with the `let`s and `#if`s between them.
extension SwiftEvaluator {
    /// The views a builder's statements make, in order.
    func builder(_ items: CodeBlockItemListSyntax, _ outer: Scope) throws -> [JSONValue] {
        var scope = outer
        var views: [JSONValue] = []
        for item in items {
            switch item.item {
            case let .decl(decl):
                if let config = decl.as(IfConfigDeclSyntax.self) {
                    if let clause = try compiledClause(config), case let .statements(statements)? = clause.elements {
                        views += try builder(statements, scope)
                    }
                    continue
                }
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    throw unsupported(decl, "a declaration inside a view builder; supported: `let` of a value")
                }
                scope = Scope(parent: scope)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value else {
                        throw unsupported(binding, "a `let` without a value, or of a pattern, inside a view builder")
                    }
                    scope.bind(name, .expression(value, scope.parent ?? scope, type: binding.typeAnnotation?.type.trimmedDescription))
                }
            case let .stmt(statement):
                if let expression = statement.as(ExpressionStmtSyntax.self) {
                    views += try viewsOf(expression.expression, scope)
                } else if let returned = statement.as(ReturnStmtSyntax.self) {
                    if let expression = returned.expression { views += try viewsOf(expression, scope) }
                    return views
                } else {
                    throw unsupported(statement, "the statement `\(statement.trimmedDescription.prefix(40))` in a view builder; "
                                      + "supported: views, if/else, switch, let")
                }
            case let .expr(expression):
                views += try viewsOf(expression, scope)
            @unknown default:
                throw unsupported(item, "this kind of statement in a view builder")
            }
        }
        return views
    }

    /// The views an expression makes: a view, or an `if`/`switch` of views.
    func viewsOf(_ expression: ExprSyntax, _ scope: Scope) throws -> [JSONValue] {
        if let conditional = expression.as(IfExprSyntax.self) { return try ifViews(conditional, scope) }
        if let switching = expression.as(SwitchExprSyntax.self) { return try switchViews(switching, scope) }
        let value = try value(expression, scope)
        return try views(value, expression)
    }

    /// A value used as views: views, a view builder closure, or a colour (`.orange` where a
    /// view is expected, as `background(.orange)` is a `Color`).
    func views(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> [JSONValue] {
        switch value {
        case let .views(views): return views
        case let .content(closure, scope): return try closureViews(closure, scope, [])
        case .member: return [view("Color", location(node))]
        default:
            throw unsupported(node, "\(value.summary) where a view is expected")
        }
    }

    /// A view builder closure's views, its parameters bound to `arguments`.
    func closureViews(_ closure: ClosureExprSyntax, _ scope: Scope, _ arguments: [SwiftValue]) throws -> [JSONValue] {
        let inner = Scope(parent: scope)
        let parameters = closureParameters(closure)
        var arguments = arguments
        // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`: the pair destructured.
        if parameters.count > 1, arguments.count == 1, case let .object(fields) = arguments[0],
           case let .array(elements)? = fields[Self.tupleKey], elements.count == parameters.count {
            arguments = elements
        }
        for (i, name) in parameters.enumerated() where i < arguments.count {
            inner.bind(name, .value(arguments[i]))
        }
        for (i, argument) in arguments.enumerated() { inner.bind("$\(i)", .value(argument)) }
        return try nested(closure) { try builder(closure.statements, inner) }
    }

    func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case let .simpleInput(list)?: list.map(\.name.text)
        case let .parameterClause(clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        @unknown default: []
        }
    }
}

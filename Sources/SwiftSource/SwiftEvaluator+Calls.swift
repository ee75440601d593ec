internal import SwiftSyntax
import StrictJSON

/// Calls: a view, a modifier, a helper of the file, or a value constructor; and their arguments.
extension SwiftEvaluator {
    /// The arguments of a call, trailing closures last (labelled as Swift labels them).
    func arguments(_ call: FunctionCallExprSyntax) -> [(label: String?, expression: ExprSyntax)] {
        var list = call.arguments.map { (label: $0.label?.text, expression: $0.expression) }
        if let closure = call.trailingClosure { list.append((label: nil, expression: ExprSyntax(closure))) }
        for extra in call.additionalTrailingClosures { list.append((label: extra.label.text, expression: ExprSyntax(extra.closure))) }
        return list
    }

    /// `name(first:second:)`, as a message names a call.
    func signature(_ call: FunctionCallExprSyntax) -> String {
        let name = call.calledExpression.trimmedDescription
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        return "\(name)(\(labels))"
    }

    /// A call: a view, a helper of the file, or one of the few value constructors a layout reads.
    func call(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> SwiftValue {
        let callee = call.calledExpression
        if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            guard let baseExpression = access.base else {
                return .member(name, try arguments(call).map { SwiftArgument(label: $0.label, value: try value($0.expression, scope)) })
            }
            if let typeName = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.lookup(typeName) == nil,
               typeName.first?.isUppercase == true, typeName != "Color" || !SwiftModifiers.isModifier(name) {
                return .member(name, try arguments(call).map { SwiftArgument(label: $0.label, value: try value($0.expression, scope)) })
            }
            let base = try value(baseExpression, scope)
            if case let .member(baseName, baseArguments) = base {
                // `.headline.weight(.bold)`, `.system(size: 16).bold()`: a font's (or style's) own methods.
                let extra = try arguments(call).map { try value($0.expression, scope) }
                return .member(baseName, baseArguments + [SwiftArgument(label: "." + name, value: extra.first ?? .null)])
            }
            if case let .array(elements) = base, let result = try arrayMethod(name, elements, call, scope) { return result }
            guard case .views = base else {
                if case .content = base { return try modifier(name, call, access, try views(base, baseExpression), scope) }
                throw unsupported(access, "the method \(name) of \(base.summary)")
            }
            return try modifier(name, call, access, try views(base, baseExpression), scope)
        }
        if callee.is(ArrayExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return .array([])
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self) else {
            throw unsupported(callee, "a view computed by a call of `\(callee.trimmedDescription.prefix(40))`")
        }
        let name = reference.baseName.text
        if let binding = scope.lookup(name) {
            switch binding {
            case let .function(function, home):
                return try inline(function, call, home, scope)
            default:
                let value = try resolve(binding, name: name, reference, scope)
                if case let .content(closure, home) = value {
                    let passed = try arguments(call).map { try self.value($0.expression, scope) }
                    return .views(try closureViews(closure, home, passed))
                }
                throw unsupported(call, "calling \(value.summary)")
            }
        }
        if SwiftModifiers.isModifier(name), case let .views(base)? = try scope.lookup("self").map({ try resolve($0, name: "self", reference, scope) }) {
            // A modifier without a receiver inside a `View` extension applies to `self`.
            return try modifier(name, call, reference, base, scope)
        }
        if let value = try valueConstructor(name, call, scope) { return value }
        if SwiftViews.isViewType(name) { return .views(try swiftView(name, call, scope)) }
        if let declaration = declarations.views[name] {
            return .views(try instantiate(declaration, call: call, arguments: try labelled(call, scope), node: Syntax(call)))
        }
        throw unsupported(call, "a view computed by a function call (\(signature(call))); supported: the fixture format's views "
                          + "(\(SwiftViews.summary)), views and helpers declared in this file")
    }

    private func labelled(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> [(label: String?, binding: Scope.Binding)] {
        arguments(call).map { (label: $0.label, binding: Scope.Binding.expression($0.expression, scope, type: nil)) }
    }
}

internal import SwiftSyntax
import StrictJSON

extension SwiftEvaluator {
    /// `a.b`: an implicit member (`.leading`), a type's member (`Color.blue`), or a value's.
    func member(_ access: MemberAccessExprSyntax, _ scope: Scope) throws -> SwiftValue {
        let name = access.declName.baseName.text
        guard let baseExpression = access.base else { return .member(name, []) }
        if let typeName = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.lookup(typeName) == nil,
           typeName.first?.isUppercase == true {
            if name == "self" { return .metatype(typeName) }
            if typeName == "Color" { return .views([view("Color", location(access))]) }
            if let enumeration = declarations.enums[typeName] {
                if name == "allCases" { return .array(enumeration.map { .object($0) }) }
                if let value = enumeration.first(where: { $0["__case"].map { if case .string(name) = $0 { true } else { false } } ?? false }) {
                    return .object(value)
                }
            }
            if declarations.views[typeName] != nil || SwiftViews.isViewType(typeName) {
                throw unsupported(access, "the static member \(typeName).\(name)")
            }
            return .member(name, [])
        }
        let base = try value(baseExpression, scope)
        switch (base, name) {
        case (.proxy, "size"): return .proxySize
        case (.proxySize, "width"), (.proxySize, "height"):
            let at = location(access)
            return .json(object([("proxy", string(name, at))], at))
        case let (.object(fields), _):
            guard let field = fields[name] else {
                throw unsupported(access, "the member \(name) of an argument that has no \(name)")
            }
            return field
        case let (.array(elements), "count"): return .int(elements.count)
        case let (.array(elements), "indices"): return .array(elements.indices.map { .int($0) })
        case let (.array(elements), "first"): return elements.first ?? .null
        case let (.array(elements), "last"): return elements.last ?? .null
        case let (.array(elements), "isEmpty"): return .bool(elements.isEmpty)
        case let (.string(s), "isEmpty"): return .bool(s.isEmpty)
        case let (.string(s), "count"): return .int(s.count)
        case let (.environment(env), _): return .environment(env + "." + name)
        // `user?.name` of a nil `user`: nil, as optional chaining gives.
        case (.null, _) where baseExpression.is(OptionalChainingExprSyntax.self): return .null
        case let (.member(base, arguments), _): return .member(base, arguments + [SwiftArgument(label: "." + name, value: .null)])
        case (.views, _):
            throw unsupported(access, "the modifier .\(name) written without its parentheses")
        default:
            throw unsupported(access, "the member \(name) of \(base.summary)")
        }
    }
}

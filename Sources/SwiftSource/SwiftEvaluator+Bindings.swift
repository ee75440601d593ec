internal import SwiftSyntax
import StrictJSON

/// Names and what they are bound to: a value, an expression evaluated once in its own scope,
/// a computed property's getter, a method, or a `@State`.
extension SwiftEvaluator {
    /// A name: a binding in scope, or a name the file cannot give a value for.
    func name(_ reference: DeclReferenceExprSyntax, _ scope: Scope) throws -> SwiftValue {
        // `$isOn` is the binding of `isOn`: the value is what a layout reads.
        let written = reference.baseName.text
        let name = written.hasPrefix("$") && written.count > 1 && !written.dropFirst().allSatisfy(\.isNumber) ? String(written.dropFirst()) : written
        guard let binding = scope.lookup(name) else {
            if let first = name.first, first.isUppercase {
                // A type used as a value (`ForEach(Size.allCases)` starts with one); members say more.
                return .member(name, [])
            }
            throw unsupported(reference, "`\(name)` has no value the file gives (a parameter, a property without a "
                              + "literal default, or a name from another file); give it in the scenario's \"arguments\"")
        }
        return try resolve(binding, name: name, reference, scope)
    }

    func resolve(_ binding: Scope.Binding, name: String, _ node: some SyntaxProtocol, _ scope: Scope) throws -> SwiftValue {
        switch binding {
        case let .value(value):
            return value
        case let .expression(expression, home, type):
            let value: SwiftValue
            if type == "LocalizedStringKey", let literal = expression.as(StringLiteralExprSyntax.self) {
                value = try localizedString(literal, home)
            } else {
                value = try nested(expression) { try self.value(expression, home) }
            }
            scope.settle(name, value)
            return value
        case let .computed(accessor, home):
            let type = accessor.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
            switch accessor.accessors {
            case let .getter(items):
                return try nested(accessor) { try bodyValue(items, type: type, home) }
            case let .accessors(list):
                guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body else {
                    throw unsupported(accessor, "a computed property without a getter")
                }
                return try nested(accessor) { try bodyValue(body.statements, type: type, home) }
            @unknown default:
                throw unsupported(accessor, "this kind of accessor")
            }
        case .function:
            throw unsupported(node, "the method \(name) used without calling it")
        case let .state(key):
            return .json(object([("state", string(key, location(node)))], location(node)))
        }
    }

    /// A getter's or helper's result: views for a `some View` (or undeclared) type, else the
    /// value of its one expression (`var row: GridItem { GridItem(.fixed(44)) }`).
    func bodyValue(_ items: CodeBlockItemListSyntax, type: String?, _ scope: Scope) throws -> SwiftValue {
        guard let type, !type.contains("View") else { return .views(try builder(items, scope)) }
        guard items.count == 1, let item = items.first else {
            throw unsupported(items, "a computed \(type) of more than one statement")
        }
        switch item.item {
        case let .expr(expression): return try value(expression, scope)
        case let .stmt(statement):
            if let returned = statement.as(ReturnStmtSyntax.self), let expression = returned.expression { return try value(expression, scope) }
        default: break
        }
        throw unsupported(item, "a computed \(type) that is not one expression")
    }
}

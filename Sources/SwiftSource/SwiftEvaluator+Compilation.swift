internal import SwiftSyntax
import StrictJSON

/// `#if` and `#available`, decided for the device a layout is of: iOS (the format's
/// containers are iPhones and iPads), not Mac Catalyst, at the iOS version whose constants
/// the engine has.
extension SwiftEvaluator {
    /// The iOS version the engine's constants are of (docs/swiftui-constants.md): an
    /// `if #available(iOS 26, *)` branch uses what it does not model.
    static let modelledIOSVersion = 18

    /// The clause of an `#if` that is compiled for iOS: its elements, or `nil` when none is.
    func compiledClause(_ config: IfConfigDeclSyntax) throws -> IfConfigClauseSyntax? {
        for clause in config.clauses {
            guard let condition = clause.condition else { return clause }
            if try compiles(condition) { return clause }
        }
        return nil
    }

    /// Whether an `#if` condition holds for iOS on a device.
    private func compiles(_ condition: ExprSyntax) throws -> Bool {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try compiles(only.expression)
        }
        if let not = condition.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" { return try !compiles(not.expression) }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "&&" || op == "||" {
            let left = try compiles(infix.leftOperand)
            if op == "&&" { return try left && compiles(infix.rightOperand) }
            return try left || compiles(infix.rightOperand)
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
        if let test = condition.as(FunctionCallExprSyntax.self), let name = test.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let argument = test.arguments.first?.expression.trimmedDescription {
            switch (name, argument) {
            case ("os", "iOS"): return true
            case ("os", _): return false
            case ("targetEnvironment", "macCatalyst"): return false
            case ("canImport", "UIKit"), ("canImport", "SwiftUI"), ("canImport", "Foundation"): return true
            case ("canImport", "AppKit"), ("canImport", "WatchKit"): return false
            default: break
            }
        }
        throw unsupported(condition, "the #if condition \(condition.trimmedDescription); supported: os(…), targetEnvironment(macCatalyst), "
                          + "canImport of UIKit, SwiftUI, Foundation or AppKit, with !, && and || (a layout is of iOS on a device)")
    }

    /// `#available(iOS 17, *)`: whether the engine's iOS version has it (`#unavailable` the opposite).
    func available(_ condition: AvailabilityConditionSyntax) -> Bool {
        var holds = true
        for argument in condition.availabilityArguments {
            guard case let .availabilityVersionRestriction(platform) = argument.argument, platform.platform.text == "iOS",
                  let major = platform.version.flatMap({ Int($0.major.text) }) else { continue }
            holds = major <= Self.modelledIOSVersion
        }
        return condition.availabilityKeyword.text == "#unavailable" ? !holds : holds
    }

    /// `base` followed by an `#if`'s postfix chain (`Form { … }#if os(iOS) .listStyle(.insetGrouped) #endif`):
    /// the compiled clause's modifiers applied, or `base` as it is.
    func postfixIfConfig(_ node: PostfixIfConfigExprSyntax, _ scope: Scope) throws -> SwiftValue {
        guard let baseExpression = node.base else { throw unsupported(node, "an #if chain without a view before it") }
        let base = try value(baseExpression, scope)
        guard let clause = try compiledClause(node.config), case let .postfixExpression(chain)? = clause.elements else { return base }
        return try applying(chain, to: base, scope)
    }

    /// The modifiers of a chain whose first has no receiver written (`.padding().font(.body)`), applied to `base`.
    private func applying(_ chain: ExprSyntax, to base: SwiftValue, _ scope: Scope) throws -> SwiftValue {
        if let nested = chain.as(PostfixIfConfigExprSyntax.self) {
            let inner = try nested.base.map { try applying($0, to: base, scope) } ?? base
            guard let clause = try compiledClause(nested.config), case let .postfixExpression(more)? = clause.elements else { return inner }
            return try applying(more, to: inner, scope)
        }
        guard let call = chain.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            throw unsupported(chain, "an #if clause that is not a chain of modifiers")
        }
        let receiver = try access.base.map { try applying($0, to: base, scope) } ?? base
        return try modifier(access.declName.baseName.text, call, access, try views(receiver, chain), scope)
    }
}

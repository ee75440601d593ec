internal import SwiftSyntax
import StrictJSON

/// The modifiers that set the environment of the views inside: `environment(\.key, value)`
/// for the keys the layout reads, and `dynamicTypeSize(_:)` with a size or a range.
extension SwiftEvaluator {
    func environmentModifier(_ m: ModifierCall) throws -> SwiftValue? {
        let (at, list, scope) = (m.at, m.list, m.scope)
        switch m.name {
        case "environment":
            // `.environment(model)`: an observable model, which the file's views cannot read values from.
            if list.count == 1, list[0].label == nil { return .views(m.base) }
            guard list.count == 2, let path = list[0].expression.as(KeyPathExprSyntax.self) else {
                throw m.unsupported(".environment with arguments other than a key path and a value")
            }
            let key = path.components.map(\.component.trimmedDescription).joined(separator: ".").replacingOccurrences(of: "..", with: ".")
                .trimmingPrefix(".")
            let valueExpression = list[1].expression
            switch String(key) {
            case "defaultMinListRowHeight":
                return m.add(object([("defaultMinListRowHeight", try m.required(try m.length(valueExpression), "a length"))], at))
            case "dynamicTypeSize", "sizeCategory":
                return m.add(object([("dynamicTypeSize", string(try sizeName(valueExpression, String(key), scope), at))], at))
            case "layoutDirection":
                return m.add(object([("layoutDirection", string(try m.required(try m.member(valueExpression), "a direction"), at))], at))
            case "horizontalSizeClass", "verticalSizeClass":
                let sizeClass = try m.required(try m.member(valueExpression), "a size class (.compact or .regular)")
                guard ["compact", "regular"].contains(sizeClass) else {
                    throw unsupported(valueExpression, "the size class .\(sizeClass); write .compact or .regular")
                }
                return m.add(object([(String(key), string(sizeClass, at))], at))
            case "locale":
                guard let made = valueExpression.as(FunctionCallExprSyntax.self),
                      made.calledExpression.trimmedDescription == "Locale", let identifier = made.arguments.first,
                      identifier.label?.text == "identifier", case let .string(code) = try value(identifier.expression, scope) else {
                    throw unsupported(valueExpression, "a locale other than Locale(identifier: \"…\")")
                }
                return m.add(object([("locale", string(code, at))], at))
            case let other where SwiftModifiers.drawnEnvironmentKeys.contains(other):
                return .views(m.base)
            case let other:
                throw unsupported(list[0].expression, "the environment's \(other); the layout reads dynamicTypeSize, sizeCategory, "
                                  + "layoutDirection, locale, horizontalSizeClass, verticalSizeClass and defaultMinListRowHeight, and "
                                  + SwiftModifiers.drawnEnvironmentKeys.sorted().joined(separator: ", ") + " change only the drawing")
            }
        case "dynamicTypeSize":
            guard let size = m.first() else { throw m.unsupported("dynamicTypeSize without a size") }
            if let range = size.as(InfixOperatorExprSyntax.self), ["...", "..<"].contains(range.operator.trimmedDescription) {
                guard range.operator.trimmedDescription == "..." else { throw unsupported(range, "a half-open range of sizes; write a ... b") }
                return m.add(object([("min", string(try sizeName(range.leftOperand, "dynamicTypeSize", scope), at)),
                                     ("max", string(try sizeName(range.rightOperand, "dynamicTypeSize", scope), at))], at))
            }
            if let upTo = size.as(PrefixOperatorExprSyntax.self), upTo.operator.text == "..." {
                return m.add(object([("max", string(try sizeName(upTo.expression, "dynamicTypeSize", scope), at))], at))
            }
            if let from = size.as(PostfixOperatorExprSyntax.self), from.operator.text == "..." {
                return m.add(object([("min", string(try sizeName(from.expression, "dynamicTypeSize", scope), at))], at))
            }
            return m.add(string(try sizeName(size, "dynamicTypeSize", scope), at))
        default:
            return nil
        }
    }

    /// `.xxxLarge`, `DynamicTypeSize.xxxLarge`, `.extraExtraLarge` (a `ContentSizeCategory`):
    /// the size's `DynamicTypeSize` name.
    private func sizeName(_ expression: ExprSyntax, _ key: String, _ scope: Scope) throws -> String {
        guard case let .member(name, _) = try value(expression, scope) else {
            throw unsupported(expression, "a Dynamic Type size that is not a size such as .xxxLarge")
        }
        if let size = Self.contentSizeNames[name], key == "sizeCategory" || !Self.dynamicTypeSizeNames.contains(name) { return size }
        guard Self.dynamicTypeSizeNames.contains(name) else {
            var message = "unknown Dynamic Type size .\(name)"
            if let guess = EditDistance.closest(to: name, among: Self.dynamicTypeSizeNames) { message += " (did you mean .\(guess)?)" }
            throw failure(expression, message)
        }
        return name
    }
}

internal import SwiftSyntax
import StrictJSON

/// `if` conditions: known from the file or the scenario's arguments, or one of the fixture
/// format's `If` conditions (the Dynamic Type size, layout direction, locale, size class, idiom)
/// or a `FlexibleStack`'s axis.
extension SwiftEvaluator {
    /// What an `if` condition depends on: known now, the Dynamic Type size (the format's `If`),
    /// or the axis of a `FlexibleStack`'s content.
    enum Condition {
        case known(Bool)
        case size(String)
        case axis(String)
        /// One of the format's other `If` conditions (`{"layoutDirection": "rightToLeft"}`,
        /// `{"idiom": "pad"}`, `{"locale": "ar"}`), or its negation (then and else swapped).
        case format(key: String, value: String, negated: Bool)

        var negated: Condition {
            switch self {
            case let .known(value): return .known(!value)
            case let .format(key, value, negated): return .format(key: key, value: value, negated: !negated)
            case let .axis(axis): return .axis(axis == "horizontal" ? "vertical" : "horizontal")
            case let .size(text):
                let pairs = [(">=", "<"), ("<=", ">"), ("<", ">="), (">", "<=")]
                for (op, opposite) in pairs where text.hasPrefix(op) { return .size(opposite + text.dropFirst(op.count)) }
                return .size(text)
            }
        }
    }

    /// The size names of `ContentSizeCategory` (`sizeCategory`), as `DynamicTypeSize`'s.
    static let contentSizeNames = [
        "extraSmall": "xSmall", "small": "small", "medium": "medium", "large": "large", "extraLarge": "xLarge",
        "extraExtraLarge": "xxLarge", "extraExtraExtraLarge": "xxxLarge", "accessibilityMedium": "accessibility1",
        "accessibilityLarge": "accessibility2", "accessibilityExtraLarge": "accessibility3",
        "accessibilityExtraExtraLarge": "accessibility4", "accessibilityExtraExtraExtraLarge": "accessibility5",
    ]
    static let dynamicTypeSizeNames = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                       "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    func condition(_ expression: ExprSyntax, _ scope: Scope) throws -> Condition {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try condition(only.expression, scope)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return try condition(prefix.expression, scope).negated
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if ["&&", "||"].contains(op) {
                let (left, right) = (try condition(infix.leftOperand, scope), try condition(infix.rightOperand, scope))
                if case let .known(a) = left, case let .known(b) = right { return .known(op == "&&" ? a && b : a || b) }
                if case let .known(a) = left { return (op == "&&") == a ? right : .known(a) }
                if case let .known(b) = right { return (op == "&&") == b ? left : .known(b) }
                throw unsupported(infix, "a condition that combines environment values with \(op); "
                                  + "supported: one Dynamic Type size comparison per if")
            }
            if infix.leftOperand.trimmedDescription == "UIDevice.current.userInterfaceIdiom", op == "==" || op == "!=" {
                guard case let .member(idiom, _) = try value(infix.rightOperand, scope), ["phone", "pad", "unspecified"].contains(idiom) else {
                    throw unsupported(infix.rightOperand, "an idiom other than .phone, .pad or .unspecified (a layout is of an iPhone, an iPad or a box)")
                }
                return .format(key: "idiom", value: idiom, negated: op == "!=")
            }
            let left = try value(infix.leftOperand, scope)
            if case let .environment(name) = left, ["==", "!=", "<", "<=", ">", ">="].contains(op) {
                return try environmentComparison(name, op, infix, scope)
            }
            if case .environment = try value(infix.rightOperand, scope) {
                throw unsupported(infix, "an environment value on the right of \(op); write it on the left")
            }
            if case .member("__flexibleAxis", _) = left, op == "==" || op == "!=",
               case let .member(axis, _) = try value(infix.rightOperand, scope) {
                let condition = Condition.axis(axis)
                return op == "==" ? condition : condition.negated
            }
        }
        let value = try value(expression, scope)
        switch value {
        case let .bool(b): return .known(b)
        case let .environment(name):
            if name == "dynamicTypeSize.isAccessibilitySize" || name == "sizeCategory.isAccessibilityCategory" {
                return .size(">=accessibility1")
            }
            throw unsupported(expression, "a condition on the environment's \(name); supported: "
                              + "dynamicTypeSize.isAccessibilitySize, sizeCategory.isAccessibilityCategory and comparisons "
                              + "of dynamicTypeSize or sizeCategory with a size (the fixture format's If)")
        default:
            throw unsupported(expression, "a condition that is \(value.summary), not a Boolean known from the file or the scenario's arguments")
        }
    }

    private func environmentComparison(_ name: String, _ op: String, _ infix: InfixOperatorExprSyntax, _ scope: Scope) throws -> Condition {
        let right = infix.rightOperand
        if name == "layoutDirection" || name.hasPrefix("locale."), op == "==" || op == "!=" {
            switch (name, try value(right, scope)) {
            case let ("layoutDirection", .member(direction, _)) where ["leftToRight", "rightToLeft"].contains(direction):
                return .format(key: "layoutDirection", value: direction, negated: op == "!=")
            case let ("locale.language.languageCode", .string(code)), let ("locale.language.languageCode.identifier", .string(code)):
                return .format(key: "locale", value: code, negated: op == "!=")
            default:
                throw unsupported(right, "a comparison of \(name) with something other than .leftToRight or .rightToLeft, "
                                  + "or of locale.language.languageCode with a string")
            }
        }
        if name == "horizontalSizeClass" || name == "verticalSizeClass" {
            // `@Environment(\.horizontalSizeClass)`: the container's size class, the format's If.
            guard op == "==" || op == "!=", case let .member(sizeClass, arguments) = try value(right, scope), arguments.isEmpty,
                  ["compact", "regular"].contains(sizeClass) else {
                throw unsupported(infix, "a condition on \(name) other than == or != .compact or .regular")
            }
            return .format(key: name, value: sizeClass, negated: op == "!=")
        }
        guard name == "dynamicTypeSize" || name == "sizeCategory" else {
            throw unsupported(infix.leftOperand, "a condition on the environment's \(name); the fixture format's If conditions on "
                              + "the Dynamic Type size (dynamicTypeSize, sizeCategory), layoutDirection, locale.language.languageCode, "
                              + "horizontalSizeClass, verticalSizeClass and UIDevice.current.userInterfaceIdiom, not on the colour scheme")
        }
        guard case let .member(member, _) = try value(right, scope) else {
            throw unsupported(right, "a comparison of \(name) with something other than a size such as .xxLarge")
        }
        let size = name == "sizeCategory" ? Self.contentSizeNames[member] : (Self.dynamicTypeSizeNames.contains(member) ? member : nil)
        guard let size else {
            throw failure(right, "unknown size .\(member) of \(name)")
        }
        if op == "!=" { throw unsupported(right, "!= on the Dynamic Type size; write < or > (or == in an else)") }
        return .size(op + size)
    }
}

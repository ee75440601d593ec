internal import SwiftSyntax
import StrictJSON

/// The modifiers of the texts inside a view: fonts, weights, line limits, case and alignment.
extension SwiftEvaluator {
    func textModifier(_ m: ModifierCall) throws -> SwiftValue? {
        let (name, at, scope) = (m.name, m.at, m.scope)
        switch name {
        case "font":
            return m.add(try font(try m.required(m.first(), "a font"), scope))
        case "lineLimit":
            guard let limit = m.first() else { throw m.unsupported("lineLimit without a limit") }
            if let reserves = m.argument("reservesSpace"), case let .bool(flag) = try value(reserves, scope) {
                return m.add(object([("limit", try m.required(try m.length(limit), "a number")), ("reservesSpace", bool(flag, at))], at))
            }
            if let range = try lineRange(limit, scope) { return m.add(range) }
            return m.add(try m.length(limit) ?? JSONValue(.null, at: at))
        case "truncationMode":
            return m.add(string(try m.required(try m.member(m.first()), "a name such as .middle"), at))
        case "textCase", "fontWeight":
            return m.add(try m.member(m.first()).map { string($0, at) } ?? JSONValue(.null, at: at))
        case "monospacedDigit":
            return m.add(bool(true, at))
        case "italic", "allowsTightening":
            if case let .bool(flag) = try m.evaluated(m.first()) { return m.add(bool(flag, at)) }
            return m.add(bool(true, at))
        case "fontDesign":
            return m.add(try m.member(m.first()).map { string($0, at) } ?? JSONValue(.null, at: at))
        case "bold":
            if case let .bool(flag) = try m.evaluated(m.first()) { return m.add(bool(flag, at)) }
            return m.add(bool(true, at))
        case "multilineTextAlignment":
            // An environment value: every Text inside takes it, unless one nearer sets its own.
            let alignment = string(try m.required(try m.member(m.first()), "an alignment"), at)
            return .views(m.base.map { settingTexts(name, alignment, in: $0) })
        default:
            return nil
        }
    }

    /// `view` with `key` set on every `Text` in it that does not set its own.
    private func settingTexts(_ key: String, _ value: JSONValue, in view: JSONValue) -> JSONValue {
        switch view.kind {
        case let .array(elements):
            return JSONValue(.array(elements.map { settingTexts(key, value, in: $0) }), at: view.location)
        case let .object(object):
            // A concatenation's runs take the alignment of the Text they make, not one of their own.
            let members = object.members.map { member in
                member.key == "runs" ? member
                    : JSONObject.Member(key: member.key, keyLocation: member.keyLocation, value: settingTexts(key, value, in: member.value))
            }
            let updated = JSONValue(.object(JSONObject(members)), at: view.location)
            return object["type"]?.stringValue == "Text" && object[key] == nil ? setting(key, value, in: updated) : updated
        default:
            return view
        }
    }

    /// `lineLimit(2...4)`, `lineLimit(2...)`, `lineLimit(...4)`: the format's range.
    private func lineRange(_ expression: ExprSyntax, _ scope: Scope) throws -> JSONValue? {
        let at = location(expression)
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.trimmedDescription == "..." {
            guard let low = try lengthValue(try value(infix.leftOperand, scope), infix),
                  let high = try lengthValue(try value(infix.rightOperand, scope), infix) else { return nil }
            return object([("min", low), ("max", high)], at)
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "...",
           let low = try lengthValue(try value(postfix.expression, scope), postfix) {
            return object([("min", low)], at)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "...",
           let high = try lengthValue(try value(prefix.expression, scope), prefix) {
            return object([("max", high)], at)
        }
        return nil
    }

    /// `.headline`, `.headline.weight(.bold)`, `.system(size: 16, weight: .regular)`, `.body.bold()`.
    private func font(_ expression: ExprSyntax, _ scope: Scope) throws -> JSONValue {
        let at = location(expression)
        guard case let .member(name, arguments) = try value(expression, scope) else {
            throw unsupported(expression, "a font that is not a text style or .system(size:weight:)")
        }
        var weight: String?
        var size: JSONValue?
        var style: String? = name == "system" ? nil : name
        for argument in arguments {
            switch (argument.label, argument.value) {
            case let ("size", value): size = try lengthValue(value, expression)
            case let ("weight", .member(w, _)), let (".weight", .member(w, _)): weight = w
            case (".bold", _): weight = "bold"
            case let (nil, .member(textStyle, _)) where name == "system": style = textStyle
            case ("design", _), (".design", _), (".italic", _), (".monospaced", _), (".leading", _), (".smallCaps", _): break
            default:
                throw unsupported(expression, "the font argument \(argument.label ?? "_") (supported: a text style, "
                                  + ".system(size:weight:), .weight(_:), .bold())")
            }
        }
        if let size {
            return object([("size", size)] + (weight.map { [("weight", string($0, at))] } ?? []), at)
        }
        guard let style else { throw unsupported(expression, ".system without a size or a text style") }
        if let weight { return object([("style", string(style, at)), ("weight", string(weight, at))], at) }
        return string(style, at)
    }
}

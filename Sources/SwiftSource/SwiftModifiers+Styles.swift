internal import SwiftSyntax
import StrictJSON

/// The modifiers that style controls, and what is drawn but never moves a frame: button styles
/// (the format's and the file's own `ButtonStyle`s), clipping and hiding.
extension SwiftEvaluator {
    func styleModifier(_ m: ModifierCall) throws -> SwiftValue? {
        let (name, at, scope) = (m.name, m.at, m.scope)
        switch name {
        case "hidden", "clipped":
            return m.add(bool(true, at))
        case "buttonStyle":
            if let made = m.first()?.as(FunctionCallExprSyntax.self),
               let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let declaration = declarations.buttonStyles[type] {
                return .views(try m.base.map { try styling(buttons: $0, (declaration, made), scope) })
            }
            let style = m.first().map { $0.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? (try? m.member($0)) ?? nil } ?? nil
            guard let style, SwiftModifiers.plainButtonStyles.contains(style) else {
                throw m.unsupported("the button style \(m.first()?.trimmedDescription ?? "")"
                                    + "; supported: .plain, .borderless and .automatic, which lay a button out as its label, "
                                    + "and ButtonStyle structs declared in this file")
            }
            return .views(try m.base.map { try styling(buttons: $0, nil, scope) })
        default:
            return nil
        }
    }

    /// `view` with every `Button` in it that no nearer `.buttonStyle` has styled laid out by
    /// `style` (the struct and the call that makes it; `nil` for a plain style, which leaves
    /// the label as it is): its label replaced by the style's `makeBody`, with
    /// `configuration.label` the label and `configuration.isPressed` false (a layout is of
    /// the button at rest). A style is an environment value, so it reaches every button inside.
    private func styling(buttons view: JSONValue, _ style: (StructDeclSyntax, FunctionCallExprSyntax)?,
                         _ scope: Scope) throws -> JSONValue {
        switch view.kind {
        case let .array(elements):
            return JSONValue(.array(try elements.map { try styling(buttons: $0, style, scope) }), at: view.location)
        case let .object(object):
            if object["type"]?.stringValue == "Button" {
                guard object[Self.styledMark] == nil else { return view }
                let marked = setting(Self.styledMark, bool(true, view.location), in: view)
                guard let (style, made) = style else { return marked }
                let label = object["children"]?.array ?? []
                let configuration = SwiftValue.object(["label": .views(label), "isPressed": .bool(false)])
                let body = try apply(style, method: "makeBody", call: made, scope, parameter: configuration)
                return setting("children", array(body, object["children"]?.location ?? view.location), in: marked)
            }
            let members = try object.members.map { member in
                JSONObject.Member(key: member.key, keyLocation: member.keyLocation, value: try styling(buttons: member.value, style, scope))
            }
            return JSONValue(.object(JSONObject(members)), at: view.location)
        default:
            return view
        }
    }

    /// Marks a button a `.buttonStyle` has laid out, so that an outer one leaves it as the
    /// nearer one made it (as SwiftUI's environment does); dropped when the translation ends.
    static let styledMark = "__styled"

    /// `view` without the marks of styled buttons, as the format reads it.
    func droppingStyleMarks(_ view: JSONValue) -> JSONValue {
        switch view.kind {
        case let .array(elements):
            return JSONValue(.array(elements.map(droppingStyleMarks)), at: view.location)
        case let .object(object):
            let members = object.members.filter { $0.key != Self.styledMark }.map { member in
                JSONObject.Member(key: member.key, keyLocation: member.keyLocation, value: droppingStyleMarks(member.value))
            }
            return JSONValue(.object(JSONObject(members)), at: view.location)
        default:
            return view
        }
    }
}

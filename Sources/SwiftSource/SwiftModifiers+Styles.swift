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
                return .views(try m.base.map { try styling(buttons: $0, .custom(declaration, made), scope) })
            }
            guard let style = try styleName(m, suffix: "ButtonStyle"), SwiftModifiers.buttonStyles.contains(style) else {
                throw m.unsupported("the button style \(m.first()?.trimmedDescription ?? ""); supported: "
                                    + SwiftModifiers.buttonStyles.sorted().map { "." + $0 }.joined(separator: ", ")
                                    + ", and ButtonStyle structs declared in this file")
            }
            let styled = try m.base.map { try styling(buttons: $0, .format(style), scope) }
            return .views([appending(object([(name, string(style, at))], at), to: single(styled, at))])
        case "controlSize", "buttonBorderShape", "imageScale":
            return m.add(string(try m.required(try m.member(m.first()), "a name such as .large"), at))
        case "labelStyle", "pickerStyle", "textFieldStyle", "datePickerStyle":
            let suffix = name.prefix(1).uppercased() + name.dropFirst()
            return m.add(string(try m.required(try styleName(m, suffix: String(suffix)), "a style"), at))
        case "toggleStyle":
            // A switch is how the format lays a toggle out; a button or checkbox toggle is another layout.
            guard let style = try styleName(m, suffix: "ToggleStyle"), ["automatic", "switch"].contains(style) else {
                throw m.unsupported("the toggle style \(m.first()?.trimmedDescription ?? ""); supported: .automatic and .switch")
            }
            return .views(m.base)
        case "tag":
            let tagged = m.add(bool(true, at))
            guard let value = try? m.evaluated(m.first()), case let .views(views) = tagged, views.count == 1 else { return tagged }
            return .views([self.tagged(views[0], value)])
        default:
            return nil
        }
    }

    /// A style's name as the format writes it: `.segmented`, `.roundedBorder(…)`, or the type
    /// `SegmentedPickerStyle()` without its suffix (`DefaultXStyle` is `automatic`).
    private func styleName(_ m: ModifierCall, suffix: String) throws -> String? {
        guard let style = m.first() else { return nil }
        if let type = style.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            guard type.hasSuffix(suffix), type.count > suffix.count else { return type }
            let stem = type.dropLast(suffix.count)
            return stem == "Default" ? "automatic" : stem.prefix(1).lowercased() + stem.dropFirst()
        }
        return try m.member(style)
    }

    /// What a `.buttonStyle` lays the buttons inside out with.
    private enum ButtonStyling {
        /// One of the format's styles, which the format's `buttonStyle` modifier sets.
        case format(String)
        /// A `ButtonStyle` struct of the file and the call that makes it.
        case custom(StructDeclSyntax, FunctionCallExprSyntax)
    }

    /// `view` with every `Button` in it that no nearer `.buttonStyle` has styled marked as
    /// styled by `style`; for a custom style, its label replaced by the style's `makeBody`,
    /// with `configuration.label` the label and `configuration.isPressed` false (a layout is of
    /// the button at rest). A style is an environment value, so it reaches every button inside;
    /// a button a nearer custom style made is `plain` to the format's styles around it.
    private func styling(buttons view: JSONValue, _ style: ButtonStyling, _ scope: Scope) throws -> JSONValue {
        switch view.kind {
        case let .array(elements):
            return JSONValue(.array(try elements.map { try styling(buttons: $0, style, scope) }), at: view.location)
        case let .object(object):
            if object["type"]?.stringValue == "Button" {
                if let mark = object[Self.styledMark] {
                    guard mark.stringValue == "custom", case let .format(name) = style,
                          !SwiftModifiers.plainButtonStyles.contains(name) else { return view }
                    return prepending(self.object([("buttonStyle", string("plain", view.location))], view.location), to: view)
                }
                switch style {
                case .format:
                    return setting(Self.styledMark, string("format", view.location), in: view)
                case let .custom(declaration, made):
                    let marked = setting(Self.styledMark, string("custom", view.location), in: view)
                    let label = object["children"]?.array ?? []
                    let configuration = SwiftValue.object(["label": .views(label), "isPressed": .bool(false)])
                    let body = try apply(declaration, method: "makeBody", call: made, scope, parameter: configuration)
                    return setting("children", array(body, object["children"]?.location ?? view.location), in: marked)
                }
            }
            // The format lays these out as a button's label in the format's styles, not through a makeBody.
            if case .custom = style, let type = object["type"]?.stringValue, ["Link", "Menu", "ShareLink"].contains(type) {
                throw SwiftSourceError(line: view.location.line, column: view.location.column,
                                       message: "unsupported: a \(type) inside a ButtonStyle struct's .buttonStyle; the format lays a \(type) "
                                           + "out in its own button styles (.plain, .bordered, …), not through a makeBody")
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

    /// `view` without the marks of styled buttons and tagged views, as the format reads it.
    func droppingMarks(_ view: JSONValue) -> JSONValue {
        switch view.kind {
        case let .array(elements):
            return JSONValue(.array(elements.map(droppingMarks)), at: view.location)
        case let .object(object):
            let members = object.members.filter { $0.key != Self.styledMark && $0.key != Self.tagMark }.map { member in
                JSONObject.Member(key: member.key, keyLocation: member.keyLocation, value: droppingMarks(member.value))
            }
            return JSONValue(.object(JSONObject(members)), at: view.location)
        default:
            return view
        }
    }
}

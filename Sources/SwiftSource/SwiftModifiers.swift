import LayoutFixtures
internal import SwiftSyntax
import StrictJSON

/// The modifiers the translator knows: the fixture format's, by their own names (one list,
/// the format's), and the Swift-only ones that never change a frame and have no JSON entry.
enum SwiftModifiers {
    /// Swift modifiers with no frame of their own and no place in the format: what the
    /// engine draws the same either way, previews' settings, and what the format's
    /// state/preference pair already says.
    static let dropped: Set<String> = [
        "onPreferenceChange", "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation",
        "fill", "stroke", "strokeBorder", "navigationBarBackButtonHidden", "statusBarHidden",
    ]
    /// Button styles that lay a button out as the format's `Button` does: its label alone.
    static let plainButtonStyles: Set<String> = ["plain", "borderless", "automatic", "PlainButtonStyle", "BorderlessButtonStyle"]
    /// Modifiers that are spelled differently in Swift and read here by their Swift name.
    static let swiftOnly: Set<String> = ["resizable", "scaledToFit", "scaledToFill", "multilineTextAlignment", "buttonStyle", "modifier"]

    static func isModifier(_ name: String) -> Bool {
        SwiftViewSource.modifierNames.contains(name) || dropped.contains(name) || swiftOnly.contains(name)
    }
}

extension SwiftEvaluator {
    /// `base.name(arguments)`: the format's modifier, a `View` extension of the file inlined
    /// with `self` as `base`, or a precise "unsupported".
    func modifier(_ name: String, _ call: FunctionCallExprSyntax, _ node: some SyntaxProtocol, _ base: [JSONValue],
                  _ scope: Scope) throws -> SwiftValue {
        let nameNode = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        let at = nameNode.map { location($0) } ?? location(node)
        // Messages about a modifier point at its name, not at the start of the chain.
        let here: Syntax = nameNode.map(Syntax.init) ?? Syntax(call)
        if let function = declarations.viewExtensions[name] {
            return try inline(function, call, root, scope, receiver: base)
        }
        let target = single(base, at)
        let list = arguments(call)
        func argument(_ label: String) -> ExprSyntax? { list.first { $0.label == label }?.expression }
        func first() -> ExprSyntax? { list.first { $0.label == nil }?.expression }
        func add(_ value: JSONValue) -> SwiftValue { .views([appending(object([(name, value)], at), to: target)]) }
        func addNamed(_ key: String, _ value: JSONValue) -> SwiftValue { .views([appending(object([(key, value)], at), to: target)]) }
        func evaluated(_ expression: ExprSyntax?) throws -> SwiftValue { try expression.map { try value($0, scope) } ?? .null }
        func length(_ expression: ExprSyntax?) throws -> JSONValue? {
            guard let expression else { return nil }
            return try lengthValue(try value(expression, scope), expression)
        }
        func member(_ expression: ExprSyntax?) throws -> String? {
            guard let expression else { return nil }
            switch try value(expression, scope) {
            case let .member(text, _): return text
            case .null: return nil
            case let other: throw unsupported(expression, "\(other.summary) where a name such as .leading is expected")
            }
        }
        func required<T>(_ value: T?, _ what: String) throws -> T {
            guard let value else { throw unsupported(here, ".\(name) with \(what)") }
            return value
        }
        func insets(_ expression: ExprSyntax?, lengthOf second: ExprSyntax?) throws -> JSONValue {
            guard let expression else { return bool(true, at) }
            let value = try value(expression, scope)
            switch value {
            case .int, .double: return try required(try lengthValue(value, expression), "a length")
            case let .member(edge, _):
                var fields = [("edges", string(edge, at))]
                if let length = try length(second) { fields.append(("length", length)) }
                return object(fields, at)
            case let .array(edges):
                var fields = [("edges", array(try edges.map { edge in
                    guard case let .member(text, _) = edge else { throw unsupported(expression, "an edge that is not .top, .leading, …") }
                    return string(text, at)
                }, at))]
                if let length = try length(second) { fields.append(("length", length)) }
                return object(fields, at)
            default:
                throw unsupported(expression, "\(value.summary) as \(name)'s edges or length")
            }
        }

        switch name {
        case "modifier":
            guard let made = first()?.as(FunctionCallExprSyntax.self),
                  let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let declaration = declarations.viewModifiers[type] else {
                throw unsupported(here, "a ViewModifier applied with .modifier(\(first()?.trimmedDescription ?? "")) that this file does not declare; "
                                  + "supported: the format's modifiers, and ViewModifier structs and View extensions declared in this file")
            }
            return .views(try apply(declaration, method: "body", call: made, scope, parameter: .views([target])))
        case "padding", "safeAreaPadding", "contentMargins":
            let edges = list.first { $0.label == nil }?.expression
            let second = list.count > 1 ? list[1].expression : argument("length")
            return add(try insets(edges, lengthOf: second))
        case "frame":
            var fields: [(String, JSONValue)] = []
            for argument in list {
                guard let label = argument.label else { throw unsupported(argument.expression, "a frame argument without a label") }
                if label == "alignment" {
                    fields.append((label, string(try required(try member(argument.expression), "an alignment"), location(argument.expression))))
                } else if let length = try length(argument.expression) {
                    fields.append((label, length))
                }
            }
            // `frame(width: nil)` (a style's `width` left unset): a frame with no size takes its
            // child's size and place, so there is no frame to lay out.
            if fields.allSatisfy({ $0.0 == "alignment" }) { return .views(base) }
            return add(object(fields, at))
        case "fixedSize":
            if list.isEmpty { return add(bool(true, at)) }
            var fields: [(String, JSONValue)] = []
            for argument in list {
                guard case let .bool(flag) = try value(argument.expression, scope), let label = argument.label else {
                    throw unsupported(argument.expression, "fixedSize's arguments are horizontal: and vertical: Booleans")
                }
                fields.append((label, bool(flag, location(argument.expression))))
            }
            return add(object(fields, at))
        case "layoutPriority", "minimumScaleFactor", "lineSpacing", "tracking", "kerning", "cornerRadius", "weighted":
            return add(try required(try length(first()), "a number"))
        case "background", "overlay":
            let alignment = try member(argument("alignment"))
            let content = first() ?? argument("content")
            guard let content else { throw unsupported(here, ".\(name) without a view") }
            let layer = single(try views(try value(content, scope), content), location(content))
            if name == "background", let preference = preferenceMarker(layer) {
                return addNamed("preference", preference)
            }
            if let alignment {
                return add(object([("view", layer), ("alignment", string(alignment, at))], at))
            }
            return add(layer)
        case "preference":
            guard case let .metatype(key)? = try? evaluated(argument("key")) else {
                throw unsupported(here, ".preference without a key type (key: K.self)")
            }
            guard let reducer = declarations.preferenceKeys[key] else {
                throw unsupported(here, "the preference key \(key), which this file does not declare")
            }
            guard let valueExpression = argument("value"), case let .json(reference) = try value(valueExpression, scope),
                  let dimension = reference.object?["proxy"]?.stringValue, reference.object?["multiplier"] == nil else {
                throw unsupported(here, ".preference whose value is not a GeometryProxy's size.width or size.height")
            }
            let marker = object([("key", string(key, at)), ("value", string(dimension, at)), ("reduce", string(reducer, at))], at)
            return addNamed("__preference", marker)
        case "font":
            return add(try font(try required(first(), "a font"), scope))
        case "lineLimit":
            guard let limit = first() else { throw unsupported(here, "lineLimit without a limit") }
            if let reserves = argument("reservesSpace"), case let .bool(flag) = try value(reserves, scope) {
                return add(object([("limit", try required(try length(limit), "a number")), ("reservesSpace", bool(flag, at))], at))
            }
            if let range = try lineRange(limit, scope) { return add(range) }
            return add(try length(limit) ?? JSONValue(.null, at: at))
        case "truncationMode", "navigationBarTitleDisplayMode", "listRowSeparator":
            return add(string(try required(try member(first()), "a name such as .middle"), at))
        case "textCase", "fontWeight":
            return add(try member(first()).map { string($0, at) } ?? JSONValue(.null, at: at))
        case "listStyle":
            guard let style = first() else { throw unsupported(here, "listStyle without a style") }
            if let constructed = style.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription, constructed.hasSuffix("ListStyle") {
                let stem = constructed.dropLast("ListStyle".count)
                return add(string(stem.prefix(1).lowercased() + stem.dropFirst(), at))
            }
            return add(string(try required(try member(style), "a style"), at))
        case "monospacedDigit", "hidden", "clipped":
            return add(bool(true, at))
        case "bold":
            if case let .bool(flag) = try evaluated(first()) { return add(bool(flag, at)) }
            return add(bool(true, at))
        case "aspectRatio":
            var fields: [(String, JSONValue)] = []
            if let ratio = try length(first()) { fields.append(("ratio", ratio)) }
            if let mode = try member(argument("contentMode")) { fields.append(("contentMode", string(mode, at))) }
            return add(object(fields, at))
        case "scaledToFit", "scaledToFill":
            return addNamed("aspectRatio", object([("contentMode", string(name == "scaledToFit" ? "fit" : "fill", at))], at))
        case "offset", "position":
            var fields: [(String, JSONValue)] = []
            for key in ["x", "y"] { if let length = try length(argument(key)) { fields.append((key, length)) } }
            if list.contains(where: { $0.label == nil }) { throw unsupported(here, ".\(name) of a CGSize or CGPoint; write x: and y:") }
            return add(object(fields, at))
        case "id":
            let value = try evaluated(first())
            switch value {
            case let .string(text): return add(string(text, at))
            case let .int(i): return add(string(String(i), at))
            case let .localized(key, _): return add(string(key, at))
            case let .object(fields) where fields["rawValue"] != nil:
                if case let .string(text)? = fields["rawValue"] { return add(string(text, at)) }
                throw unsupported(here, ".id of \(value.summary)")
            default: throw unsupported(here, ".id of \(value.summary); supported: a string or an integer")
            }
        case "ignoresSafeArea":
            if list.isEmpty { return add(bool(true, at)) }
            var fields: [(String, JSONValue)] = []
            if let regions = try member(first()) { fields.append(("regions", string(regions, at))) }
            if let edges = argument("edges") {
                if let inner = try insets(edges, lengthOf: nil).object?["edges"] { fields.append(("edges", inner)) }
            }
            return add(object(fields, at))
        case "clipShape":
            guard let shape = first(), let type = try views(try value(shape, scope), shape).first?.object?["type"] else {
                throw unsupported(here, ".clipShape without a shape")
            }
            return add(type)
        case "navigationTitle":
            guard let title = first() else { throw unsupported(here, "navigationTitle without a title") }
            let members = try textMembers(title, scope)
            if let key = members.first(where: { $0.0 == "key" })?.1, members.count == 1 { return add(key) }
            if let verbatim = members.first(where: { $0.0 == "verbatim" })?.1 { return add(object([("verbatim", verbatim)], at)) }
            throw unsupported(title, "a navigation title with interpolations")
        case "listRowInsets":
            switch try evaluated(first()) {
            case .null: return add(JSONValue(.null, at: at))
            case let .member("EdgeInsets", fields):
                return add(object(try fields.compactMap { field in
                    guard let label = field.label, let length = try lengthValue(field.value, call) else { return nil }
                    return (label, length)
                }, at))
            case let other: throw unsupported(here, "listRowInsets of \(other.summary)")
            }
        case "environment":
            guard list.count == 2, list[0].expression.trimmedDescription == "\\.defaultMinListRowHeight",
                  let height = try length(list[1].expression) else {
                throw unsupported(here, ".environment other than (\\.defaultMinListRowHeight, length): the layout reads no other")
            }
            return add(object([("defaultMinListRowHeight", height)], at))
        case "containerRelativeFrame":
            var fields: [(String, JSONValue)] = []
            if let axes = first() {
                switch try value(axes, scope) {
                case let .member(axis, _): fields.append(("axes", string(axis, at)))
                case let .array(list): fields.append(("axes", array(list.compactMap { if case let .member(a, _) = $0 { string(a, at) } else { nil } }, at)))
                default: throw unsupported(axes, "containerRelativeFrame's axes")
                }
            }
            for key in ["count", "span", "spacing"] { if let length = try length(argument(key)) { fields.append((key, length)) } }
            if let alignment = try member(argument("alignment")) { fields.append(("alignment", string(alignment, at))) }
            return add(object(fields, at))
        case "safeAreaInset":
            var fields: [(String, JSONValue)] = [("edge", string(try required(try member(argument("edge")), "an edge"), at))]
            if let alignment = try member(argument("alignment")) { fields.append(("alignment", string(alignment, at))) }
            if let spacing = try length(argument("spacing")) { fields.append(("spacing", spacing)) }
            let content = try required(argument("content") ?? list.last(where: { $0.label == nil })?.expression, "content")
            fields.append(("content", single(try views(try value(content, scope), content), location(content))))
            return add(object(fields, at))
        case "alignmentGuide":
            guard let guide = try member(first()), let closure = list.last?.expression.as(ClosureExprSyntax.self),
                  closure.statements.count == 1, case let .expr(expression)? = closure.statements.first?.item,
                  let offset = try lengthValue(try value(expression, scope), expression) else {
                throw unsupported(here, "an alignmentGuide whose value is not a number known from the file")
            }
            let guides = ["center": "horizontalCenter"]
            return add(object([("guide", string(guides[guide] ?? guide, at)), ("value", offset)], at))
        case "toolbar":
            guard let content = first() ?? argument("content"), let closure = content.as(ClosureExprSyntax.self) else {
                throw unsupported(here, "a toolbar without a content closure")
            }
            return add(array(try toolbarItems(closure, scope), at))
        case "resizable":
            guard target.object?["type"]?.stringValue == "Image" else { throw unsupported(here, ".resizable on a view that is not an Image") }
            return .views([setting("resizable", bool(true, at), in: target)])
        case "multilineTextAlignment":
            // An environment value: every Text inside takes it, unless one nearer sets its own.
            let alignment = string(try required(try member(first()), "an alignment"), at)
            return .views(base.map { settingTexts(name, alignment, in: $0) })
        case "buttonStyle":
            if let made = first()?.as(FunctionCallExprSyntax.self),
               let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let declaration = declarations.buttonStyles[type] {
                return .views(try base.map { try styling(buttons: $0, (declaration, made), scope) })
            }
            let style = first().map { $0.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? (try? member($0)) ?? nil } ?? nil
            guard let style, SwiftModifiers.plainButtonStyles.contains(style) else {
                throw unsupported(here, "the button style \(first()?.trimmedDescription ?? "")"
                                  + "; supported: .plain, .borderless and .automatic, which lay a button out as its label, "
                                  + "and ButtonStyle structs declared in this file")
            }
            return .views(try base.map { try styling(buttons: $0, nil, scope) })
        default:
            if SwiftModifiers.dropped.contains(name) { return .views(base) }
            if SwiftViewSource.modifierNames.contains(name), !SwiftViewSource.layoutModifierNames.contains(name) {
                return add(bool(true, at))
            }
            var message = "the modifier .\(name)"
            let known = SwiftViewSource.modifierNames + Array(SwiftModifiers.swiftOnly)
            if let guess = EditDistance.closest(to: name, among: known) { message += " (did you mean .\(guess)?)" }
            throw unsupported(here, message + "; supported: "
                              + SwiftViewSource.layoutModifierNames.joined(separator: ", ")
                              + ", and those that never change a frame (docs/fixture-format.md)")
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

    /// `view` with `key` set on every `Text` in it that does not set its own.
    private func settingTexts(_ key: String, _ value: JSONValue, in view: JSONValue) -> JSONValue {
        switch view.kind {
        case let .array(elements):
            return JSONValue(.array(elements.map { settingTexts(key, value, in: $0) }), at: view.location)
        case let .object(object):
            let members = object.members.map { member in
                JSONObject.Member(key: member.key, keyLocation: member.keyLocation, value: settingTexts(key, value, in: member.value))
            }
            let updated = JSONValue(.object(JSONObject(members)), at: view.location)
            return object["type"]?.stringValue == "Text" && object[key] == nil ? setting(key, value, in: updated) : updated
        default:
            return view
        }
    }

    /// A `GeometryReader { Color.clear.preference(key:value:) }` background: the format's
    /// `preference` modifier at that place in the chain.
    private func preferenceMarker(_ layer: JSONValue) -> JSONValue? {
        guard layer.object?["type"]?.stringValue == "GeometryReader",
              let children = layer.object?["children"]?.array, children.count == 1,
              let chain = children[0].object?["modifiers"]?.array,
              let marker = chain.first(where: { $0.object?["__preference"] != nil })?.object?["__preference"] else { return nil }
        return marker
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

    /// A toolbar's `ToolbarItem(placement:) { … }`s (and plain views, placed automatically).
    private func toolbarItems(_ closure: ClosureExprSyntax, _ scope: Scope) throws -> [JSONValue] {
        var items: [JSONValue] = []
        for item in closure.statements {
            let at = location(item)
            if case let .expr(expression) = item.item, let call = expression.as(FunctionCallExprSyntax.self),
               ["ToolbarItem", "ToolbarItemGroup"].contains(call.calledExpression.trimmedDescription) {
                let placement = try call.arguments.first { $0.label?.text == "placement" }.map { try value($0.expression, scope) }
                var fields: [(String, JSONValue)] = []
                if case let .member(name, _)? = placement { fields.append(("placement", string(name, at))) }
                guard let content = call.trailingClosure else { throw unsupported(call, "a ToolbarItem without content") }
                fields.append(("content", single(try closureViews(content, scope, []), at)))
                items.append(object(fields, at))
            } else if case let .expr(expression) = item.item {
                for view in try viewsOf(expression, scope) { items.append(object([("content", view)], at)) }
            } else {
                throw unsupported(item, "this statement in a toolbar")
            }
        }
        return items
    }
}

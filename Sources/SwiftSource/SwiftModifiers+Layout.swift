internal import SwiftSyntax
import StrictJSON

/// The modifiers that place and size a view: padding, frames, layers and their preferences,
/// safe areas, guides, ids, and the file's own `ViewModifier`s.
extension SwiftEvaluator {
    func layoutModifier(_ m: ModifierCall) throws -> SwiftValue? {
        let (name, at, list, scope) = (m.name, m.at, m.list, m.scope)
        switch name {
        case "modifier":
            guard let made = m.first()?.as(FunctionCallExprSyntax.self),
                  let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let declaration = declarations.viewModifiers[type] else {
                throw m.unsupported("a ViewModifier applied with .modifier(\(m.first()?.trimmedDescription ?? "")) that this file does not declare; "
                                    + "supported: the format's modifiers, and ViewModifier structs and View extensions declared in this file")
            }
            return .views(try apply(declaration, method: "body", call: made, scope, parameter: .views([m.target])))
        case "padding", "safeAreaPadding", "contentMargins":
            let edges = list.first { $0.label == nil }?.expression
            let second = list.count > 1 ? list[1].expression : m.argument("length")
            return m.add(try m.insets(edges, lengthOf: second))
        case "frame":
            var fields: [(String, JSONValue)] = []
            for argument in list {
                guard let label = argument.label else { throw unsupported(argument.expression, "a frame argument without a label") }
                if label == "alignment" {
                    fields.append((label, string(try m.required(try m.member(argument.expression), "an alignment"), location(argument.expression))))
                } else if let length = try m.length(argument.expression) {
                    fields.append((label, length))
                }
            }
            // `frame(width: nil)` (a style's `width` left unset): a frame with no size takes its
            // child's size and place, so there is no frame to lay out.
            if fields.allSatisfy({ $0.0 == "alignment" }) { return .views(m.base) }
            return m.add(object(fields, at))
        case "fixedSize":
            if list.isEmpty { return m.add(bool(true, at)) }
            var fields: [(String, JSONValue)] = []
            for argument in list {
                guard case let .bool(flag) = try value(argument.expression, scope), let label = argument.label else {
                    throw unsupported(argument.expression, "fixedSize's arguments are horizontal: and vertical: Booleans")
                }
                fields.append((label, bool(flag, location(argument.expression))))
            }
            return m.add(object(fields, at))
        case "layoutPriority", "minimumScaleFactor", "lineSpacing", "tracking", "kerning", "cornerRadius", "weighted":
            return m.add(try m.required(try m.length(m.first()), "a number"))
        case "background", "overlay":
            let alignment = try m.member(m.argument("alignment"))
            let content = m.first() ?? m.argument("content")
            guard let content else { throw m.unsupported(".\(name) without a view") }
            let layer = single(try views(try value(content, scope), content), location(content))
            if name == "background", let preference = preferenceMarker(layer) {
                return m.addNamed("preference", preference)
            }
            if let alignment {
                return m.add(object([("view", layer), ("alignment", string(alignment, at))], at))
            }
            return m.add(layer)
        case "preference":
            guard case let .metatype(key)? = try? m.evaluated(m.argument("key")) else {
                throw m.unsupported(".preference without a key type (key: K.self)")
            }
            guard let reducer = declarations.preferenceKeys[key] else {
                throw m.unsupported("the preference key \(key), which this file does not declare")
            }
            guard let valueExpression = m.argument("value"), case let .json(reference) = try value(valueExpression, scope),
                  let dimension = reference.object?["proxy"]?.stringValue, reference.object?["multiplier"] == nil else {
                throw m.unsupported(".preference whose value is not a GeometryProxy's size.width or size.height")
            }
            let marker = object([("key", string(key, at)), ("value", string(dimension, at)), ("reduce", string(reducer, at))], at)
            return m.addNamed("__preference", marker)
        case "aspectRatio":
            var fields: [(String, JSONValue)] = []
            if let ratio = try m.length(m.first()) { fields.append(("ratio", ratio)) }
            if let mode = try m.member(m.argument("contentMode")) { fields.append(("contentMode", string(mode, at))) }
            return m.add(object(fields, at))
        case "scaledToFit", "scaledToFill":
            return m.add(bool(true, at))
        case "resizable":
            guard m.target.object?["type"]?.stringValue == "Image" else { throw m.unsupported(".resizable on a view that is not an Image") }
            if m.target.object?["systemName"] != nil {
                throw m.unsupported(".resizable on a symbol: the format's symbols are sized by their font; give the image a size in the "
                                    + "scenario's \"images\" to lay it out as a resizable image")
            }
            return .views([setting("resizable", bool(true, at), in: m.target)])
        case "offset", "position":
            var fields: [(String, JSONValue)] = []
            for key in ["x", "y"] { if let length = try m.length(m.argument(key)) { fields.append((key, length)) } }
            if list.contains(where: { $0.label == nil }) { throw m.unsupported(".\(name) of a CGSize or CGPoint; write x: and y:") }
            return m.add(object(fields, at))
        case "id":
            let value = try m.evaluated(m.first())
            switch value {
            case let .string(text): return m.add(string(text, at))
            case let .int(i): return m.add(string(String(i), at))
            case let .localized(key, _): return m.add(string(key, at))
            case let .object(fields) where fields["rawValue"] != nil:
                if case let .string(text)? = fields["rawValue"] { return m.add(string(text, at)) }
                throw m.unsupported(".id of \(value.summary)")
            default: throw m.unsupported(".id of \(value.summary); supported: a string or an integer")
            }
        case "ignoresSafeArea":
            if list.isEmpty { return m.add(bool(true, at)) }
            var fields: [(String, JSONValue)] = []
            if let regions = try m.member(m.first()) { fields.append(("regions", string(regions, at))) }
            if let edges = m.argument("edges") {
                if let inner = try m.insets(edges, lengthOf: nil).object?["edges"] { fields.append(("edges", inner)) }
            }
            return m.add(object(fields, at))
        case "clipShape":
            guard let shape = m.first(), let type = try views(try value(shape, scope), shape).first?.object?["type"] else {
                throw m.unsupported(".clipShape without a shape")
            }
            return m.add(type)
        case "containerRelativeFrame":
            var fields: [(String, JSONValue)] = []
            if let axes = m.first() {
                switch try value(axes, scope) {
                case let .member(axis, _): fields.append(("axes", string(axis, at)))
                case let .array(list): fields.append(("axes", array(list.compactMap { if case let .member(a, _) = $0 { string(a, at) } else { nil } }, at)))
                default: throw unsupported(axes, "containerRelativeFrame's axes")
                }
            }
            for key in ["count", "span", "spacing"] { if let length = try m.length(m.argument(key)) { fields.append((key, length)) } }
            if let alignment = try m.member(m.argument("alignment")) { fields.append(("alignment", string(alignment, at))) }
            return m.add(object(fields, at))
        case "safeAreaInset":
            var fields: [(String, JSONValue)] = [("edge", string(try m.required(try m.member(m.argument("edge")), "an edge"), at))]
            if let alignment = try m.member(m.argument("alignment")) { fields.append(("alignment", string(alignment, at))) }
            if let spacing = try m.length(m.argument("spacing")) { fields.append(("spacing", spacing)) }
            let content = try m.required(m.argument("content") ?? list.last(where: { $0.label == nil })?.expression, "content")
            fields.append(("content", single(try views(try value(content, scope), content), location(content))))
            return m.add(object(fields, at))
        case "scrollPosition":
            // `@State var position = ScrollPosition(edge: .bottom)` and `.scrollPosition($position)`.
            guard list.count == 1, let binding = m.first(), case let .member("ScrollPosition", fields) = try value(binding, scope) else {
                throw m.unsupported(".scrollPosition other than of a ScrollPosition(edge:) or ScrollPosition(x:y:) the file gives")
            }
            var position: [(String, JSONValue)] = []
            for field in fields {
                switch (field.label, field.value) {
                case let ("edge", .member(edge, _)): position.append(("edge", string(edge, at)))
                case let ("x", value), let ("y", value):
                    if let length = try lengthValue(value, binding), let label = field.label { position.append((label, length)) }
                case let ("point", .member("CGPoint", point)):
                    for coordinate in point { if let label = coordinate.label, let length = try lengthValue(coordinate.value, binding) { position.append((label, length)) } }
                default: throw unsupported(binding, "the ScrollPosition argument \(field.label ?? "_")")
                }
            }
            return m.add(object(position, at))
        case "alignmentGuide":
            guard let guide = try m.member(m.first()), let closure = list.last?.expression.as(ClosureExprSyntax.self),
                  closure.statements.count == 1, case let .expr(expression)? = closure.statements.first?.item,
                  let offset = try lengthValue(try value(expression, scope), expression) else {
                throw m.unsupported("an alignmentGuide whose value is not a number known from the file")
            }
            let guides = ["center": "horizontalCenter"]
            return m.add(object([("guide", string(guides[guide] ?? guide, at)), ("value", offset)], at))
        default:
            return nil
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
}

internal import SwiftSyntax
import StrictJSON

/// The modifiers read by the containers around a view: navigation titles and toolbars, and
/// lists' styles, rows and heights.
extension SwiftEvaluator {
    func navigationModifier(_ m: ModifierCall) throws -> SwiftValue? {
        let (name, at, scope) = (m.name, m.at, m.scope)
        switch name {
        case "navigationBarTitleDisplayMode", "listRowSeparator":
            return m.add(string(try m.required(try m.member(m.first()), "a name such as .inline"), at))
        case "listStyle":
            guard let style = m.first() else { throw m.unsupported("listStyle without a style") }
            if let constructed = style.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription, constructed.hasSuffix("ListStyle") {
                let stem = constructed.dropLast("ListStyle".count)
                return m.add(string(stem.prefix(1).lowercased() + stem.dropFirst(), at))
            }
            return m.add(string(try m.required(try m.member(style), "a style"), at))
        case "navigationTitle":
            guard let title = m.first() else { throw m.unsupported("navigationTitle without a title") }
            let members = try textMembers(title, scope)
            if let key = members.first(where: { $0.0 == "key" })?.1, members.count == 1 { return m.add(key) }
            if let verbatim = members.first(where: { $0.0 == "verbatim" })?.1 { return m.add(object([("verbatim", verbatim)], at)) }
            throw unsupported(title, "a navigation title with interpolations")
        case "listRowInsets":
            switch try m.evaluated(m.first()) {
            case .null: return m.add(JSONValue(.null, at: at))
            case let .member("EdgeInsets", fields), let .member("init", fields):
                return m.add(object(try fields.compactMap { field in
                    guard let label = field.label, let length = try lengthValue(field.value, m.call) else { return nil }
                    return (label, length)
                }, at))
            case let other: throw m.unsupported("listRowInsets of \(other.summary)")
            }
        case "listSectionSpacing":
            switch try m.evaluated(m.first()) {
            case let .member(spacing, _): return m.add(string(spacing, at))
            case let other: return m.add(try m.required(try lengthValue(other, m.here), "a length or .default"))
            }
        case "formStyle":
            // A Form on iOS is grouped, as the format's Form is; columns is macOS's.
            guard let style = try m.member(m.first()), ["automatic", "grouped"].contains(style) else {
                throw m.unsupported("the form style \(m.first()?.trimmedDescription ?? ""); supported: .automatic and .grouped, as a Form is on iOS")
            }
            return .views(m.base)
        case "tabItem":
            guard let content = m.first() ?? m.argument("label") else { throw m.unsupported("a tabItem without its label") }
            return m.add(single(try views(try value(content, scope), content), location(content)))
        case "toolbar":
            guard let content = m.first() ?? m.argument("content"), let closure = content.as(ClosureExprSyntax.self) else {
                throw m.unsupported(".toolbar(\(m.call.arguments.trimmedDescription)): the format has no hidden bars; "
                                    + "supported: .toolbar { ToolbarItem(placement:) { … } }")
            }
            return m.add(array(try toolbarItems(closure, scope), at))
        default:
            return nil
        }
    }

    /// Swift's toolbar placements as the format's, where iOS puts them in a navigation bar.
    static let toolbarPlacements = [
        "automatic": "automatic", "topBarLeading": "topBarLeading", "topBarTrailing": "topBarTrailing",
        "navigationBarLeading": "topBarLeading", "navigationBarTrailing": "topBarTrailing", "bottomBar": "bottomBar",
        "primaryAction": "topBarTrailing", "confirmationAction": "topBarTrailing", "destructiveAction": "topBarTrailing",
        "cancellationAction": "topBarLeading", "navigation": "topBarLeading",
    ]

    /// A toolbar's `ToolbarItem(placement:) { … }`s (and plain views, placed automatically).
    private func toolbarItems(_ closure: ClosureExprSyntax, _ scope: Scope) throws -> [JSONValue] {
        var items: [JSONValue] = []
        for item in closure.statements {
            let at = location(item)
            if case let .expr(expression) = item.item, let call = expression.as(FunctionCallExprSyntax.self),
               ["ToolbarItem", "ToolbarItemGroup"].contains(call.calledExpression.trimmedDescription) {
                var fields: [(String, JSONValue)] = []
                if let placement = call.arguments.first(where: { $0.label?.text == "placement" })?.expression {
                    guard case let .member(name, _) = try value(placement, scope) else {
                        throw unsupported(placement, "a toolbar placement that is not a name such as .topBarTrailing")
                    }
                    // Shown above the keyboard, which a layout does not have.
                    if name == "keyboard" { continue }
                    guard let format = Self.toolbarPlacements[name] else {
                        throw unsupported(placement, "the toolbar placement .\(name); supported: "
                                          + Self.toolbarPlacements.keys.sorted().map { "." + $0 }.joined(separator: ", ") + ", .keyboard (not shown)")
                    }
                    fields.append(("placement", string(format, location(placement))))
                }
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

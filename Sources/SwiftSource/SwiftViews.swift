import LayoutFixtures
internal import SwiftSyntax
import StrictJSON

/// The SwiftUI views the translator knows: the fixture format's types by their own names
/// (one list, the format's), and the few Swift spellings that are another type there.
enum SwiftViews {
    /// Swift views that the format writes as another type or leaves out.
    static let aliases = ["EmptyView", "AnyView", "NavigationView"]

    static func isViewType(_ name: String) -> Bool {
        aliases.contains(name) || (SwiftViewSource.viewTypeNames.contains(name) && name != "If")
    }

    /// For messages: the names a Swift view may use.
    static var summary: String {
        (SwiftViewSource.viewTypeNames.filter { $0 != "If" } + aliases).joined(separator: ", ")
    }
}

extension SwiftEvaluator {
    /// One of the format's views, written in Swift: its arguments as the format's keys, its
    /// view builder as its children.
    func swiftView(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> [JSONValue] {
        let v = ViewCall(self, name: name, call: call, scope: scope)
        let at = v.at
        func argument(_ label: String) -> ExprSyntax? { v.argument(label) }
        func unlabelled() -> ExprSyntax? { v.unlabelled() }
        func closure() -> ExprSyntax? { v.closure() }
        func content(_ expression: ExprSyntax?, _ parameters: [SwiftValue] = []) throws -> [JSONValue] { try v.content(expression, parameters) }
        func children(_ views: [JSONValue]) -> (String, JSONValue) { v.children(views) }
        func named(_ expression: ExprSyntax?) throws -> JSONValue? { try v.named(expression) }
        func length(_ expression: ExprSyntax?) throws -> JSONValue? { try v.length(expression) }
        func optional(_ pairs: [(String, JSONValue?)]) -> [(String, JSONValue)] { ViewCall.present(pairs) }

        switch name {
        case "Text":
            if let verbatim = argument("verbatim") {
                return [view("Text", at, [("verbatim", string(try plainText(verbatim, scope), location(verbatim)))])]
            }
            guard let first = unlabelled() else { throw unsupported(call, "Text without a string") }
            var members = try textMembers(first, scope)
            if let table = argument("tableName") {
                guard members.contains(where: { $0.0 == "key" }) else {
                    throw unsupported(table, "tableName on a Text that is not localized")
                }
                members.append(("tableName", string(try plainText(table, scope), location(table))))
            }
            return [view("Text", at, members)]
        case "Image":
            let nameExpression = argument("systemName") ?? argument("decorative") ?? unlabelled()
            guard let nameExpression, case let .string(imageName) = try value(nameExpression, scope) else {
                throw unsupported(call, "an Image that is not named by a string (Image(\"name\") or Image(systemName:))")
            }
            // A size the scenario gives wins; else a symbol is sized by its font, as the format's symbols are.
            if let size = images[imageName] { return [view("Image", at, [("width", size.width), ("height", size.height)])] }
            if argument("systemName") != nil { return [view("Image", at, [("systemName", string(imageName, location(nameExpression)))])] }
            throw unsupported(call, "Image \"\(imageName)\" has no size layoutreg knows (assets are not read); "
                              + "give it in the scenario's view: \"images\": {\"\(imageName)\": {\"width\": …, \"height\": …}}")
        case "Color": return [view("Color", at)]
        case "Spacer": return [view("Spacer", at, optional([("minLength", try length(argument("minLength")))]))]
        case "Divider": return [view("Divider", at)]
        case "EmptyView": return []
        case "AnyView", "Group":
            return name == "AnyView" ? try content(unlabelled()) : [view("Group", at, [children(try content(closure()))])]
        case "HStack", "VStack", "LazyHStack", "LazyVStack":
            return [view(name, at, optional([("alignment", try named(argument("alignment"))), ("spacing", try length(argument("spacing")))])
                         + [children(try content(closure()))])]
        case "ZStack":
            return [view(name, at, optional([("alignment", try named(argument("alignment")))]) + [children(try content(closure()))])]
        case "NavigationStack", "NavigationView", "List", "Form":
            return [view(name == "NavigationView" ? "NavigationStack" : name, at, [children(try content(closure()))])]
        case "Section":
            var members: [(String, JSONValue)] = []
            if let title = unlabelled() { members.append(("header", view("Text", location(title), try textMembers(title, scope)))) }
            for slot in ["header", "footer"] {
                if let expression = argument(slot) { members.append((slot, single(try content(expression), location(expression)))) }
            }
            return [view("Section", at, members + [children(try content(closure()))])]
        case "Button":
            var members: [(String, JSONValue)] = []
            if let role = argument("role") {
                guard case let .member(name, _) = try value(role, scope) else { throw unsupported(role, "a button role that is not .destructive, .cancel, …") }
                members.append(("role", string(name, location(role))))
            }
            if let title = unlabelled() {
                // `Button("Add", systemImage: "plus")` is a Label of the two.
                let label = try argument("systemImage").map { symbol in
                    view("Label", location(title), try v.title(title)
                         + [("systemImage", string(try plainText(symbol, scope), location(symbol)))])
                } ?? view("Text", location(title), try textMembers(title, scope))
                return [view("Button", at, members + [children([label])])]
            }
            let label = argument("label") ?? (argument("action") != nil || argument("role") != nil ? closure() : nil)
            guard let label else { throw unsupported(call, "a Button without a title or a label") }
            return [view("Button", at, members + [children(try content(label))])]
        case "GeometryReader":
            return [view(name, at, [children(try content(closure(), [.proxy]))])]
        case "WeightedHStack", "WeightedVStack":
            return [view(name, at, [children(try content(closure(), [.member("__weightedProxy", [])]))])]
        case "FlexibleStack":
            return [view(name, at, optional([("hStackAlignment", try named(argument("hStackAlignment"))),
                                             ("vStackAlignment", try named(argument("vStackAlignment")))])
                         + [children(try content(closure(), [.member("__flexibleAxis", [])]))])]
        case "LazyVGrid", "LazyHGrid":
            let key = name == "LazyVGrid" ? "columns" : "rows"
            guard let items = argument(key) else { throw unsupported(call, "\(name) without \(key)") }
            return [view(name, at, [(key, try gridItems(items, scope))]
                         + optional([("spacing", try length(argument("spacing")))]) + [children(try content(closure()))])]
        case "Grid":
            return [view(name, at, optional([("alignment", try named(argument("alignment"))),
                                             ("horizontalSpacing", try length(argument("horizontalSpacing"))),
                                             ("verticalSpacing", try length(argument("verticalSpacing")))]) + [children(try content(closure()))])]
        case "GridRow":
            return [view(name, at, optional([("alignment", try named(argument("alignment")))]) + [children(try content(closure()))])]
        case "ViewThatFits":
            return [view(name, at, optional([("in", try axes(argument("in") ?? unlabelled(), scope))]) + [children(try content(closure()))])]
        case "ScrollView":
            return [view(name, at, optional([("axes", try axes(unlabelled() ?? argument("axes"), scope))]) + [children(try content(closure()))])]
        case "ForEach":
            guard let data = unlabelled() else { throw unsupported(call, "a ForEach without its data") }
            guard case let .array(items) = try value(data, scope) else {
                throw unsupported(data, "a ForEach over data that is not an array literal, a range, Array(repeating:count:) "
                                  + "or an enum's allCases from this file; give the array in the scenario's \"arguments\"")
            }
            guard items.count <= Self.maximumRows else { throw unsupported(data, "a ForEach of more than \(Self.maximumRows) rows") }
            let body = closure()
            var rows: [JSONValue] = []
            // A row's item is its tag, as SwiftUI tags a ForEach's rows by their ids, unless it tags itself.
            let byID = argument("id")?.trimmedDescription == "\\.id"
            for item in items {
                let row = single(try content(body, [item]), at)
                let implicit: SwiftValue = if byID, case let .object(fields) = item, let id = fields["id"] { id } else { item }
                rows.append(row.object?[Self.tagMark] == nil ? tagged(row, implicit) : row)
            }
            return [view("ForEach", at, [("rows", array(rows, at))])]
        case "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle":
            var members: [(String, JSONValue)] = []
            if let radius = argument("cornerRadius") { members += optional([("cornerRadius", try length(radius))]) }
            if let style = argument("style") { members += optional([("style", try named(style))]) }
            return [view(name, at, members)]
        default:
            if let views = try controlView(v) { return views }
            throw unsupported(call, "the view \(name)")
        }
    }

    /// A title's keys: a literal is a localized key (its interpolations a format and `args`),
    /// a `String` is verbatim, a `LocalizedStringKey` a key.
    func textMembers(_ expression: ExprSyntax, _ scope: Scope) throws -> [(String, JSONValue)] {
        let at = location(expression)
        let title: SwiftValue
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            title = try localizedString(literal, scope)
        } else {
            title = try value(expression, scope)
        }
        switch title {
        case let .string(text): return [("verbatim", string(text, at))]
        case let .localized(key, arguments):
            return [("key", string(key, at))] + (arguments.isEmpty ? [] : [("args", array(arguments, at))])
        case let .json(reference) where reference.object?["value"] != nil:
            return [("key", string("%@", at)), ("args", array([reference], at))]
        case let .int(i): return [("verbatim", string(String(i), at))]
        case let .views(views) where views.count == 1 && views[0].object?["type"]?.stringValue == "Text":
            // `navigationTitle(Text("Inbox"))`, `Section(header: Text(…))`: the Text's own string.
            return (views[0].object?.members ?? []).filter { ["key", "verbatim", "args"].contains($0.key) }.map { ($0.key, $0.value) }
        default:
            throw unsupported(expression, "\(title.summary) as a text; supported: a string literal (localized), a String "
                              + "(verbatim) or a LocalizedStringKey")
        }
    }

    func plainText(_ expression: ExprSyntax, _ scope: Scope) throws -> String {
        switch try value(expression, scope) {
        case let .string(text): return text
        case let .localized(key, _): return key
        case let other: throw unsupported(expression, "\(other.summary) where a string is expected")
        }
    }

    /// A number, `.infinity`, `nil` (left out), or a reference (state, proxy, scaled metric).
    func lengthValue(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> JSONValue? {
        let at = location(node)
        switch value {
        case .null: return nil
        case let .int(i): return number(Double(i), at)
        case let .double(d) where d.isInfinite: return string("infinity", at)
        case let .double(d): return number(d, at)
        case .member("infinity", _): return string("infinity", at)
        case let .json(reference): return reference
        default: throw unsupported(node, "\(value.summary) where a length is expected")
        }
    }

    private func axes(_ expression: ExprSyntax?, _ scope: Scope) throws -> JSONValue? {
        guard let expression else { return nil }
        let at = location(expression)
        switch try value(expression, scope) {
        case let .member(axis, _): return string(axis == "both" ? "both" : axis, at)
        case let .array(list):
            return array(try list.map { element in
                guard case let .member(axis, _) = element else { throw unsupported(expression, "an axis that is not .horizontal or .vertical") }
                return string(axis, at)
            }, at)
        case let other: throw unsupported(expression, "\(other.summary) where axes are expected")
        }
    }

    /// `[GridItem(.flexible(minimum: 0, maximum: 80))]`: the format's grid items.
    private func gridItems(_ expression: ExprSyntax, _ scope: Scope) throws -> JSONValue {
        let at = location(expression)
        guard case let .array(items) = try value(expression, scope) else {
            throw unsupported(expression, "grid items that are not an array of GridItem")
        }
        return array(try items.map { item in
            guard case let .member("GridItem", arguments) = item else { throw unsupported(expression, "\(item.summary) as a GridItem") }
            var size = object([("flexible", object([], at))], at)
            var extra: [(String, JSONValue)] = []
            for argument in arguments {
                switch (argument.label, argument.value) {
                case let (nil, .member(kind, parameters)):
                    var fields: [(String, JSONValue)] = []
                    for parameter in parameters {
                        guard let value = try lengthValue(parameter.value, expression) else { continue }
                        fields.append((parameter.label ?? (kind == "fixed" ? "" : "minimum"), value))
                    }
                    if kind == "fixed", let first = fields.first {
                        size = object([("fixed", first.1)], at)
                    } else {
                        size = object([(kind, object(fields, at))], at)
                    }
                case let ("spacing", value): if let length = try lengthValue(value, expression) { extra.append(("spacing", length)) }
                case let ("alignment", .member(name, _)): extra.append(("alignment", string(name, at)))
                default: throw unsupported(expression, "the GridItem argument \(argument.label ?? "_")")
                }
            }
            guard let members = size.object?.members else { return size }
            return object(members.map { ($0.key, $0.value) } + extra, at)
        }, at)
    }
}

internal import SwiftSyntax
import StrictJSON

/// The format's controls written in Swift, as real code writes them: `Toggle("Wi-Fi", isOn:
/// $wifi)`, `Toggle(isOn: .constant(true)) { Text(…) }`, `TextField("Email", text: $email)`,
/// `Picker("Theme", selection: $theme) { … }`, `Label("Inbox", systemImage: "tray")`, tabs.
///
/// A binding whose value never moves a frame (a toggle's, a slider's) is read when the file
/// gives it and left out when it does not; one that does (a field's text, a picker's
/// selection, a date shown) must be known, or the view is refused saying how to give it.
extension SwiftEvaluator {
    func controlView(_ v: ViewCall) throws -> [JSONValue]? {
        let at = v.at
        func optional(_ pairs: [(String, JSONValue?)]) -> [(String, JSONValue)] { ViewCall.present(pairs) }
        switch v.name {
        case "Toggle", "Stepper", "ProgressView":
            var members: [(String, JSONValue)] = []
            switch v.name {
            case "Toggle":
                if let isOn = v.argument("isOn"), case let .bool(on)? = v.known(isOn) { members.append(("isOn", bool(on, location(isOn)))) }
            case "Stepper":
                if let value = v.argument("value") { members += optional([("value", v.number(v.known(value), value))]) }
                members += optional([("in", v.bounds(v.argument("in")))])
                if let step = v.argument("step") { members += optional([("step", v.number(v.known(step), step))]) }
            default:
                if let progress = v.argument("value") {
                    // Whether there is a value makes a bar or a spinner; which value never moves a frame.
                    members.append(("value", v.number(v.known(progress), progress) ?? number(0, location(progress))))
                    if let total = v.argument("total") { members += optional([("total", v.number(v.known(total), total))]) }
                }
                if let label = v.argument("currentValueLabel") {
                    throw unsupported(label, "a ProgressView's currentValueLabel; the format's ProgressView has a label only")
                }
            }
            var label = try v.content(v.argument("label") ?? v.closure())
            if let title = v.unlabelled() {
                if let symbol = v.argument("systemImage") {
                    label.insert(view("Label", location(title), try v.title(title) + [("systemImage", try v.string(symbol) ?? string("", at))]), at: 0)
                } else {
                    label.insert(view("Text", location(title), try textMembers(title, v.scope)), at: 0)
                }
            }
            return [view(v.name, at, members + [v.children(label)])]
        case "TextField", "SecureField":
            for refused in (v.name == "TextField" ? ["value", "format"] : ["axis", "value", "format"]) where v.argument(refused) != nil {
                throw v.unsupported("a \(v.name) with \(refused):; supported: \(v.name)(title, text:, prompt:"
                                    + (v.name == "TextField" ? ", axis:)" : "), one line of text"))
            }
            var members = try v.titleOrLabel()
            if let text = v.argument("text") {
                guard case let .string(shown) = try v.needed(text) else {
                    throw unsupported(text, "a \(v.name)'s text that is not a String the file gives; give it in the scenario's \"arguments\"")
                }
                members.append(("text", string(shown, location(text))))
            }
            if let prompt = v.argument("prompt") {
                guard let promptCall = prompt.as(FunctionCallExprSyntax.self), let inner = promptCall.arguments.first?.expression else {
                    throw unsupported(prompt, "a prompt that is not Text(…)")
                }
                members.append(("prompt", string(try plainText(inner, v.scope), location(inner))))
            }
            if let axis = v.argument("axis") {
                // `axis: .vertical` makes a field that grows with its text up to its lineLimit.
                guard case let .member(name, arguments)? = v.known(axis), arguments.isEmpty, ["horizontal", "vertical"].contains(name) else {
                    throw unsupported(axis, "an axis that is not .horizontal or .vertical")
                }
                members.append(("axis", string(name, location(axis))))
            }
            return [view(v.name, at, members)]
        case "NavigationLink":
            // The destination (`destination:`, or the trailing closure before `label:`) and a
            // `value:` are where a tap goes: never read, they never move a frame.
            if let title = v.unlabelled() {
                return [view("NavigationLink", at, [v.children([view("Text", location(title), try textMembers(title, v.scope))])])]
            }
            guard let label = v.argument("label") ?? (v.argument("destination") != nil || v.argument("value") != nil ? v.closure() : nil) else {
                throw v.unsupported("a NavigationLink without a title or a label; supported: NavigationLink(title, destination:), "
                                    + "NavigationLink(destination:) { label }, NavigationLink(value:) { label }, "
                                    + "NavigationLink { destination } label: { label }")
            }
            return [view("NavigationLink", at, [v.children(try v.content(label))])]
        case "LabeledContent":
            var members: [(String, JSONValue)]
            if let title = v.unlabelled() {
                members = try v.title(title)
            } else if let label = v.argument("label") {
                members = [("label", single(try v.content(label), location(label)))]
            } else {
                throw v.unsupported("a LabeledContent without a title or a label")
            }
            if let value = v.argument("value") {
                if v.argument("format") != nil {
                    throw unsupported(value, "a LabeledContent value with a format:, which layoutreg cannot format as a device "
                                      + "would; give the string shown: LabeledContent(title, value: \"42 km\")")
                }
                guard case let .string(shown)? = v.known(value) else {
                    throw unsupported(value, "a LabeledContent value that is not a String the file gives; give it in the "
                                      + "scenario's \"arguments\"")
                }
                return [view("LabeledContent", at, members + [("value", string(shown, location(value)))])]
            }
            return [view("LabeledContent", at, members + [v.children(try v.content(v.closure()))])]
        case "Label":
            guard let title = v.unlabelled() else {
                // `Label { Text("Inbox") } icon: { Image(systemName: "tray") }` is the format's Label of the two.
                if let titleView = v.argument("title") ?? v.closure(), let icon = v.argument("icon"),
                   let members = try? v.title(ofLabel: titleView), case let symbols = try v.content(icon), symbols.count == 1,
                   let symbol = symbols[0].object, symbols[0].object?["type"]?.stringValue == "Image", symbol["modifiers"] == nil,
                   let name = symbol["systemName"] {
                    return [view("Label", at, members + [("systemImage", name)])]
                }
                throw v.unsupported("a Label of title and icon views other than one Text and one Image(systemName:); "
                                    + "supported: Label(title, systemImage:), the format's Label")
            }
            guard let symbol = v.argument("systemImage") else {
                throw v.unsupported("a Label whose icon is not a systemImage (an asset's size is not known); "
                                    + "supported: Label(title, systemImage:)")
            }
            return [view("Label", at, try v.title(title) + [("systemImage", try v.string(symbol) ?? string("", at))])]
        case "Link":
            // The destination is where a tap goes: it never moves a frame.
            if let title = v.unlabelled() { return [view("Link", at, try v.title(title))] }
            guard let label = v.argument("label") ?? v.closure() else { throw v.unsupported("a Link without a title or a label") }
            return [view("Link", at, try v.title(ofLabel: label))]
        case "ShareLink":
            if let label = v.argument("label") ?? v.closure() {
                throw unsupported(label, "a ShareLink with a label view; the format's ShareLink is its title and the share symbol")
            }
            return [view("ShareLink", at, try v.unlabelled().map { try v.title($0) } ?? [])]
        case "Menu":
            var members: [(String, JSONValue)] = []
            if let title = v.unlabelled() {
                if let symbol = v.argument("systemImage") {
                    members.append(("label", view("Label", location(title), try v.title(title) + [("systemImage", try v.string(symbol) ?? string("", at))])))
                } else {
                    members += try v.title(title)
                }
            } else if let label = v.argument("label") {
                members.append(("label", single(try v.content(label), location(label))))
            }
            return [view("Menu", at, members + [v.children(try v.content(v.closure()))])]
        case "Slider":
            var members: [(String, JSONValue)] = []
            if let value = v.argument("value") { members += optional([("value", v.number(v.known(value), value))]) }
            members += optional([("in", v.bounds(v.argument("in")))])
            if let step = v.argument("step") { members += optional([("step", v.number(v.known(step), step))]) }
            for slot in ["minimumValueLabel", "maximumValueLabel"] {
                if let label = v.argument(slot) { members.append((slot, single(try v.content(label), location(label)))) }
            }
            return [view("Slider", at, members + [v.children(try v.content(v.argument("label") ?? v.closure()))])]
        case "Picker":
            var members = try v.titleOrLabel(labelInClosure: false)
            let options = try v.content(v.closure())
            if let selection = v.argument("selection") {
                members.append(("selection", number(Double(try selected(try v.needed(selection), among: options, selection)), location(selection))))
            }
            return [view("Picker", at, members + [v.children(options)])]
        case "DatePicker":
            var members = try v.titleOrLabel()
            guard let selection = v.argument("selection") else { throw v.unsupported("a DatePicker without a selection") }
            switch try? v.needed(selection) {
            case let .string(date)?:
                members.append(("date", string(date, location(selection))))
            case let .object(fields)? where fields["date"] != nil:
                guard case let .string(date)? = fields["date"] else { throw unsupported(selection, "a DatePicker's date that is not a string") }
                members.append(("date", string(date, location(selection))))
                if case let .string(time)? = fields["time"] { members.append(("time", string(time, location(selection)))) }
            default:
                throw unsupported(selection, "a DatePicker's date, which layoutreg cannot format as a device would; give the property "
                                  + "in the scenario's \"arguments\" as the string shown (\"1 Dec 2026\"), or {\"date\": …, \"time\": …}")
            }
            return [view("DatePicker", at, members)]
        case "TabView":
            let tabs = try v.content(v.closure())
            var members: [(String, JSONValue)] = []
            if let selection = v.argument("selection") {
                members.append(("selection", number(Double(try selected(try v.needed(selection), among: tabs, selection)), location(selection))))
            }
            return [view("TabView", at, members + [v.children(tabs)])]
        case "Tab":
            var members: [(String, JSONValue)] = []
            if let title = v.unlabelled() { members += try v.title(title) }
            for key in ["systemImage", "image"] { if let name = v.argument(key) { members += optional([(key, try v.string(name))]) } }
            if let role = v.argument("role"), case let .member(name, _)? = v.known(role) { members.append(("role", string(name, location(role)))) }
            var tab = view("Tab", at, members + [v.children(try v.content(v.closure()))])
            if let tagValue = v.argument("value") { tab = tagged(tab, try value(tagValue, v.scope)) }
            return [tab]
        default:
            return nil
        }
    }

    /// The position, among `options` (a `ForEach`'s rows and a `Group`'s children each one),
    /// of the first whose tag (`.tag(x)`, a `Tab`'s `value`, a `ForEach` row's item) is `selection`.
    private func selected(_ selection: SwiftValue, among options: [JSONValue], _ node: some SyntaxProtocol) throws -> Int {
        // The options' tags are read before any is matched: reading and matching them in one
        // loop crashed Swift 6.3.1's optimiser in release builds ("Found ownership error",
        // CopyPropagation), as a closure in LayoutStore once did.
        let tags = flattened(options).map(tag(of:))
        for (i, tag) in tags.enumerated() {
            if let tag, try matches(selection, tag) { return i }
        }
        throw unsupported(node, "a selection (\(selection.summary)) that no option's tag gives; tag each option with .tag(value), "
                          + "or give the selection in the scenario's \"arguments\"")
    }

    private func flattened(_ views: [JSONValue]) -> [JSONValue] {
        views.flatMap { view -> [JSONValue] in
            guard let object = view.object, object[Self.tagMark] == nil else { return [view] }
            switch object["type"]?.stringValue {
            case "ForEach": return flattened(object["rows"]?.array ?? [])
            case "Group" where object["modifiers"] == nil: return flattened(object["children"]?.array ?? [])
            default: return [view]
            }
        }
    }

    /// `view` tagged with `value` (`.tag(value)`, a `Tab`'s `value`), for the `Picker` or
    /// `TabView` around it to find its selection by; the mark is dropped when the translation ends.
    func tagged(_ view: JSONValue, _ value: SwiftValue) -> JSONValue {
        tags.append(value)
        return setting(Self.tagMark, number(Double(tags.count - 1), view.location), in: view)
    }

    private func tag(of view: JSONValue) -> SwiftValue? {
        guard let object = view.object, let mark = object[Self.tagMark], let number = mark.doubleValue,
              number >= 0, number < Double(tags.count) else { return nil }
        return tags[Int(number)]
    }

    static let tagMark = "__tag"
}

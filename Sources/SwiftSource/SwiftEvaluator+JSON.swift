internal import SwiftSyntax
import StrictJSON

/// The JSON the translator writes: views and modifiers of the fixture format, each value
/// located at the Swift it came from.
extension SwiftEvaluator {
    func location(_ node: some SyntaxProtocol) -> StrictJSON.SourceLocation {
        let place = node.startLocation(converter: converter)
        return StrictJSON.SourceLocation(line: place.line, column: scalarColumn(line: place.line, byteColumn: place.column))
    }

    /// The column in Unicode scalars, as StrictJSON counts, of a UTF-8 byte column.
    private func scalarColumn(line: Int, byteColumn: Int) -> Int {
        guard line >= 1, line <= lines.count else { return byteColumn }
        let bytes = lines[line - 1].prefix(max(0, byteColumn - 1))
        return bytes.reduce(1) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
    }

    func unsupported(_ node: some SyntaxProtocol, _ message: String) -> SwiftSourceError {
        let place = location(node)
        return SwiftSourceError(line: place.line, column: place.column, message: "unsupported: " + message)
    }

    func failure(_ node: some SyntaxProtocol, _ message: String) -> SwiftSourceError {
        let place = location(node)
        return SwiftSourceError(line: place.line, column: place.column, message: message)
    }

    func string(_ text: String, _ at: StrictJSON.SourceLocation) -> JSONValue {
        JSONValue(.string(text), at: at)
    }

    func bool(_ value: Bool, _ at: StrictJSON.SourceLocation) -> JSONValue {
        JSONValue(.bool(value), at: at)
    }

    func number(_ value: Double, _ at: StrictJSON.SourceLocation) -> JSONValue {
        let literal: String
        if value == value.rounded(), abs(value) < 1e15 {
            literal = String(Int(value))
        } else {
            literal = "\(value)"
        }
        guard let number = JSONNumber(literal: literal) else { return JSONValue(.null, at: at) }
        return JSONValue(.number(number), at: at)
    }

    func object(_ members: [(String, JSONValue)], _ at: StrictJSON.SourceLocation) -> JSONValue {
        JSONValue(.object(JSONObject(members.map { JSONObject.Member(key: $0.0, keyLocation: $0.1.location, value: $0.1) })), at: at)
    }

    func array(_ elements: [JSONValue], _ at: StrictJSON.SourceLocation) -> JSONValue {
        JSONValue(.array(elements), at: at)
    }

    /// A view of the fixture format: `{"type": name, …}`.
    func view(_ type: String, _ at: StrictJSON.SourceLocation, _ members: [(String, JSONValue)] = []) -> JSONValue {
        object([("type", string(type, at))] + members, at)
    }

    /// `view` with one more member (a key it does not have yet) or with it replaced.
    func setting(_ key: String, _ value: JSONValue, in view: JSONValue) -> JSONValue {
        guard let members = view.object?.members else { return view }
        var copy = members.filter { $0.key != key }
        // `type` stays first and `modifiers` last, so messages read in the Swift's order.
        let position = copy.firstIndex { $0.key == "modifiers" } ?? copy.endIndex
        copy.insert(JSONObject.Member(key: key, keyLocation: value.location, value: value), at: position)
        return JSONValue(.object(JSONObject(copy)), at: view.location)
    }

    /// `view` with `modifier` appended to its chain.
    func appending(_ modifier: JSONValue, to view: JSONValue) -> JSONValue {
        guard let members = view.object?.members else { return view }
        var copy = members
        if let i = copy.firstIndex(where: { $0.key == "modifiers" }), let chain = copy[i].value.array {
            copy[i].value = array(chain + [modifier], copy[i].value.location)
        } else {
            copy.append(JSONObject.Member(key: "modifiers", keyLocation: modifier.location, value: array([modifier], modifier.location)))
        }
        return JSONValue(.object(JSONObject(copy)), at: view.location)
    }

    /// `view` with `modifier` first in its chain, the nearest to it.
    func prepending(_ modifier: JSONValue, to view: JSONValue) -> JSONValue {
        guard let members = view.object?.members else { return view }
        var copy = members
        if let i = copy.firstIndex(where: { $0.key == "modifiers" }), let chain = copy[i].value.array {
            copy[i].value = array([modifier] + chain, copy[i].value.location)
            return JSONValue(.object(JSONObject(copy)), at: view.location)
        }
        return appending(modifier, to: view)
    }

    /// Several views as the one view a modifier applies to: a `Group` applies it to each.
    func single(_ views: [JSONValue], _ at: StrictJSON.SourceLocation) -> JSONValue {
        views.count == 1 ? views[0] : view("Group", at, [("children", array(views, at))])
    }

    /// A trailing `.id(…)` names the whole view, as the format's `id` key does: moved there, so
    /// that its frame is named as a JSON fixture names it.
    func liftingTrailingID(_ value: JSONValue) -> JSONValue {
        switch value.kind {
        case let .array(elements):
            return JSONValue(.array(elements.map(liftingTrailingID)), at: value.location)
        case let .object(object):
            var members = object.members.map { member in
                JSONObject.Member(key: member.key, keyLocation: member.keyLocation, value: liftingTrailingID(member.value))
            }
            if object["type"] != nil, object["id"] == nil, let i = members.firstIndex(where: { $0.key == "modifiers" }),
               var chain = members[i].value.array, let last = chain.last, let id = last.object?["id"], last.object?.count == 1 {
                chain.removeLast()
                if chain.isEmpty { members.remove(at: i) } else { members[i].value = array(chain, members[i].value.location) }
                members.append(JSONObject.Member(key: "id", keyLocation: id.location, value: id))
            }
            return JSONValue(.object(JSONObject(members)), at: value.location)
        default:
            return value
        }
    }

    /// One line per view of a translated tree: its type, id and modifiers, and its source line.
    func outline(_ value: JSONValue, depth: Int = 0, into lines: inout [String]) {
        guard let object = value.object else {
            for element in value.array ?? [] { outline(element, depth: depth, into: &lines) }
            return
        }
        guard let type = object["type"]?.stringValue else {
            for member in object.members { outline(member.value, depth: depth, into: &lines) }
            return
        }
        var text = String(repeating: "  ", count: depth) + type
        if let id = object["id"]?.stringValue { text += " #" + id }
        let modifiers = (object["modifiers"]?.array ?? []).compactMap { $0.object?.keys.first }
        if !modifiers.isEmpty { text += " ." + modifiers.joined(separator: " .") }
        lines.append(text + "  " + fileName + ":" + String(value.location.line))
        for member in object.members where member.key != "type" {
            outline(member.value, depth: depth + 1, into: &lines)
        }
    }
}

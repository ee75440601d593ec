import LayoutEngine
import StrictJSON

/// What a `Text` shows: its key or verbatim string, its arguments and its strings table.
extension ViewReader {
    /// What a `Text` (or a run of a concatenation) shows: a `key`, with `args` and `tableName`,
    /// or a `verbatim` string.
    static func textContent(_ object: JSONObjectReader) throws -> TextContent {
        let key = try object.optional("key").map(ForEachItem.string)
        let verbatim = try object.optional("verbatim").map(ForEachItem.string)
        let text: TextContent
        let args = try object.optional("args")?.array(argument)
        if args != nil, key == nil { throw object.error(atKey: "args", "only a Text with \"key\" takes \"args\"") }
        var table: String? = nil
        if let tableReader = object.optional("tableName") {
            guard key != nil else { throw object.error(atKey: "tableName", "only a Text with \"key\" takes \"tableName\"") }
            let name = try tableReader.string()
            guard tableNames.contains(name) else {
                var message = "no strings table \"\(name)\""
                if let guess = EditDistance.closest(to: name, among: tableNames.sorted()) { message += " (did you mean \"\(guess)\"?)" }
                throw tableReader.error(message + (tableNames.isEmpty ? "; the scenario's strings have no tables"
                                                   : "; tables: " + tableNames.sorted().joined(separator: ", ")))
            }
            table = name
        }
        switch (key, verbatim) {
        case let (key?, nil):
            if args?.isEmpty ?? true, table == nil {
                text = .key(key)
            } else {
                text = .formatted(LocalizedText(key: key, arguments: args ?? [], table: table))
            }
        case let (nil, verbatim?): text = .verbatim(verbatim)
        case (nil, nil): throw object.error("a Text needs \"key\" (localized) or \"verbatim\", or \"runs\" to join texts")
        case (_?, _?): throw object.error(atKey: "verbatim", "a Text has either \"key\" or \"verbatim\", not both")
        }
        return text
    }

    /// A text's argument: a number, a string, or `{"value": name}` of the matrix's `values`.
    private static func argument(_ reader: JSONReader) throws -> TextArgument {
        if case .object = reader.value.kind {
            return try reader.object { o in
                let nameReader = try o.require("value")
                let name = try nameReader.string()
                guard valueNames.contains(name) else {
                    var message = "no value \"\(name)\" in the matrix's \"values\""
                    if let guess = EditDistance.closest(to: name, among: valueNames.sorted()) { message += " (did you mean \"\(guess)\"?)" }
                    throw nameReader.error(message + (valueNames.isEmpty ? "; the matrix has no values" : "; values: " + valueNames.sorted().joined(separator: ", ")))
                }
                return .value(name)
            }
        }
        switch try ScenarioLoader.formatValue(reader) {
        case let .integer(n): return .integer(n)
        case let .number(x): return .number(x)
        case let .string(s): return .string(s)
        }
    }
}

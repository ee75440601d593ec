import StrictJSON

/// The row of a `ForEach` whose content is being read: what `{"item": true}` and
/// `{"index": true}` stand for inside it, and the suffix that keeps its `id`s apart.
///
/// The content is read once per row with the row in `current`, a task-local rather than a
/// parameter so that modifiers (whose readers take only their value) can see it too: a
/// background's text can show the item as the row's own text does.
struct ForEachItem: Sendable {
    /// The item: the string at the row's position in `items`, or the position for a `count`.
    var item: String
    var index: Int
    /// The `[i]` of every enclosing row, outermost first, for the ids inside this one.
    var idSuffix: String

    @TaskLocal static var current: ForEachItem?

    /// The row inside `current` (if any) at `index` showing `item`.
    static func row(_ index: Int, item: String) -> ForEachItem {
        ForEachItem(item: item, index: index, idSuffix: (current?.idSuffix ?? "") + "[\(index)]")
    }

    /// A string, or inside a `ForEach` row `{"item": true}` (the item) or `{"index": true}`
    /// (the row's position, from 0).
    static func string(_ reader: JSONReader) throws -> String {
        guard case .object = reader.value.kind else { return try reader.string() }
        return try reader.object { o in
            let item = try o.optional("item")?.bool(), index = try o.optional("index")?.bool()
            guard let row = current else {
                throw o.error("{\"item\": true} and {\"index\": true} stand for a ForEach row's item and position, "
                              + "only inside a ForEach's content")
            }
            switch (item, index) {
            case (true?, nil): return row.item
            case (nil, true?): return String(row.index)
            default: throw o.error("expected {\"item\": true} or {\"index\": true}")
            }
        }
    }

    /// An `id` as written, made unique per row inside a `ForEach` (`"name"` in row 3 is
    /// `"name[3]"`).
    static func id(_ reader: JSONReader) throws -> String {
        try reader.name("an id") + (current?.idSuffix ?? "")
    }
}

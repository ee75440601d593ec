import LayoutEngine
import StrictJSON

/// Reads a concatenated `Text`, `Text("a") + Text("b").bold()`:
///
/// ```json
/// {"type": "Text", "runs": [{"type": "Text", "key": "a"}, {"type": "Text", "key": "b", "modifiers": [{"bold": true}]}]}
/// ```
///
/// Each run is a `Text` as the reader takes one (`key` with `args` and `tableName`, or
/// `verbatim`), or a concatenation itself, flattened; its modifiers are read by
/// ``ModifierReader`` and may only style characters, as in Swift, where only the modifiers
/// that return a `Text` can be joined with `+`.
enum TextRunsReader {
    /// The modifiers that style a run's characters, besides those with no effect on layout.
    static let styleNames = ["font", "fontWeight", "bold", "italic", "fontDesign", "monospacedDigit", "kerning",
                             "tracking", "textCase"]
    /// What a run may name.
    static let allowedNames = styleNames + LayoutNeutralModifier.names
    /// Modifiers of the whole paragraph: they belong on the outer `Text`.
    static let paragraphNames = ["lineLimit", "minimumScaleFactor", "truncationMode", "lineSpacing", "allowsTightening"]
    /// Keys of a `Text` that a run cannot have.
    static let paragraphKeys = ["lineLimit", "multilineTextAlignment", "id", "allow", "children"]

    /// The outer `Text`'s `runs`, flat; the object must not also have `key` or `verbatim`.
    static func concatenation(_ object: JSONObjectReader) throws -> TextContent {
        for key in ["key", "verbatim", "args", "tableName"] where object.contains(key) {
            throw object.error(atKey: key, "a Text has either \"key\" or \"verbatim\", or \"runs\", not both")
        }
        let reader = try object.require("runs")
        let elements = try reader.array()
        if elements.isEmpty {
            throw reader.error("a concatenated Text has at least one run, as in [{\"type\": \"Text\", \"key\": \"a\"}]")
        }
        return .concatenation(try elements.flatMap(run))
    }

    /// One run, or a nested concatenation's runs, each with the nested text's modifiers after
    /// its own (its own win, as the innermost do).
    private static func run(_ reader: JSONReader) throws -> [StyledText] {
        try reader.object { object in
            let typeReader = try object.require("type")
            let type = try typeReader.string()
            guard type == "Text" else {
                throw typeReader.error("a run of a concatenated Text is a Text, as `+` joins only texts; found \"\(type)\"")
            }
            for key in paragraphKeys where object.contains(key) {
                throw object.error(atKey: key, "a run of a concatenated Text has no \"\(key)\": the runs make one "
                                   + "paragraph, so write it on the outer Text")
            }
            let modifiers = try object.optional("modifiers")?.array(modifier) ?? []
            guard object.contains("runs") else {
                return [StyledText(try ViewReader.textContent(object), modifiers: modifiers)]
            }
            guard case let .concatenation(nested) = try concatenation(object) else { return [] }
            return nested.map { StyledText($0.content, modifiers: $0.modifiers + modifiers) }
        }
    }

    /// A run's modifier: a text-styling or layout-neutral one, else an error at its name.
    private static func modifier(_ reader: JSONReader) throws -> Modifier {
        let object = try reader.object()
        if object.keys.count == 1, let name = object.keys.first, !allowedNames.contains(name) {
            var message = paragraphNames.contains(name)
                ? "\"\(name)\" applies to the whole paragraph, not to a run: write it on the outer Text"
                : ModifierReader.names.contains(name)
                    ? "\"\(name)\" does not style text: a run of a concatenated Text takes only text-styling modifiers"
                    : "unknown modifier \"\(name)\" for a run of a concatenated Text"
            if let guess = EditDistance.closest(to: name, among: allowedNames) { message += " (did you mean \"\(guess)\"?)" }
            throw object.error(atKey: name, message + "; a run takes " + styleNames.joined(separator: ", ")
                               + " and the modifiers with no effect on layout")
        }
        return try ModifierReader.modifier(reader)
    }
}

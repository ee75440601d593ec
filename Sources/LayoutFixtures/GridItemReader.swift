import LayoutEngine
import StrictJSON

/// Reads a `GridItem`: `{"fixed": 80}`, `{"flexible": {"minimum": 10, "maximum": 80}}`,
/// `{"adaptive": {"minimum": 100}}`, each with optional `spacing` and `alignment`.
enum GridItemReader {
    static func item(_ reader: JSONReader) throws -> GridItem {
        try reader.object { object in
            let sizes = ["fixed", "flexible", "adaptive"].filter(object.contains)
            guard sizes.count == 1, let kind = sizes.first else {
                throw object.error("a grid item has exactly one of \"fixed\", \"flexible\", \"adaptive\"; found "
                                   + (sizes.isEmpty ? "none" : sizes.map { "\"\($0)\"" }.joined(separator: ", ")))
            }
            let size: GridItem.Size
            switch kind {
            case "fixed":
                size = .fixed(try object.require("fixed").length(atLeast: 0))
            case "flexible":
                let (minimum, maximum) = try bounds(object.require("flexible"), defaultMinimum: 10)
                size = .flexible(minimum: minimum, maximum: maximum)
            default:
                let (minimum, maximum) = try bounds(object.require("adaptive"), defaultMinimum: nil)
                size = .adaptive(minimum: minimum, maximum: maximum)
            }
            return GridItem(size, spacing: try ViewReader.spacing(object, "spacing"),
                            alignment: try object.optional("alignment").map(ViewReader.alignment))
        }
    }

    private static func bounds(_ reader: JSONReader, defaultMinimum: Double?) throws -> (Double, Double) {
        try reader.object { object in
            let minimumReader = defaultMinimum == nil ? try object.require("minimum") : object.optional("minimum")
            let minimum = try minimumReader.map { try ModifierReader.number($0) } ?? defaultMinimum ?? 0
            let maximumReader = object.optional("maximum")
            let maximum = try maximumReader.map { try ModifierReader.number($0) } ?? .infinity
            guard minimum > maximum, let maximumReader else { return (minimum, maximum) }
            // The numbers as written, not as `Double` prints them (`100.0`).
            let minimumText = minimumReader.map { "minimum " + literal($0) } ?? "the default minimum \(Int(minimum))"
            throw object.error("\(minimumText) is larger than maximum \(literal(maximumReader))")
        }
    }

    private static func literal(_ reader: JSONReader) -> String {
        if case .number(let number) = reader.value.kind { return number.literal }
        return (try? reader.string()) ?? ""
    }
}

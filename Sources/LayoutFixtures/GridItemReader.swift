import LayoutEngine
import StrictJSON

/// Reads a `GridItem`: `{"fixed": 80}`, `{"flexible": {"minimum": 10, "maximum": 80}}`,
/// `{"adaptive": {"minimum": 100}}`, each with optional `spacing` and `alignment`.
enum GridItemReader {
    static func item(_ reader: JSONReader) throws -> GridItem {
        try reader.object { object in
            let sizes = ["fixed", "flexible", "adaptive"].filter(object.contains)
            guard sizes.count == 1, let kind = sizes.first else {
                throw object.error("a grid item has exactly one of \"fixed\", \"flexible\", \"adaptive\"")
            }
            let size: GridItem.Size
            switch kind {
            case "fixed":
                size = .fixed(try object.require("fixed").double(in: 0...Double.greatestFiniteMagnitude))
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
            let maximum = try object.optional("maximum").map { try ModifierReader.number($0) } ?? .infinity
            guard minimum <= maximum else {
                throw object.error("minimum \(minimum) is larger than maximum \(maximum)")
            }
            return (minimum, maximum)
        }
    }
}

import LayoutEngine
import StrictJSON

/// The canonical text form of a scenario's baselines: what `layoutreg record` writes next
/// to the fixtures so that approving new frames shows up in a pull request as a readable
/// diff, one line per frame.
///
/// ```
/// # layoutreg baselines: seeds/login-buttons
/// # recorded 2026-11-29T21:00:00Z by ci, commit 1a2b3c4, engine 0.1.0
///
/// == iPhone16/en/large/base
/// VStack	24.0	316.333	345.0	72.333
/// VStack/Group/Button[0]/Text	120.833	316.333	151.333	20.333	lines=1
/// #login	24.0	300.333	345.0	72.333
/// ```
///
/// Fields are separated by tabs; numbers have at most three decimals; cases are sorted
/// by key. Lines starting with `#` followed by a space are comments.
public enum BaselineText {
    public static let fileExtension = "baseline"

    /// One scenario's text: a comment header, then each case's frames.
    public static func format(scenario: String, header: [String], cases: [(key: String, frames: [BaselineFrame])]) -> String {
        var out = "# layoutreg baselines: \(scenario)\n"
        for line in header { out += "# \(line)\n" }
        for (key, frames) in cases.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            out += "\n== \(key)\n"
            for frame in frames { out += line(frame) + "\n" }
        }
        return out
    }

    static func line(_ frame: BaselineFrame) -> String {
        var fields = [frame.name.replacingTabs, number(frame.rect.x), number(frame.rect.y),
                      number(frame.rect.width), number(frame.rect.height)]
        if let lines = frame.lines { fields.append("lines=\(lines)") }
        if frame.isTruncated == true { fields.append("truncated") }
        return fields.joined(separator: "\t")
    }

    static func number(_ value: Double) -> String {
        value.isFinite ? DecimalFormat.format(value) : (value > 0 ? "inf" : value < 0 ? "-inf" : "nan")
    }

    /// An error in a baseline file, with its line.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// The cases of a baseline file, by key, and its header comment lines.
    public static func parse(_ text: String) throws(ParseError) -> (header: [String], cases: [String: [BaselineFrame]]) {
        var header: [String] = []
        var cases: [String: [BaselineFrame]] = [:]
        var current: String?
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.isEmpty { continue }
            if line.hasPrefix("# ") || line == "#" {
                if current == nil { header.append(String(line.dropFirst(2))) }
                continue
            }
            if line.hasPrefix("== ") {
                let key = String(line.dropFirst(3))
                guard cases[key] == nil else { throw ParseError(line: number, message: "case \(key) appears twice") }
                cases[key] = []
                current = key
                continue
            }
            guard let key = current else {
                throw ParseError(line: number, message: "a frame before the first '== case' line")
            }
            cases[key, default: []].append(try frame(line, number))
        }
        return (header, cases)
    }

    private static func frame(_ line: Substring, _ number: Int) throws(ParseError) -> BaselineFrame {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count >= 5 else {
            throw ParseError(line: number, message: "expected a name and four numbers separated by tabs")
        }
        var values: [Double] = []
        for field in fields[1...4] {
            guard let value = parseNumber(field) else {
                throw ParseError(line: number, message: "\"\(field)\" is not a number")
            }
            values.append(value)
        }
        var frame = BaselineFrame(name: String(fields[0]), rect: Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        for extra in fields.dropFirst(5) {
            if extra == "truncated" {
                frame.isTruncated = true
            } else if extra.hasPrefix("lines="), let n = Int(extra.dropFirst(6)) {
                frame.lines = n
                if frame.isTruncated == nil { frame.isTruncated = false }
            } else {
                throw ParseError(line: number, message: "unknown field \"\(extra)\"")
            }
        }
        return frame
    }

    private static func parseNumber(_ field: Substring) -> Double? {
        switch field {
        case "inf": .infinity
        case "-inf": -.infinity
        case "nan": .nan
        default: Double(field)
        }
    }
}

private extension String {
    var replacingTabs: String { contains("\t") ? split(separator: "\t", omittingEmptySubsequences: false).joined(separator: " ") : self }
}

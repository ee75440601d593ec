/// Writes ``JSONOutput`` as deterministic JSON text.
///
/// The same value always gives the same bytes on every platform: members stay in the
/// order given, doubles go through ``DecimalFormat``, strings escape only what JSON
/// requires (`"`, `\` and control characters, with `\n`-style short forms), and lines
/// end with `"\n"`. The text has no trailing newline.
///
/// ```swift
/// let output: JSONOutput = ["a": 1, "b": [true, .null]]
/// JSONWriter().string(output)                  // {"a":1,"b":[true,null]}
/// JSONWriter(style: .pretty).string(output)
/// // {
/// //   "a": 1,
/// //   "b": [
/// //     true,
/// //     null
/// //   ]
/// // }
/// ```
public struct JSONWriter: Sendable, Hashable {
    /// Compact text has no whitespace; pretty text puts each element and member on its
    /// own line, indented, with `": "` after keys. Empty arrays and objects are `[]` and `{}`.
    public enum Style: Sendable, Hashable {
        case compact
        case pretty
    }

    /// Compact or pretty.
    public var style: Style
    /// Spaces per level in pretty text.
    public var indentWidth: Int
    /// How ``JSONOutput/number(_:)`` values are printed.
    public var numberFormat: DecimalFormat

    /// Creates a writer; by default compact, with numbers rounded to three decimals.
    public init(style: Style = .compact, indentWidth: Int = 2, numberFormat: DecimalFormat = DecimalFormat()) {
        self.style = style
        self.indentWidth = indentWidth
        self.numberFormat = numberFormat
    }

    /// The JSON text for `value`.
    public func string(_ value: JSONOutput) -> String {
        String(decoding: utf8(value), as: UTF8.self)
    }

    /// The JSON text for `value` as UTF-8 bytes, ready to write to a file.
    public func utf8(_ value: JSONOutput) -> [UInt8] {
        var bytes: [UInt8] = []
        write(value, depth: 0, to: &bytes)
        return bytes
    }

    private func write(_ value: JSONOutput, depth: Int, to bytes: inout [UInt8]) {
        switch value {
        case .null:
            bytes.append(contentsOf: "null".utf8)
        case .bool(let bool):
            bytes.append(contentsOf: (bool ? "true" : "false").utf8)
        case .integer(let integer):
            bytes.append(contentsOf: String(integer).utf8)
        case .number(let number):
            bytes.append(contentsOf: numberFormat.format(number).utf8)
        case .numberLiteral(let number):
            bytes.append(contentsOf: number.literal.utf8)
        case .string(let string):
            JSONQuoting.appendQuoted(string, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 {
                    bytes.append(UInt8(ascii: ","))
                }
                newline(depth: depth + 1, to: &bytes)
                write(element, depth: depth + 1, to: &bytes)
            }
            if !elements.isEmpty {
                newline(depth: depth, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            assert(Set(members.map(\.key)).count == members.count, "JSONWriter: duplicate keys in an object")
            bytes.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                if position > 0 {
                    bytes.append(UInt8(ascii: ","))
                }
                newline(depth: depth + 1, to: &bytes)
                JSONQuoting.appendQuoted(member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                if style == .pretty {
                    bytes.append(UInt8(ascii: " "))
                }
                write(member.value, depth: depth + 1, to: &bytes)
            }
            if !members.isEmpty {
                newline(depth: depth, to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private func newline(depth: Int, to bytes: inout [UInt8]) {
        guard style == .pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * indentWidth))
    }
}

import Foundation
import LayoutFixtures
import Testing
import TestSupport

/// Every number a fixture holds is finite and bounded (docs/limits.md): whichever number of
/// whichever shipped scenario is replaced by a huge one, loading fails at that number's line
/// and column, never giving a layout of `inf`.
@Suite("Number limits")
struct NumberLimitTests {
    /// The shipped scenarios, beside this package's tests.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// The seeds whose numbers are all lengths and the like; a scenario with text arguments or
    /// matrix values holds data numbers too, bounded apart (`hugeDataValuesAreLocated`).
    static let seeds: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures + "/seeds")) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted().map { fixtures + "/seeds/" + $0 }
        .filter { !((try? String(contentsOfFile: $0, encoding: .utf8))?.contains("\"values\"") ?? false) }

    @Test func thereAreSeedsWithNumbers() throws {
        #expect(Self.seeds.count >= 10)
        let literals = try Self.seeds.reduce(0) { $0 + NumberLiterals.find(in: try String(contentsOfFile: $1, encoding: .utf8)).count }
        #expect(literals >= 40)
    }

    @Test(arguments: ["1e308", "-1e308", "1e16", "10000001", "-10000000.5"])
    func everyNumberOfEverySeedIsBounded(_ replacement: String) throws {
        var checked = 0
        for file in Self.seeds {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for literal in NumberLiterals.find(in: text) {
                var bytes = Array(text.utf8)
                bytes.replaceSubrange(literal.range, with: Array(replacement.utf8))
                let changed = String(decoding: bytes, as: UTF8.self)
                let message = loadError { () throws(FixtureError) in
                    try ScenarioLoader.load(text: changed, file: file, root: Self.fixtures)
                }
                #expect(message?.hasPrefix("\(file):\(literal.line):\(literal.column): ") == true,
                        "\(replacement) at \(file):\(literal.line):\(literal.column) gave \(message ?? "no error")")
                checked += 1
            }
        }
        #expect(checked >= 40)
    }

    @Test(arguments: [
        (#"{"padding": 1e308}"#, "view.modifiers[0].padding: expected a length in points from -10000000 to 10000000, found 1e308 (see docs/limits.md)"),
        (#"{"padding": {"length": -1e16}}"#, "view.modifiers[0].padding.length: expected a length in points from -10000000 to 10000000, found -1e16 (see docs/limits.md)"),
        (#"{"frame": {"width": 1e308}}"#, "view.modifiers[0].frame.width: expected a length in points from -10000000 to 10000000, found 1e308 (see docs/limits.md)"),
        (#"{"offset": {"x": 2e7}}"#, "view.modifiers[0].offset.x: expected a length in points from -10000000 to 10000000, found 2e7 (see docs/limits.md)"),
        (#"{"layoutPriority": 1e300}"#, "view.modifiers[0].layoutPriority: expected a priority from -10000000 to 10000000, found 1e300 (see docs/limits.md)"),
        (#"{"weighted": -1}"#, "view.modifiers[0].weighted: expected a length in points from 0 to 10000000, found -1 (see docs/limits.md)"),
        (#"{"alignmentGuide": {"guide": "leading", "value": 1e10}}"#, "view.modifiers[0].alignmentGuide.value: expected a length in points from -10000000 to 10000000, found 1e10 (see docs/limits.md)"),
    ])
    func hugeModifierValuesAreLocated(modifier: String, message: String) {
        let text = #"{"scenario": "big", "view": {"type": "Color", "modifiers": [\#(modifier)]}}"#
        let error = loadError { () throws(FixtureError) in try ScenarioLoader.load(text: text, file: "big.json") }
        #expect(error?.hasSuffix(": " + message) == true, "\(error ?? "no error")")
        #expect(error?.hasPrefix("big.json:1:") == true)
    }

    /// Text arguments and matrix values are data: any integer, or a number up to 1e15.
    @Test(arguments: [
        (#""args": [1e308]"#, #""values": {"n": [1]}"#, true), (#""args": [-1e16]"#, #""values": {"n": [1]}"#, true),
        (#""args": [{"value": "n"}]"#, #""values": {"n": [2.5e20]}"#, true),
        (#""args": [10000001]"#, #""values": {"n": [1]}"#, false), (#""args": [{"value": "n"}]"#, #""values": {"n": [-10000000.5]}"#, false),
    ])
    func hugeDataValuesAreLocated(args: String, values: String, rejected: Bool) {
        let text = #"{"scenario": "data", "matrix": {\#(values)}, "view": {"type": "Text", "key": "%lld", \#(args)}}"#
        let error = loadError { () throws(FixtureError) in try ScenarioLoader.load(text: text, file: "data.json") }
        if rejected {
            #expect(error?.contains("at most 1e15 in magnitude") == true, "\(error ?? "no error")")
            #expect(error?.hasPrefix("data.json:1:") == true)
        } else {
            #expect(error == nil, "\(error ?? "")")
        }
    }

    /// A number JSON cannot hold in a Double is a syntax error at its place.
    @Test func numbersBeyondDoubleAreSyntaxErrors() {
        let text = "{\"scenario\": \"big\",\n \"view\": {\"type\": \"Color\", \"modifiers\": [{\"padding\": 1e400}]}}"
        let error = loadError { () throws(FixtureError) in try ScenarioLoader.load(text: text, file: "big.json") }
        #expect(error == "big.json:2:54: view.modifiers[0].padding: number '1e400' is too large for a 64-bit floating-point value")
    }

    @Test func invalidUTF8IsLocated() throws {
        try withTemporaryDirectory { directory in
            var bytes = Array("{\"scenario\": \"x\",\n  \"view\": {\"type\": \"Text\", \"verbatim\": \"é".utf8)
            bytes += [0xC3, 0x28] + Array("\"}}".utf8)
            let file = try directory.write("bad.json", bytes: bytes)
            let error = loadError { () throws(FixtureError) in try ScenarioLoader.load(file: file) }
            #expect(error == "\(file):2:42: invalid UTF-8 (byte 0xC3); save the file as UTF-8 (or UTF-16 with a byte-order mark)")
        }
    }
}

/// The number literals of a JSON text, outside strings, with their byte ranges and where
/// they start (1-based line and column in Unicode scalars).
enum NumberLiterals {
    struct Literal {
        var range: Range<Int>
        var line: Int
        var column: Int
    }

    static func find(in text: String) -> [Literal] {
        let bytes = Array(text.utf8)
        var found: [Literal] = []
        var i = 0, line = 1, column = 1
        var inString = false
        func isNumberByte(_ b: UInt8) -> Bool {
            (b >= 48 && b <= 57) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
                || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
        }
        while i < bytes.count {
            let b = bytes[i]
            if inString {
                if b == UInt8(ascii: "\\") {
                    i += 2
                    column += 2
                    continue
                }
                if b == UInt8(ascii: "\"") { inString = false }
            } else if b == UInt8(ascii: "\"") {
                inString = true
            } else if (b >= 48 && b <= 57) || b == UInt8(ascii: "-") {
                var end = i
                while end < bytes.count && isNumberByte(bytes[end]) { end += 1 }
                found.append(Literal(range: i..<end, line: line, column: column))
                column += end - i
                i = end
                continue
            }
            if b == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return found
    }
}

import Testing
import StrictJSON

@Suite("Writing JSON")
struct JSONWriterTests {
    static let sample: JSONOutput = [
        "name": "login",
        "size": ["width": 390.0, "height": 120.833333],
        "count": 3,
        "exact": .numberLiteral(JSONNumber(literal: "1e-7")!),
        "tags": [],
        "extra": [:],
        "flags": [true, false, .null],
    ]

    @Test func compact() {
        #expect(JSONWriter().string(Self.sample)
            == #"{"name":"login","size":{"width":390.0,"height":120.833},"count":3,"exact":1e-7,"tags":[],"extra":{},"flags":[true,false,null]}"#)
    }

    @Test func pretty() {
        let expected = """
            {
              "name": "login",
              "size": {
                "width": 390.0,
                "height": 120.833
              },
              "count": 3,
              "exact": 1e-7,
              "tags": [],
              "extra": {},
              "flags": [
                true,
                false,
                null
              ]
            }
            """
        #expect(JSONWriter(style: .pretty).string(Self.sample) == expected)
        #expect(JSONWriter(style: .pretty, indentWidth: 4).string([1]) == "[\n    1\n]")
    }

    @Test func numberFormatIsConfigurable() {
        let writer = JSONWriter(numberFormat: DecimalFormat(fractionDigits: 1))
        #expect(writer.string([0.25, -0.04, .number(2.0 / 3.0), 1e20]) == "[0.3,0.0,0.7,100000000000000000000.0]")
        #expect(JSONWriter().string([.integer(-0), .integer(Int.min), .number(-0.0)]) == "[0,-9223372036854775808,0.0]")
    }

    /// What JSON requires, and the characters a terminal would obey rather than show.
    @Test func stringsEscapeWhatJSONRequiresAndInvisibleControls() {
        let text = "quote \" backslash \\ slash / newline \n return \r tab \t bell \u{7} bs \u{8} ff \u{C} us \u{1F} del \u{7F} é 😀 \u{2028}"
            + " csi \u{9B} nel \u{85} rlo \u{202E} fsi \u{2068} nonchar \u{FFFF} … ° «»"
        let expected = #""quote \" backslash \\ slash / newline \n return \r tab \t bell \u0007 bs \b ff \f us \u001f del "#
            + #"\u007f é 😀 \u2028 csi \u009b nel \u0085 rlo \u202e fsi \u2068 nonchar \uffff … ° «»""#
        #expect(JSONWriter().string(.string(text)) == expected)
        #expect(JSONWriter().string(["k\"ey": "v"]) == #"{"k\"ey":"v"}"#)
    }

    @Test func everyControlCharacterRoundTrips() throws {
        let text = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init))) + "\u{0}end"
        let written = JSONWriter().string(.string(text))
        #expect(try JSONParser.parse(written).stringValue == text)
    }

    static let documents: [String] = [
        "null",
        "[]",
        "{}",
        #"{"a":[1,-2.5e-3,0,-0,1E+2,{"b":null}],"c":"é\n😀\u0000","d":true}"#,
        #"[[[[[]]]],{"":{"":""}}]"#,
        #"{"view":{"kind":"stack","children":[{"kind":"text","text":"Hello, \"world\""}]}}"#,
        #"[123456789012345678901234567890,3.141592653589793238462643,1e-400]"#,
    ]

    @Test(arguments: documents)
    func roundTrips(text: String) throws {
        let parsed = try JSONParser.parse(text)
        let output = JSONOutput(parsed)
        for style in [JSONWriter.Style.compact, .pretty] {
            let written = JSONWriter(style: style).string(output)
            let reparsed = try JSONParser.parse(written)
            #expect(JSONOutput(reparsed) == output)
        }
        // The compact form of compact input is the same text, except for escapes written
        // in the short or raw form the writer prefers.
        let compact = JSONWriter().string(output)
        #expect(try JSONParser.parse(compact).description == compact)
    }

    @Test func compactInputIsReproducedExactly() throws {
        let text = #"{"a":[1,-2.5e-3,{"b":null}],"c":"x","d":true,"e":1E+2}"#
        #expect(JSONWriter().string(JSONOutput(try JSONParser.parse(text))) == text)
    }

    @Test func utf8MatchesString() {
        #expect(JSONWriter().utf8(Self.sample) == Array(JSONWriter().string(Self.sample).utf8))
    }
}

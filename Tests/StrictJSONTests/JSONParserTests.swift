import Testing
import StrictJSON

@Suite("Parsing valid JSON")
struct JSONParserTests {
    @Test func parsesEveryKind() throws {
        let value = try JSONParser.parse(#" {"n": null, "t": true, "f": false, "x": -1.5e2, "s": "hi", "a": [1, []], "o": {}} "#)
        let object = try #require(value.object)
        #expect(object.keys == ["n", "t", "f", "x", "s", "a", "o"])
        #expect(object["n"]?.isNull == true)
        #expect(object["t"]?.boolValue == true)
        #expect(object["f"]?.boolValue == false)
        #expect(object["x"]?.doubleValue == -150)
        #expect(object["x"]?.numberValue?.literal == "-1.5e2")
        #expect(object["s"]?.stringValue == "hi")
        #expect(object["a"]?.array?.count == 2)
        #expect(object["o"]?.object?.isEmpty == true)
        #expect(object["missing"] == nil)
        #expect(value.description == #"{"n":null,"t":true,"f":false,"x":-1.5e2,"s":"hi","a":[1,[]],"o":{}}"#)
    }

    @Test func scalarsAtTheTopLevel() throws {
        #expect(try JSONParser.parse("null").isNull)
        #expect(try JSONParser.parse(" true ").boolValue == true)
        #expect(try JSONParser.parse("\"x\"").stringValue == "x")
        #expect(try JSONParser.parse("\n\t42\r\n").intValue == 42)
    }

    @Test func valuesAndKeysKeepTheirLocations() throws {
        let text = """
            {
              "view": {
                "children": [
                  1,   "two",
                  {"é😀": true}
                ]
              }
            }
            """
        let root = try JSONParser.parse(text)
        #expect(root.location == SourceLocation(line: 1, column: 1))
        let view = try #require(root.object?.member("view"))
        #expect(view.keyLocation == SourceLocation(line: 2, column: 3))
        #expect(view.value.location == SourceLocation(line: 2, column: 11))
        let children = try #require(view.value.object?["children"]?.array)
        #expect(children.map(\.location) == [
            SourceLocation(line: 4, column: 7),
            SourceLocation(line: 4, column: 12),
            SourceLocation(line: 5, column: 7),
        ])
        let member = try #require(children[2].object?.members.first)
        #expect(member.keyLocation == SourceLocation(line: 5, column: 8))
        #expect(member.value.location == SourceLocation(line: 5, column: 14))
    }

    @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
        let value = try JSONParser.parse("\u{FEFF}{\"a\": 1}")
        #expect(value.location == SourceLocation(line: 1, column: 1))
        #expect(value.object?.member("a")?.keyLocation == SourceLocation(line: 1, column: 2))
        let fromBytes = try JSONParser.parse(utf8: [0xEF, 0xBB, 0xBF] + Array("[true]".utf8))
        #expect(fromBytes.array?.first?.location == SourceLocation(line: 1, column: 2))
    }

    static let escapes: [(json: String, expected: String)] = [
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        (#""\u0041\u00e9\u4E2D""#, "Aé中"),
        (#""\u0000""#, "\u{0}"),
        (#""\uD83D\uDE00""#, "😀"),
        (#""a\uD834\uDD1Eb""#, "a𝄞b"),
        (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
        (#""plain é 😀 text""#, "plain é 😀 text"),
        (#""é\n😀""#, "é\n😀"),
        ("\"\u{7F}\u{2028}\"", "\u{7F}\u{2028}"),
    ]

    @Test(arguments: escapes)
    func stringEscapesAndSurrogatePairs(json: String, expected: String) throws {
        #expect(try JSONParser.parse(json).stringValue == expected)
        #expect(try JSONParser.parse(utf8: Array(json.utf8)).stringValue == expected)
    }

    /// Literals across the fast path (19 digits, exponent within 22) and the slow path.
    static let numbers: [String] = [
        "0", "-0", "-0.0", "1", "-1", "0.1", "0.30000000000000004", "120.833", "1e22", "1e23", "1E-5",
        "123.456e-7", "9007199254740992", "9007199254740993", "18446744073709551615",
        "123456789012345678901234567890", "0.000000000000000000000000001", "2.2250738585072014e-308",
        "4.9e-324", "1e-400", "1.7976931348623157e308", "3.141592653589793238462643383279",
        "1e-22", "12345678901234567e-5", "0.0000000000000000000000", "100000000000000000000000e-23",
    ]

    @Test(arguments: numbers)
    func numbersAreCorrectlyRounded(literal: String) throws {
        let number = try #require(try JSONParser.parse(literal).numberValue)
        let expected = try #require(Double(literal))
        #expect(number.value.bitPattern == expected.bitPattern)
        #expect(number.literal == literal)
    }

    @Test func randomDoublesRoundTripThroughTheirShortestText() throws {
        // A fixed linear congruential generator: the same values on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Double(bitPattern: state)
            guard value.isFinite else { continue }
            let text = "\(value)"  // Swift's shortest round-trip form, valid JSON for finite values
            let parsed = try JSONParser.parse(text)
            #expect(parsed.doubleValue?.bitPattern == value.bitPattern, "\(text)")
        }
    }

    static let integers: [(literal: String, isIntegerLiteral: Bool, int: Int?)] = [
        ("3", true, 3),
        ("-42", true, -42),
        ("3.0", false, 3),
        ("3e2", false, 300),
        ("3.5", false, nil),
        ("1e30", false, nil),
        ("9007199254740993", true, 9_007_199_254_740_993),
        ("9223372036854775807", true, Int.max),
        ("9223372036854775808", true, nil),
        ("-9223372036854775808", true, Int.min),
        ("-0", true, 0),
    ]

    @Test(arguments: integers)
    func integerChecks(literal: String, isIntegerLiteral: Bool, int: Int?) throws {
        let number = try #require(JSONNumber(literal: literal))
        #expect(number.isIntegerLiteral == isIntegerLiteral)
        #expect(number.intValue == int)
    }

    @Test func numberLiteralValidation() {
        #expect(JSONNumber(literal: "1.5")?.value == 1.5)
        #expect(JSONNumber(literal: " 1") == nil)
        #expect(JSONNumber(literal: "01") == nil)
        #expect(JSONNumber(literal: "1e400") == nil)
        #expect(JSONNumber(literal: "\"1\"") == nil)
    }

    @Test func largeObjectsLookUpEveryKeyAndRejectLateDuplicates() throws {
        let keys = (0..<100).map { "key\($0)" }
        let body = keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ")
        let object = try #require(try JSONParser.parse("{\(body)}").object)
        #expect(object.keys == keys)
        for (position, key) in keys.enumerated() {
            #expect(object[key]?.intValue == position)
        }
        #expect(object["key100"] == nil)
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse("{\(body), \"key3\": 0}")
        }
        #expect(error?.message.hasPrefix(#"duplicate key "key3" (first at line 1, column "#) == true)
    }

    @Test func largeDocumentParses() throws {
        // About 1 MB; the release-mode timing is checked by hand (see the report), this
        // checks that nothing is quadratic on one long line.
        let element = #"{"kind": "text", "frame": [12.5, -3, 1e2, 0.333], "label": "h\u00e9llo 😀", "on": true}"#
        let text = "[" + Array(repeating: element, count: 12_000).joined(separator: ",") + "]"
        #expect(text.utf8.count > 1_000_000)
        let array = try #require(try JSONParser.parse(text).array)
        #expect(array.count == 12_000)
        #expect(array.last?.location.column == text.unicodeScalars.count - element.unicodeScalars.count)
    }
}

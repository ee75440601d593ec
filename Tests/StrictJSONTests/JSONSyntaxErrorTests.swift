import Testing
import StrictJSON

@Suite("Syntax errors")
struct JSONSyntaxErrorTests {
    static let cases: [Malformed] = [
        // Structure
        Malformed("", 1, 1, "expected a JSON value, found end of input"),
        Malformed("  \n   ", 2, 4, "expected a JSON value, found end of input"),
        Malformed("[1,]", 1, 4, "expected a JSON value after ',', found ']' (trailing commas are not allowed)"),
        Malformed(#"{"a":1,}"#, 1, 8, "expected a string key after ',', found '}' (trailing commas are not allowed)"),
        Malformed(#"{"a":1]"#, 1, 7, "expected ',' or '}' after an object member, found ']'"),
        Malformed("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
        Malformed(#"{"a" 1}"#, 1, 6, path: "a", #"expected ':' after the key "a", found '1'"#),
        Malformed("{a:1}", 1, 2, "expected a string key or '}' after '{', found 'a'"),
        Malformed("{'a':1}", 1, 2, "expected a string key or '}' after '{', found a single quote (JSON strings use double quotes)"),
        Malformed(#"{"a":1,,"b":2}"#, 1, 8, "expected a string key after ',', found ','"),
        Malformed("[1,,2]", 1, 4, path: "[1]", "expected a JSON value, found ','"),
        Malformed("{} {}", 1, 4, "expected end of input after the JSON value, found '{'"),
        Malformed("[[[", 1, 4, path: "[0][0][0]", "expected a JSON value, found end of input"),
        Malformed(#"{"a": [1, 2"#, 1, 12, path: "a", "expected ',' or ']' after an array element, found end of input"),
        Malformed(#"{"a": 1"#, 1, 8, "expected ',' or '}' after an object member, found end of input"),
        Malformed("{\n  \"a\": [\n    1\n  }\n}", 4, 3, path: "a", "expected ',' or ']' after an array element, found '}'"),
        Malformed(#"{"view": {"children": [1, {"x": ]}}}"#, 1, 33, path: "view.children[1].x", "expected a JSON value, found ']'"),
        Malformed("{\r\n\"a\" 1}", 2, 5, path: "a", #"expected ':' after the key "a", found '1'"#),
        // Comments and non-JSON literals
        Malformed("// note\n{}", 1, 1, "expected a JSON value, found a comment (comments are not allowed in JSON)"),
        Malformed("[1, /* x */ 2]", 1, 5, path: "[1]", "expected a JSON value, found a comment (comments are not allowed in JSON)"),
        Malformed("NaN", 1, 1, "expected a JSON value, found 'NaN' (JSON has no NaN or Infinity)"),
        Malformed("True", 1, 1, "expected a JSON value, found 'True' (JSON's literals are true, false and null)"),
        Malformed("tru", 1, 1, "expected a JSON value, found 'tru'"),
        Malformed("[nullx]", 1, 2, path: "[0]", "expected a JSON value, found 'nullx'"),
        Malformed("{\"a\": undefined}", 1, 7, path: "a", "expected a JSON value, found 'undefined' (use null)"),
        // Numbers
        Malformed("[-Infinity]", 1, 3, path: "[0]", "invalid number: expected a digit after '-', found 'Infinity' (JSON has no NaN or Infinity)"),
        Malformed("01", 1, 1, "invalid number '01': leading zeros are not allowed"),
        Malformed("[-012]", 1, 2, path: "[0]", "invalid number '-012': leading zeros are not allowed"),
        Malformed("1.", 1, 3, "invalid number '1.': expected a digit after '.', found end of input"),
        Malformed("1.e5", 1, 3, "invalid number '1.': expected a digit after '.', found 'e5'"),
        Malformed("1e+", 1, 4, "invalid number '1e+': expected a digit in the exponent, found end of input"),
        Malformed(".5", 1, 1, "expected a JSON value, found '.' (JSON numbers need a digit before '.')"),
        Malformed("+1", 1, 1, "expected a JSON value, found '+' (JSON numbers have no leading '+')"),
        Malformed("0x1F", 1, 2, "expected end of input after the JSON value, found 'x1F'"),
        Malformed("[1e400]", 1, 2, path: "[0]", "number '1e400' is too large for a 64-bit floating-point value"),
        Malformed("-1e309", 1, 1, "number '-1e309' is too large for a 64-bit floating-point value"),
        // Strings
        Malformed(#""abc"#, 1, 1, #"unterminated string: no closing '"' before the end of input"#),
        Malformed(#"["abc\"#, 1, 2, path: "[0]", #"unterminated string: no closing '"' before the end of input"#),
        Malformed("{\"a\": \"x\ny\"}", 1, 9, path: "a", #"unescaped line break in string: a string cannot span lines (write \n, or close the string with '"')"#),
        Malformed("\"a\tb\"", 1, 3, #"unescaped tab (U+0009) in string (write \t)"#),
        Malformed("\"\u{1}\"", 1, 2, "unescaped control character U+0001 in string"),
        Malformed(#""\x""#, 1, 2, #"invalid escape sequence '\x' in string (valid: \" \\ \/ \b \f \n \r \t \uXXXX)"#),
        Malformed(#""\'""#, 1, 2, #"invalid escape sequence '\'' in string (valid: \" \\ \/ \b \f \n \r \t \uXXXX)"#),
        Malformed(#""\u12G4""#, 1, 2, #"invalid \u escape in string: expected four hexadecimal digits after '\u'"#),
        Malformed(#""\u12""#, 1, 2, #"invalid \u escape in string: expected four hexadecimal digits after '\u'"#),
        Malformed(#"["ok", "\uD83D"]"#, 1, 9, path: "[1]", #"unpaired high surrogate '\uD83D' in string: it must be followed by a low surrogate escape '\uDC00' to '\uDFFF'"#),
        Malformed(#""\uD83D\u0041""#, 1, 2, #"unpaired high surrogate '\uD83D' in string: it must be followed by a low surrogate escape '\uDC00' to '\uDFFF'"#),
        Malformed(#""x\ude00""#, 1, 3, #"unpaired low surrogate '\ude00' in string: it must follow a high surrogate escape '\uD800' to '\uDBFF'"#),
        // Keys
        Malformed(#"{"a":1,"a":2}"#, 1, 8, path: "a", #"duplicate key "a" (first at line 1, column 2)"#),
        Malformed("{\n  \"w\": 1,\n  \"h\": 2,\n  \"w\": 3\n}", 4, 3, path: "w", #"duplicate key "w" (first at line 2, column 3)"#),
        Malformed(#"{"a":{"b":1,"b":2}}"#, 1, 13, path: "a.b", #"duplicate key "b" (first at line 1, column 7)"#),
        // Unicode: columns count scalars
        Malformed("[\"é😀\", x]", 1, 8, path: "[1]", "expected a JSON value, found 'x'"),
        Malformed("[1,\u{A0}2]", 1, 4, path: "[1]", "expected a JSON value, found '\u{A0}' (U+00A0)"),
        Malformed("[\u{FEFF}1]", 1, 2, path: "[0]", "expected a JSON value, found a byte order mark (U+FEFF)"),
        Malformed("\u{FEFF}[1,]", 1, 4, "expected a JSON value after ',', found ']' (trailing commas are not allowed)"),
    ]

    @Test(arguments: cases)
    func malformedInputIsRejected(_ malformed: Malformed) {
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(malformed.input)
        }
        #expect(error?.message == malformed.message)
        #expect(error?.location == SourceLocation(line: malformed.line, column: malformed.column))
        #expect(error?.path.description == malformed.path)
    }

    @Test func malformedBytesGiveTheSameErrors() throws {
        // The byte entry point must agree with the String one (it also validates UTF-8).
        for malformed in Self.cases {
            let fromBytes = #expect(throws: JSONSyntaxError.self) {
                try JSONParser.parse(utf8: Array(malformed.input.utf8))
            }
            let fromString = #expect(throws: JSONSyntaxError.self) {
                try JSONParser.parse(malformed.input)
            }
            #expect(fromBytes == fromString, "\(malformed.testDescription)")
        }
    }

    static let invalidUTF8: [(bytes: [UInt8], column: Int, message: String)] = [
        ([0x22, 0xFF, 0x22], 2, "invalid UTF-8 in string (byte 0xFF)"),
        ([0x22, 0x61, 0xC0, 0x80, 0x22], 3, "invalid UTF-8 in string (byte 0xC0)"),  // overlong NUL
        ([0x22, 0xED, 0xA0, 0x80, 0x22], 2, "invalid UTF-8 in string (byte 0xED)"),  // encoded surrogate
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 2, "invalid UTF-8 in string (byte 0xF4)"),  // above U+10FFFF
        ([0x22, 0xE2, 0x82, 0x22], 2, "invalid UTF-8 in string (byte 0xE2)"),  // truncated
        ([0x22, 0x5C, 0x6E, 0x80, 0x22], 4, "invalid UTF-8 in string (byte 0x80)"),  // after an escape
        ([0x5B, 0xFF, 0x5D], 2, "expected a JSON value, found invalid UTF-8 (byte 0xFF)"),
    ]

    @Test(arguments: invalidUTF8)
    func invalidUTF8IsRejected(_ bytes: [UInt8], column: Int, message: String) {
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(utf8: bytes)
        }
        #expect(error?.message == message)
        #expect(error?.location == SourceLocation(line: 1, column: column))
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let depth = JSONParser.defaultMaxDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONParser.parse(text)
        var levels = 1
        while let inner = value.array?.first {
            value = inner
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func nestingBeyondTheLimitIsRejected() {
        let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(text)
        }
        #expect(error?.message == "nesting is deeper than 512 levels")
        #expect(error?.location == SourceLocation(line: 1, column: 513))
        #expect(error?.path.components.count == 512)
    }

    @Test func nestingLimitIsConfigurable() {
        #expect(throws: Never.self) { try JSONParser.parse(#"{"a":[1]}"#, maxDepth: 2) }
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(#"{"a":[{}]}"#, maxDepth: 2)
        }
        #expect(error?.description == "line 1, column 7: a[0]: nesting is deeper than 2 levels")
    }

    @Test func errorsPrintWithFileLineColumnAndPath() {
        let error = JSONSyntaxError(
            location: SourceLocation(line: 3, column: 14),
            path: JSONPath([.key("view"), .key("children"), .index(2)]),
            message: "expected ',' or '}' after an object member, found ']'"
        )
        #expect(error.formatted(file: "Fixtures/login.json")
            == "Fixtures/login.json:3:14: view.children[2]: expected ',' or '}' after an object member, found ']'")
        #expect(error.description
            == "line 3, column 14: view.children[2]: expected ',' or '}' after an object member, found ']'")
        let atRoot = JSONSyntaxError(location: SourceLocation(line: 1, column: 1), message: "expected a JSON value, found end of input")
        #expect(atRoot.formatted(file: "a.json") == "a.json:1:1: expected a JSON value, found end of input")
    }
}

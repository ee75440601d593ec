import Testing
@testable import StrictJSON

@Suite("Strict reading")
struct JSONReaderTests {
    enum Kind: String, CaseIterable {
        case stack, text, image
    }

    static let scene = """
        {
          "view": {
            "kind": "stack",
            "spacing": "wide",
            "children": [
              {"kind": "text", "widht": 12}
            ]
          }
        }
        """

    /// Runs `read` on the scene and returns the printed error it throws.
    private func failure(
        _ text: String = scene,
        _ read: (JSONReader) throws -> Void
    ) throws -> String {
        let root = JSONReader(try JSONParser.parse(text))
        do {
            try read(root)
        } catch let error as any JSONError {
            return error.formatted(file: "scene.json")
        }
        Issue.record("expected an error")
        return ""
    }

    @Test func wrongTypeNamesPathLocationAndValue() throws {
        let printed = try failure { root in
            _ = try root.object().require("view").object().require("spacing").double()
        }
        #expect(printed == #"scene.json:4:16: view.spacing: expected a number, found the string "wide""#)
    }

    @Test func missingKeyPointsAtTheObject() throws {
        let printed = try failure { root in
            _ = try root.object().require("view").object().require("title")
        }
        #expect(printed == #"scene.json:2:11: view: missing required key "title""#)
    }

    @Test func unknownKeyPointsAtTheKeyAndSuggests() throws {
        let printed = try failure { root in
            try root.object { scene in
                try scene.require("view").object { view in
                    _ = try view.require("kind").string(as: Kind.self)
                    _ = view.optional("spacing")
                    _ = try view.require("children").array { child in
                        try child.object { object in
                            _ = try object.require("kind").string(as: Kind.self)
                            _ = try object.optional("width")?.double() ?? 0
                        }
                    }
                }
            }
        }
        #expect(printed == #"scene.json:6:24: view.children[0]: unknown key "widht" (did you mean "width"?); allowed keys: "kind", "width""#)
    }

    @Test func finishSucceedsWhenEveryKeyWasRead() throws {
        let root = JSONReader(try JSONParser.parse(#"{"comment": "ignored", "a": 1, "b": null}"#))
        let (a, b) = try root.object { object in
            object.ignore("comment")
            return (try object.require("a").int(), try object.require("b").nullable { try $0.int() })
        }
        #expect(a == 1)
        #expect(b == nil)
    }

    static let mismatches: [(json: String, expected: String)] = [
        ("[1]", "scene.json:1:1: expected an object, found an array"),
        ("{}", "scene.json:1:1: expected an array, found an empty object"),
        (#"{"x": 3.5}"#, "scene.json:1:7: x: expected an integer, found the number 3.5"),
        (#"{"x": 1e30}"#, "scene.json:1:7: x: expected an integer, found the number 1e30"),
        (#"{"x": 12}"#, "scene.json:1:7: x: expected an integer from 1 to 10, found 12"),
        (#"{"x": 1.5}"#, "scene.json:1:7: x: expected a number from 0.0 to 1.0, found 1.5"),
        (#"{"x": -1}"#, "scene.json:1:7: x: expected a number of at least 0.0, found -1"),
        (#"{"x": null}"#, "scene.json:1:7: x: expected a Boolean (true or false), found null"),
        (#"{"x": "yes"}"#, #"scene.json:1:7: x: expected a Boolean (true or false), found the string "yes""#),
        (#"{"x": "grid"}"#, #"scene.json:1:7: x: expected one of "stack", "text", "image", found the string "grid""#),
        (#"{"x": 1}"#, #"scene.json:1:7: x: expected one of "stack", "text", "image", found the number 1"#),
        (#"{"x": false}"#, "scene.json:1:7: x: expected a string, found false"),
        (#"{"x": [1]}"#, "scene.json:1:7: x: expected a string, found an array"),
        (#"{"x": "0123456789012345678901234567890123456789xyz"}"#,
         #"scene.json:1:7: x: expected a number, found the string "0123456789012345678901234567890123456789"..."#),
    ]

    @Test(arguments: mismatches)
    func mismatchMessages(json: String, expected: String) throws {
        let printed = try failure(json) { root in
            if json.hasPrefix("[") {
                _ = try root.object()
                return
            }
            let object = try root.object()
            guard object.contains("x") else {
                _ = try root.array()
                return
            }
            let x = try object.require("x")
            switch expected {
            case let text where text.contains("integer from"): _ = try x.int(in: 1...10)
            case let text where text.contains("integer"): _ = try x.int()
            case let text where text.contains("from 0.0"): _ = try x.double(in: 0...1)
            case let text where text.contains("at least"): _ = try x.double(in: 0...Double.infinity)
            case let text where text.contains("Boolean"): _ = try x.bool()
            case let text where text.contains("one of"): _ = try x.string(as: Kind.self)
            case let text where text.contains("expected a string"): _ = try x.string()
            default: _ = try x.double()
            }
        }
        #expect(printed == expected)
    }

    @Test func elementErrorsCarryTheirIndex() throws {
        let printed = try failure(#"{"sizes": [1, 2, "3"]}"#) { root in
            _ = try root.object { try $0.require("sizes").array { try $0.int() } }
        }
        #expect(printed == #"scene.json:1:18: sizes[2]: expected an integer, found the string "3""#)
    }

    @Test func objectsWithoutAllowedKeys() throws {
        let printed = try failure(#"{"x": 1}"#) { root in
            try root.object { _ in }
        }
        #expect(printed == #"scene.json:1:2: unknown key "x"; this object takes no keys"#)
    }

    @Test func severalUnknownKeysAreAllNamed() throws {
        let printed = try failure(#"{"a": 1, "b": 2, "c": 3, "Alpha": 4}"#) { root in
            try root.object { object in
                _ = try object.require("a").int()
                _ = object.optional("alpha")
            }
        }
        // "b" is one edit from "a", but one-letter keys are not suggested.
        #expect(printed == #"scene.json:1:10: unknown key "b"; allowed keys: "a", "alpha"; also unknown: "c", "Alpha""#)
    }

    /// A key asked for twice (read, then ignored) is allowed once, and the keys of an object
    /// read as a dictionary are all read.
    @Test func aKeyAskedForTwiceIsListedOnce() throws {
        let printed = try failure(#"{"b": 1, "a": 2, "zeta": 3}"#) { root in
            try root.object { object in
                _ = object.optional("b")
                _ = object.optional("b")
                object.ignore("b", "a")
            }
        }
        #expect(printed == #"scene.json:1:18: unknown key "zeta"; allowed keys: "a", "b""#)
        let dictionary = try JSONReader(JSONParser.parse(#"{"x": 1, "y": 2}"#))
        try dictionary.object { object in #expect(object.entries().map(\.key) == ["x", "y"]) }
    }

    static let suggestions: [(unknown: String, allowed: [String], expected: String?)] = [
        ("widht", ["width", "height"], "width"),
        ("Width", ["width", "height"], "width"),
        ("lead", ["leading", "top"], "leading"),
        ("alignmnet", ["alignment", "spacing"], "alignment"),
        ("colour", ["color", "font"], "color"),
        ("zzz", ["width", "height"], nil),
        ("b", ["a"], nil),
    ]

    @Test(arguments: suggestions)
    func typoSuggestions(unknown: String, allowed: [String], expected: String?) throws {
        let printed = try failure(#"{"\#(unknown)": 0}"#) { root in
            try root.object { object in
                for key in allowed {
                    _ = object.optional(key)
                }
            }
        }
        let hint = expected.map { #" (did you mean "\#($0)"?)"# } ?? ""
        let list = allowed.sorted().map { #""\#($0)""# }.joined(separator: ", ")
        #expect(printed == #"scene.json:1:2: unknown key "\#(unknown)"\#(hint); allowed keys: \#(list)"#)
    }

    @Test func dictionariesReadThroughEntries() throws {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "Hello": {"comment": "greeting"},
              "Good morning": {"extractionState": 1}
            }}
            """
        let root = JSONReader(try JSONParser.parse(catalog))
        let entries = try root.object { object in
            _ = try object.require("sourceLanguage").string()
            return try object.require("strings").object().entries()
        }
        #expect(entries.map(\.key) == ["Hello", "Good morning"])
        #expect(entries.map(\.value.path.description) == ["strings.Hello", #"strings["Good morning"]"#])
        let printed = try failure(catalog) { root in
            let strings = try root.object().require("strings").object()
            _ = strings.entries()
            throw strings.error(atKey: "Good morning", "keys must be unique after normalisation")
        }
        #expect(printed == #"scene.json:3:3: strings["Good morning"]: keys must be unique after normalisation"#)
    }

    @Test func customErrorsPointAtTheValue() throws {
        let printed = try failure(#"{"name": ""}"#) { root in
            let name = try root.object().require("name")
            if try name.string().isEmpty {
                throw name.error("expected a non-empty name")
            }
        }
        #expect(printed == "scene.json:1:10: name: expected a non-empty name")
    }

    @Test func syntaxAndReadErrorsPrintAlike() throws {
        do {
            _ = try JSONParser.parse(#"{"a": 1]"#)
            Issue.record("expected a syntax error")
        } catch let error as any JSONError {
            #expect(error.formatted(file: "x.json") == "x.json:1:8: expected ',' or '}' after an object member, found ']'")
        }
        let readError = JSONReadError(
            location: SourceLocation(line: 3, column: 14),
            path: JSONPath([.key("view"), .key("children"), .index(2)]),
            message: "expected a number, found null"
        )
        #expect(readError.formatted(file: "x.json") == "x.json:3:14: view.children[2]: expected a number, found null")
        #expect(readError.description == "line 3, column 14: view.children[2]: expected a number, found null")
    }
}

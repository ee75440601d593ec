import Testing
import StrictJSON

@Suite("JSON paths")
struct JSONPathTests {
    static let paths: [(components: [JSONPath.Component], text: String)] = [
        ([], ""),
        ([.key("view")], "view"),
        ([.index(0)], "[0]"),
        ([.key("view"), .key("children"), .index(2), .key("modifiers"), .index(0)], "view.children[2].modifiers[0]"),
        ([.index(3), .key("frame")], "[3].frame"),
        ([.key("_private2")], "_private2"),
        ([.key("odd key")], #"["odd key"]"#),
        ([.key("strings"), .key("Hello, %@!"), .key("localizations")], #"strings["Hello, %@!"].localizations"#),
        ([.key("font-size")], #"["font-size"]"#),
        ([.key("2x")], #"["2x"]"#),
        ([.key("")], #"[""]"#),
        ([.key("é")], #"["é"]"#),
        ([.key("a\"b\\c\nd")], #"["a\"b\\c\nd"]"#),
        ([.key("a"), .index(1), .index(2)], "a[1][2]"),
    ]

    @Test(arguments: paths)
    func description(components: [JSONPath.Component], text: String) {
        #expect(JSONPath(components).description == text)
    }

    @Test func appendingBuildsComponents() {
        let root = JSONPath()
        #expect(root.isRoot)
        let path = root.appending(key: "view").appending(key: "children").appending(index: 2)
        #expect(!path.isRoot)
        #expect(path.components == [.key("view"), .key("children"), .index(2)])
        #expect(path.description == "view.children[2]")
        #expect(root.description == "")
    }

    /// Paths compare and hash by their steps, however they were made: built by appending
    /// (sharing a parent's steps) or from a list of steps.
    @Test(arguments: paths)
    func equalityIsByComponents(components: [JSONPath.Component], text: String) {
        let appended = components.reduce(JSONPath()) { path, component in
            switch component {
            case .key(let key): path.appending(key: key)
            case .index(let index): path.appending(index: index)
            }
        }
        let listed = JSONPath(components)
        #expect(appended == listed)
        #expect(appended.hashValue == listed.hashValue)
        #expect(appended.components == components)
        for other in Self.paths.map(\.components) where other != components {
            #expect(JSONPath(other) != listed, "\(other) against \(components)")
        }
        // A branch and its parent, and two branches of one parent, differ.
        #expect(appended.appending(index: 0) != appended)
        #expect(appended.appending(key: "a") != appended.appending(key: "b"))
        #expect(appended.appending(key: "a") == listed.appending(key: "a"))
    }
}

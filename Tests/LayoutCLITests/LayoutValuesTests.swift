import Foundation
import StrictJSON
import Testing
import TestSupport

/// `layout --values` chooses a case's data, and a case with values names them in its output.
@Suite struct LayoutValuesTests {
    static let scenario = #"""
        {"scenario": "demo/posts",
         "strings": {"en": {"%lld new posts": "%lld new posts"}, "de": {"%lld new posts": "%lld neue Beiträge"}},
         "matrix": {"containers": [{"name": "box", "width": 300, "height": 100}], "locales": ["en", "de"],
                    "values": {"count": [1, 1000000], "name": ["Al", "a/b"]}},
         "view": {"type": "HStack", "children": [
           {"type": "Text", "key": "%lld new posts", "args": [{"value": "count"}], "id": "count"},
           {"type": "Text", "key": "%@", "args": [{"value": "name"}], "id": "name"}]}}
        """#

    func width(_ run: CLIRun, _ id: String) throws -> Double? {
        let frames = try JSONParser.parse(run.out).object?["frames"]?.array ?? []
        return frames.first { $0.object?["id"]?.stringValue == id }?.object?["width"]?.doubleValue
    }

    @Test func valuesChooseTheCase() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = try folder.write("posts.json", Self.scenario)
        let first = layoutreg("layout", file, "--locale", "de")
        let large = layoutreg("layout", file, "--locale", "de", "--values", "count=1000000,name=a%2Fb")
        #expect(first.code == 0 && large.code == 0)
        let values = try JSONParser.parse(large.out).object?["case"]?.object?["values"]?.object
        #expect(values?["count"]?.intValue == 1_000_000)
        #expect(values?["name"]?.stringValue == "a/b")
        #expect(try #require(try width(large, "count")) > (try #require(try width(first, "count"))))
        let frames = try JSONParser.parse(large.out).object?["frames"]?.array ?? []
        let strings = frames.compactMap { $0.object?["text"]?.stringValue }
        #expect(strings == ["1000000 neue Beiträge", "a/b"])
        let text = layoutreg("layout", file, "--values", "name=a%2Fb", "--format", "text")
        #expect(text.out.hasPrefix("demo/posts: box 300×100 @3x, en, large, base, count=1,name=a%2Fb\n"))
    }

    @Test(arguments: [
        ("cnt=1", #"--values: the scenario has no value "cnt"; its values: count, name"#),
        ("count=2", #"--values: "count" has no value "2"; its values: 1, 1000000"#),
        ("count", #"--values: expected NAME=VALUE, found "count""#),
    ])
    func badValuesExitTwo(_ values: String, _ message: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let run = layoutreg("layout", try folder.write("posts.json", Self.scenario), "--values", values)
        #expect(run.code == 2)
        #expect(run.out.isEmpty)
        #expect(run.err.contains(message), "\(run.err)")
    }
}

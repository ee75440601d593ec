import Foundation
import StrictJSON
import Testing
import TestSupport

@Suite struct LayoutCommandTests {
    static let scenario = """
        {
          "scenario": "demo/login",
          "strings": {"en": {"login": "Log in"}, "de": {"login": "Anmelden"}},
          "matrix": {"containers": ["iPhone16", {"name": "card", "width": 300, "height": 200, "scale": 2}],
                     "locales": ["en", "de", "ar"], "sizeCategories": ["large", "accessibility2"]},
          "view": {"type": "VStack", "children": [
            {"type": "Text", "key": "login", "id": "label"},
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 20}}], "id": "box"}
          ]}
        }
        """

    /// The wireframe: a rectangle per view at the frame the JSON gives it, in the container.
    @Test func svgDrawsEveryViewAtItsFrameAndHTMLPutsTheTreeBesideIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("login.json", Self.scenario.replacingOccurrences(of: "\"id\": \"box\"", with: "\"id\": \"<b>\\\"x\\\"\""))
        let json = layoutreg("layout", folder.path + "/login.json", "--container", "card")
        let frames = try #require(try JSONParser.parse(json.out).object?["frames"]?.array)
        let rectangle = try #require(frames.first { $0.object?["path"]?.stringValue == "VStack/Rectangle" }?.object)
        let svg = layoutreg("layout", folder.path + "/login.json", "--container", "card", "--format", "svg")
        #expect(svg.code == 0, "\(svg.err)")
        #expect(svg.out.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wire current\" viewBox=\"-1.0 -1.0 302.0 202.0\""))
        let x = try #require(rectangle["x"]?.doubleValue), y = try #require(rectangle["y"]?.doubleValue)
        #expect(svg.out.contains("<rect class=\"v\" x=\"\(DecimalFormat.format(x))\" y=\"\(DecimalFormat.format(y))\" width=\"40.0\" height=\"20.0\" data-path=\"VStack/Rectangle\">"))
        #expect(svg.out.components(separatedBy: "<rect class=\"v\"").count == 4)
        let html = layoutreg("layout", folder.path + "/login.json", "--container", "card", "--format", "html")
        #expect(html.code == 0)
        #expect(html.out.hasPrefix("<!DOCTYPE html>"))
        #expect(html.out.contains("<figure><svg xmlns="))
        #expect(html.out.contains("<pre>demo/login: card 300×200 @2x, en, large, base\n"))
        #expect(html.out.contains("#&lt;b&gt;&quot;x&quot;"))
        #expect(!html.out.contains("<b>\"x\""))
        #expect(layoutreg("run", "--format", "svg").code == 2)
    }

    @Test func printsTheSpecJSONForTheFirstCaseOfTheMatrix() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("login.json", Self.scenario)
        let run = layoutreg("layout", folder.path + "/login.json")
        #expect(run.code == 0)
        let json = try JSONParser.parse(run.out).object
        #expect(json?["scenario"]?.stringValue == "demo/login")
        let c = try #require(json?["case"]?.object)
        #expect(c["container"]?.stringValue == "iPhone16")
        #expect(c["width"]?.doubleValue == 393)
        #expect(c["height"]?.doubleValue == 852)
        #expect(c["scale"]?.doubleValue == 3)
        #expect(c["locale"]?.stringValue == "en")
        #expect(c["sizeCategory"]?.stringValue == "large")
        #expect(c["stringSet"]?.stringValue == "base")
        let frames = try #require(json?["frames"]?.array)
        let paths = frames.compactMap { $0.object?["path"]?.stringValue }
        #expect(paths == ["VStack", "VStack/Text", "VStack/Rectangle"])
        let text = try #require(frames.first { $0.object?["path"]?.stringValue == "VStack/Text" }?.object)
        #expect(text["type"]?.stringValue == "Text")
        #expect(text["lines"]?.intValue == 1)
        #expect(text["truncated"]?.boolValue == false)
        let box = try #require(frames.first { $0.object?["id"]?.stringValue == "box" }?.object)
        #expect(box["width"]?.doubleValue == 40)
    }

    @Test func rightToLeftLocaleMirrorsTheStack() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("row.json", """
            {"scenario": "row", "matrix": {"containers": [{"name": "box", "width": 200, "height": 100}]},
             "view": {"type": "HStack", "spacing": 0, "children": [
               {"type": "Color", "modifiers": [{"frame": {"width": 50, "height": 10}}], "id": "first"},
               {"type": "Color", "modifiers": [{"frame": {"width": 30, "height": 10}}], "id": "second"}]}}
            """)
        func x(_ locale: String, _ id: String) throws -> Double? {
            let run = layoutreg("layout", folder.path + "/row.json", "--locale", locale)
            let frames = try JSONParser.parse(run.out).object?["frames"]?.array ?? []
            return frames.first { $0.object?["id"]?.stringValue == id }?.object?["x"]?.doubleValue
        }
        // 80 wide, centred in 200: LTR first at 60, second at 110; RTL mirrored: first at 90, second at 60.
        #expect(try x("en", "first") == 60)
        #expect(try x("en", "second") == 110)
        #expect(try x("ar", "first") == 90)
        #expect(try x("ar", "second") == 60)
    }

    /// `--locale` shows a language of the scenario's String Catalog that its matrix does not:
    /// the catalog is read for it too.
    @Test func aLocaleOutsideTheMatrixShowsItsStrings() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Login.xcstrings", #"""
            {"sourceLanguage": "en", "strings": {"login": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "Anmelden"}},
              "en": {"stringUnit": {"state": "translated", "value": "Log in"}}}}}, "version": "1.0"}
            """#)
        try folder.write("login.json", """
            {"scenario": "login", "strings": "Login.xcstrings", "matrix": {"locales": ["en"]}, "view": {"type": "Text", "key": "login"}}
            """)
        func text(_ locale: String) throws -> String? {
            let run = layoutreg("layout", folder.path + "/login.json", "--locale", locale)
            #expect(run.code == 0, "\(run.err)")
            return try JSONParser.parse(run.out).object?["frames"]?.array?.compactMap { $0.object?["text"]?.stringValue }.first
        }
        #expect(try text("en") == "Log in")
        #expect(try text("de") == "Anmelden")
    }

    @Test func textFormatIsAnIndentedTree() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("login.json", Self.scenario)
        let run = layoutreg("layout", folder.path + "/login.json", "--container", "card", "--locale", "de", "--format", "text")
        #expect(run.code == 0)
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "demo/login: card 300×200 @2x, de, large, base")
        #expect(lines.contains { $0.hasPrefix("VStack ") })
        #expect(lines.contains { $0.hasPrefix("  Text ") && $0.hasSuffix("1 line") })
        #expect(lines.contains { $0.hasPrefix("    #box ") })
    }

    @Test(arguments: [
        (["layout"], "missing argument"),
        (["layout", "x.json", "--format", "xml"], "--format expects json, text, svg or html, got \"xml\""),
        (["layout", "x.json", "--colour", "red"], "unknown option --colour"),
        (["layout", "/nonexistent/x.json"], "/nonexistent/x.json: cannot read the file"),
        (["frobnicate"], "unknown command \"frobnicate\""),
    ])
    func usageErrorsExitTwoWithNothingOnStandardOutput(arguments: [String], message: String) {
        let run = layoutreg(arguments)
        #expect(run.code == 2)
        #expect(run.out.isEmpty)
        #expect(run.err.contains(message), "\(run.err)")
    }

    @Test(arguments: [
        ("--container", "iPhone99", "unknown container \"iPhone99\""),
        ("--size-category", "huge", "--size-category expects xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, "
            + "accessibility1, accessibility2, accessibility3, accessibility4, accessibility5, extraSmall, extraLarge, "
            + "extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, "
            + "accessibilityExtraExtraLarge or accessibilityExtraExtraExtraLarge, got \"huge\""),
        ("--string-set", "reversed", "--string-set expects base, double, accented, bounded or expanded, got \"reversed\""),
    ])
    func badCaseAxesExitTwo(option: String, value: String, message: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("login.json", Self.scenario)
        let run = layoutreg("layout", folder.path + "/login.json", option, value)
        #expect(run.code == 2)
        #expect(run.out.isEmpty)
        #expect(run.err.contains(message), "\(run.err)")
    }

    @Test func malformedFixtureNamesFileLineColumnAndPath() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("bad.json", """
            {"scenario": "bad",
             "view": {"type": "VStack", "children": [
               {"type": "Txt", "verbatim": "a"}]}}
            """)
        let run = layoutreg("layout", folder.path + "/bad.json")
        #expect(run.code == 2)
        #expect(run.out.isEmpty)
        #expect(run.err.contains(folder.path + "/bad.json:3:13: view.children[0].type: unknown view type \"Txt\" (did you mean \"Text\"?)"),
                "\(run.err)")
    }

    @Test func helpForEveryCommand() {
        for command in ["run", "record", "layout", "history", "list"] {
            let run = layoutreg(command, "--help")
            #expect(run.code == 0)
            #expect(run.out.hasPrefix("Usage: layoutreg \(command)"))
        }
        #expect(layoutreg("--help").code == 0)
        #expect(layoutreg([]).code == 2)
    }
}

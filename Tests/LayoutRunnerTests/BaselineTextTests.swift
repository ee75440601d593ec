import LayoutEngine
import LayoutRunner
import Testing

@Suite struct BaselineTextTests {
    let frames = [
        BaselineFrame(name: "VStack", rect: Rect(x: 24, y: 300 + 1.0 / 3, width: 345, height: 72 + 1.0 / 3)),
        BaselineFrame(name: "VStack/Text", rect: Rect(x: 120.5, y: -12.5, width: 151 + 1.0 / 3, height: 20 + 1.0 / 3),
                      lines: 2, isTruncated: true),
        BaselineFrame(name: "#login button", rect: Rect(x: 0, y: 0, width: 10, height: 10)),
    ]

    @Test func formatIsOneTabSeparatedLinePerFrameWithCasesSorted() {
        let text = BaselineText.format(scenario: "s", header: ["recorded now"], cases: [("b", frames), ("a", [frames[0]])])
        #expect(text == """
            # layoutreg baselines: s
            # recorded now

            == a
            VStack\t24.0\t300.333\t345.0\t72.333

            == b
            VStack\t24.0\t300.333\t345.0\t72.333
            VStack/Text\t120.5\t-12.5\t151.333\t20.333\tlines=2\ttruncated
            #login button\t0.0\t0.0\t10.0\t10.0

            """)
    }

    @Test func parseReadsBackWhatFormatWrote() throws {
        let text = BaselineText.format(scenario: "s", header: ["h"], cases: [("k", frames)])
        let parsed = try BaselineText.parse(text)
        #expect(parsed.header == ["layoutreg baselines: s", "h"])
        let read = try #require(parsed.cases["k"])
        #expect(read.map(\.name) == frames.map(\.name))
        #expect(FrameComparison(tolerance: 0).compare(expected: read, actual: frames).differences.isEmpty)
    }

    @Test(arguments: [
        ("VStack\t1\t2\t3\t4\n", "line 1: a frame before the first '== case' line"),
        ("== a\nVStack\t1\t2\t3\n", "line 2: expected a name and four numbers separated by tabs"),
        ("== a\nVStack\t1\tx\t3\t4\n", "line 2: \"x\" is not a number"),
        ("== a\nVStack\t1\t2\t3\t4\twide\n", "line 2: unknown field \"wide\""),
        ("== a\n== a\n", "line 2: case a appears twice"),
    ])
    func malformedBaselinesAreLocated(text: String, message: String) {
        #expect(throws: BaselineText.ParseError.self) { try BaselineText.parse(text) }
        do { _ = try BaselineText.parse(text) } catch { #expect(error.description == message) }
    }
}

@Suite struct FrameComparisonTests {
    func frame(_ name: String, _ x: Double, lines: Int? = nil) -> BaselineFrame {
        BaselineFrame(name: name, rect: Rect(x: x, y: 0, width: 10, height: 10), lines: lines, isTruncated: lines.map { _ in false })
    }

    @Test(arguments: [(0.0, 0.4, false), (0.5, 0.4, true), (0.5, 0.6, false), (0.0, 0.0004, true)])
    func toleranceIsPerCoordinateInThousandths(tolerance: Double, shift: Double, passes: Bool) {
        let result = FrameComparison(tolerance: tolerance).compare(expected: [frame("a", 1)], actual: [frame("a", 1 + shift)])
        #expect(result.differences.isEmpty == passes)
    }

    @Test func missingAddedAndLineChangesAreDifferences() {
        let result = FrameComparison(tolerance: 1).compare(
            expected: [frame("a", 0), frame("b", 0), frame("t", 0, lines: 1)],
            actual: [frame("t", 0, lines: 2), frame("c", 0), frame("a", 0)])
        #expect(result.differences.map(\.name) == ["b", "t", "c"])
        #expect(result.differences.map(\.kind) == [.missing, .changed, .added])
    }
}

@Suite struct CaseFilterTests {
    @Test(arguments: [
        ("seeds/login", "seeds/login-buttons", "iPhone16/de/large/base", true),
        ("/ar/", "seeds/x", "iPhone16/ar/large/base", true),
        ("/ar/", "seeds/x", "iPhone16/en/large/base", false),
        ("seeds/*/iPadMini/*", "seeds/x", "iPadMini/de/large/base", true),
        ("seeds/*/iPadMini/*", "seeds/x", "iPhone16/de/large/base", false),
        ("*accessibility?/double", "s", "c/en/accessibility3/double", true),
        ("*accessibility?/double", "s", "c/en/large/double", false),
    ])
    func matches(pattern: String, scenario: String, caseKey: String, expected: Bool) {
        #expect(CaseFilter(pattern).matches(scenario: scenario, caseKey: caseKey) == expected)
    }
}

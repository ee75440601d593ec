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
        let text = BaselineTextWriter.format(scenario: "s", header: ["recorded now"], cases: [("b", frames), ("a", [frames[0]])])
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
        let text = BaselineTextWriter.format(scenario: "s", header: ["h"], cases: [("k", frames)])
        let parsed = try BaselineTextReader.parse(text)
        #expect(parsed.header == ["layoutreg baselines: s", "h"])
        let read = try #require(parsed.cases["k"])
        #expect(read.map(\.name) == frames.map(\.name))
        #expect(FrameComparison(tolerance: 0).compare(expected: read, actual: frames).differences.isEmpty)
    }

    @Test(arguments: [
        ("VStack\t1\t2\t3\t4\n", "line 1, column 1: a frame before the first '== case' line"),
        ("== a\nVStack\t1\t2\t3\n", "line 2, column 1: expected a name and four numbers separated by tabs"),
        ("== a\nVStack\t1\tx\t3\t4\n", "line 2, column 10: \"x\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nVStack\t1\t2\t3\t4\twide\n", "line 2, column 16: unknown field \"wide\""),
        ("== a\n== a\n", "line 2, column 1: case a appears twice"),
        ("== a\nVStack\tnan\t2\t3\t4\n", "line 2, column 8: \"nan\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nVStack\tinf\t2\t3\t4\n", "line 2, column 8: \"inf\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nVStack\t-inf\t2\t3\t4\n", "line 2, column 8: \"-inf\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nVStack\t1e308\t2\t3\t4\n", "line 2, column 8: \"1e308\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nVStack\t1E3\t2\t3\t4\n", "line 2, column 8: \"1E3\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nVStack\t0x10\t2\t3\t4\n", "line 2, column 8: \"0x10\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nVStack\t+1\t2\t3\t4\n", "line 2, column 8: \"+1\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nVStack\t.5\t2\t3\t4\n", "line 2, column 8: \".5\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nVStack\t5.\t2\t3\t4\n", "line 2, column 8: \"5.\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nVStack\t-\t2\t3\t4\n", "line 2, column 8: \"-\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nVStack\t\t2\t3\t4\n", "line 2, column 8: \"\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nVStack\t1_0\t2\t3\t4\n", "line 2, column 8: \"1_0\" is not a number: expected digits with an optional '-' and decimals, such as -12.333 (no exponent, inf or nan)"),
        ("== a\nÉtiquette\t1\t10000000.001\t3\t4\n", "line 2, column 13: 10000000.001 is out of range: coordinates and sizes are at most 10000000 pt in magnitude (see docs/limits.md)"),
        ("== a\nÉtiquette\t1\t-10000000.5\t3\t4\n", "line 2, column 13: -10000000.5 is out of range: coordinates and sizes are at most 10000000 pt in magnitude (see docs/limits.md)"),
        ("== a\nÉtiquette\t1\t10000000000000000\t3\t4\n", "line 2, column 13: 10000000000000000 is out of range: coordinates and sizes are at most 10000000 pt in magnitude (see docs/limits.md)"),
        ("== a\nÉtiquette\t1\t99999999999999999999.0\t3\t4\n", "line 2, column 13: 99999999999999999999.0 is out of range: coordinates and sizes are at most 10000000 pt in magnitude (see docs/limits.md)"),
        ("== a\nVStack\t1\t2\t3\t4\tlines=-1\n", "line 2, column 16: lines=-1: expected lines=N with N a whole number from 0 to 10000000"),
        ("== a\nVStack\t1\t2\t3\t4\tlines=99999999999\n", "line 2, column 16: lines=99999999999: expected lines=N with N a whole number from 0 to 10000000"),
    ])
    func malformedBaselinesAreLocated(text: String, message: String) {
        // Rejected, never read as a frame of inf, NaN or 1e16 that would later trap or compare.
        #expect(throws: BaselineTextReader.ParseError.self) { try BaselineTextReader.parse(text) }
        do { _ = try BaselineTextReader.parse(text) } catch { #expect(error.description == message) }
    }
}

extension BaselineTextTests {
    /// The largest coordinates in range are written and read back exactly.
    @Test func extremesInRangeRoundTrip() throws {
        let frames = [BaselineFrame(name: "V", rect: Rect(x: -10_000_000, y: 10_000_000, width: 9_999_999.999, height: 0))]
        let parsed = try BaselineTextReader.parse(BaselineTextWriter.format(scenario: "s", header: [], cases: [("k", frames)]))
        #expect(parsed.cases["k"]?.first?.rect == frames[0].rect)
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
        // A name is matched by its UTF-8 bytes, across the "/" between scenario and case.
        ("x/iPhone", "seeds/x", "iPhone16/de/large/base", true),
        ("café/", "seeds/café", "iPhone16/fr/large/base", true),
        ("cafe/", "seeds/café", "iPhone16/fr/large/base", false),
        ("base/", "seeds/x", "iPhone16/de/large/base", false),
        ("", "seeds/x", "iPhone16/de/large/base", true),
        // A name too long for the stack is put together on the heap.
        ("*z/iPhone16/*", String(repeating: "ü", count: 20_000) + "z", "iPhone16/de/large/base", true),
        ("zz/", String(repeating: "ü", count: 20_000) + "z", "iPhone16/de/large/base", false),
    ])
    func matches(pattern: String, scenario: String, caseKey: String, expected: Bool) {
        #expect(CaseFilter(pattern).matches(scenario: scenario, caseKey: caseKey) == expected)
    }
}

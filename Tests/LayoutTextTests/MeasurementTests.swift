import LayoutEngine
import LayoutText
import Testing

@Suite("Measuring Latin text")
struct MeasurementTests {
    /// UILabel widths of SF Pro 17 pt @3x (reference C15–C17); Inter + SF tracking stands in.
    @Test(arguments: [
        ("Label 1", 53.667),
        ("Label a little longuer", 154.333),
        ("Label very very very much longuer", 262.667),
    ])
    func singleLineWidthsAtBodySize(string: String, expected: Double) throws {
        let layout = try #require(sharedMeasurer).layout(textRequest(string))
        #expect(isClose(layout.size.width, to: expected, within: 0.02), "\(layout.size.width)")
        #expect(isClose(layout.size.height, to: 20.333, within: 0.05), "\(layout.size.height)")
        #expect(layout.lineCount == 1)
        #expect(!layout.isTruncated)
        #expect(isPixelAligned(layout.size.width) && isPixelAligned(layout.size.height))
        #expect(layout.firstBaseline > 0 && layout.firstBaseline < layout.size.height)
        #expect(layout.missingScalars.isEmpty)
    }

    /// An infinite or unspecified width gives the same single-line ideal size.
    @Test(arguments: [nil, Double.infinity])
    func idealSize(width: Double?) throws {
        let measurer = try #require(sharedMeasurer)
        let ideal = measurer.layout(textRequest("I forgot my password", width: width))
        #expect(ideal.lineCount == 1)
        #expect(ideal == measurer.layout(textRequest("I forgot my password")))
        // Offering exactly the ideal width keeps one line.
        #expect(measurer.layout(textRequest("I forgot my password", width: ideal.size.width)).lineCount == 1)
    }

    @Test func wrapsAtWordsToTheProposedWidth() throws {
        let measurer = try #require(sharedMeasurer)
        let request = textRequest("I forgot my password", width: 80)
        let layout = measurer.layout(request)
        let lines = measurer.lineTexts(request)
        #expect(layout.lineCount >= 2)
        #expect(layout.lineCount == lines.count)
        #expect(layout.size.width <= 80)
        #expect(lines.joined(separator: " ") == "I forgot my password")
        for line in lines {
            #expect(measurer.layout(textRequest(line)).size.width <= 80, "\(line)")
        }
        let single = measurer.layout(textRequest("I forgot my password"))
        #expect(isClose(layout.size.height, to: Double(layout.lineCount) * single.size.height, within: 1e-9))
        #expect(layout.lastBaseline > layout.firstBaseline)
    }

    @Test func lineLimitTruncatesWithAnEllipsis() throws {
        let measurer = try #require(sharedMeasurer)
        let request = textRequest("I forgot my password", width: 50, lineLimit: 1)
        let layout = measurer.layout(request)
        #expect(layout.lineCount == 1)
        #expect(layout.isTruncated)
        #expect(layout.size.width <= 50)
        let lines = measurer.lineTexts(request)
        #expect(lines.count == 1 && lines[0].hasSuffix("…") && lines[0].count > 1, "\(lines)")
    }

    /// A finite height holds as many whole lines as fit, never fewer than one (a body line is
    /// 20.333 pt at @3x: SF Pro's line metrics on the Inter stand-in).
    @Test(arguments: [
        (0.0, 1), (10.0, 1), (20.333, 1), (40.667, 2), (40.5, 1), (1000.0, 3),
    ])
    func proposedHeightCapsLines(height: Double, lines: Int) throws {
        let measurer = try #require(sharedMeasurer)
        let layout = measurer.layout(textRequest("I forgot my password", width: 80, height: height))
        #expect(layout.lineCount == lines)
        #expect(layout.isTruncated == (lines < 3))
        #expect(layout.size.width <= 80)
    }

    @Test func twoLinesFitTwiceTheLineHeight() throws {
        let measurer = try #require(sharedMeasurer)
        let lineHeight = measurer.layout(textRequest("Hello")).size.height
        let layout = measurer.layout(textRequest("Hello\nWorld\nAgain", height: 2 * lineHeight))
        #expect(layout.lineCount == 2)
        #expect(layout.isTruncated)
    }

    @Test func newlinesAreMandatoryBreaks() throws {
        let measurer = try #require(sharedMeasurer)
        let layout = measurer.layout(textRequest("Hello\nWorld"))
        #expect(layout.lineCount == 2)
        #expect(measurer.lineTexts(textRequest("Hello\r\nWorld\u{2029}Again")) == ["Hello", "World", "Again"])
        // An empty paragraph still takes a line; a final newline does not add one.
        #expect(measurer.layout(textRequest("a\n\nb")).lineCount == 3)
        #expect(measurer.layout(textRequest("a\n")).lineCount == 1)
        let wide = measurer.layout(textRequest("Hello"))
        #expect(layout.size.width == max(wide.size.width, measurer.layout(textRequest("World")).size.width))
    }

    @Test func emptyTextHasNoSize() throws {
        let layout = try #require(sharedMeasurer).layout(textRequest(""))
        #expect(layout.size == .zero)
        #expect(layout.lineCount == 0)
    }

    /// A zero width gives the narrowest layout: one cluster per line, spaces hanging.
    @Test func zeroWidthPutsEveryClusterOnItsOwnLine() throws {
        let measurer = try #require(sharedMeasurer)
        let lines = measurer.lineTexts(textRequest("I forgot", width: 0))
        #expect(lines == ["I", "f", "o", "r", "g", "o", "t"])
        let narrowest = measurer.layout(textRequest("I forgot", width: 0)).size.width
        let widest = ["I", "f", "o", "r", "g", "t"].map { measurer.layout(textRequest($0)).size.width }.max()
        #expect(narrowest == widest)
    }

    /// A word wider than the line is cut between grapheme clusters; accents stay on their letter.
    @Test func longWordsBreakBetweenGraphemes() throws {
        let measurer = try #require(sharedMeasurer)
        let word = "Supercalifragilisticexpialidocious"
        let request = textRequest("Go " + word, width: 120)
        let lines = measurer.lineTexts(request)
        #expect(lines.first == "Go")
        #expect(lines.dropFirst().joined() == word)
        #expect(measurer.layout(request).size.width <= 120)
        let accented = measurer.lineTexts(textRequest("e\u{301}e\u{301}e\u{301}", width: 0))
        #expect(accented == ["e\u{301}", "e\u{301}", "e\u{301}"])
    }

    @Test func trailingSpacesDoNotCount() throws {
        let measurer = try #require(sharedMeasurer)
        #expect(measurer.layout(textRequest("Hello   ")).size.width == measurer.layout(textRequest("Hello")).size.width)
    }

    @Test func semiboldIsWiderThanRegular() throws {
        let measurer = try #require(sharedMeasurer)
        let string = "Continue with Apple"
        let widths = Font.Weight.allCases.map { weight in
            measurer.layout(textRequest(string, font: ResolvedFont(pointSize: 17, weight: weight))).size.width
        }
        let regular = measurer.layout(textRequest(string, font: ResolvedFont(pointSize: 17, weight: .regular)))
        let semibold = measurer.layout(textRequest(string, font: Font.style(.headline).resolved(at: .large)))
        #expect(semibold.size.width > regular.size.width)
        // Inter, like SF Pro, widens with weight.
        #expect(widths == widths.sorted())
        #expect(Set(widths).count == widths.count)
    }

    /// SF Pro's tracking (reference 3.1): -26/1000 em at 17 pt on each glyph.
    @Test(arguments: [
        (6.0, 41), (11.0, 6), (12.0, 0), (17.0, -26), (17.5, -26), (20.0, -23), (28.0, 14), (34.0, 12),
        (38.0, 10), (42.0, 9), (53.0, 6), (57.0, 6), (58.0, 5), (65.0, 4), (79.0, 1), (80.0, 0), (200.0, 0), (3.0, 41),
    ])
    func trackingTable(pointSize: Double, thousandths: Int) {
        #expect(SFProTracking.thousandthsOfEm(at: pointSize) == thousandths)
    }
}

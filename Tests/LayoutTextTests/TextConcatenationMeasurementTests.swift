import LayoutEngine
import LayoutText
import Testing

/// A concatenation (`Text("a") + Text("b").bold()`) through the real measurer: one paragraph,
/// each run shaped in its own font, lines broken over the joined string.
@Suite struct TextConcatenationMeasurementTests {
    static let bold: ResolvedFont = {
        var font = body
        font.weight = .bold
        return font
    }()
    /// `.largeTitle` at the default size: 34 pt.
    static let large = Font.style(.largeTitle).resolved(at: .large)

    static func joined(_ runs: [(String, ResolvedFont)], width: Double? = nil, lineLimit: Int? = nil) -> TextRequest {
        let parts = runs.map { TextRequest.Run(string: $0.0, font: $0.1) }
        return TextRequest(string: parts.map(\.string).joined(), font: body,
                           proposal: ProposedViewSize(width: width, height: nil), lineLimit: lineLimit,
                           layoutDirection: .leftToRight, displayScale: 3, runs: parts)
    }

    static let boldRuns: [[(String, ResolvedFont)]] = [
        [("Anna Smith", bold), (" replied to you", body)],
        [("Posted by", body), (" Anna", bold)],
        [("Tap", body), (" Edit", bold), (" to change it", body)],
    ]

    /// A bold run makes the paragraph wider than all-regular, and narrower than all-bold; the
    /// joined width is the runs' widths added (each rounded up to a pixel on its own, so within
    /// a pixel per run of their sum), as nothing is kerned across a run's edge. (Spaces lead the
    /// runs here: at the end of a run measured alone a space would hang and not count.)
    @Test(arguments: boldRuns)
    func boldRunMakesTheParagraphWider(runs: [(String, ResolvedFont)]) throws {
        let measurer = try #require(sharedMeasurer)
        let string = runs.map(\.0).joined()
        let mixed = measurer.layout(Self.joined(runs)).size.width
        let regular = measurer.layout(textRequest(string)).size.width
        let allBold = measurer.layout(textRequest(string, font: Self.bold)).size.width
        #expect(regular < mixed && mixed < allBold, "\(regular) < \(mixed) < \(allBold)")
        let sum = runs.map { measurer.layout(textRequest($0.0, font: $0.1)).size.width }.reduce(0, +)
        #expect(mixed <= sum + 1e-9 && mixed > sum - Double(runs.count) / 3, "\(mixed) vs \(sum)")
        #expect(measurer.lineTexts(Self.joined(runs)) == [string])
    }

    /// One run is measured exactly as the plain text: the same size, lines and baselines.
    @Test(arguments: ["Label 1", "Hello\r\nWorld\u{2029}Again", "مرحبا بالعالم", "日本語のテキストです", ""],
          [nil, 60.0])
    func oneRunMeasuresAsThePlainText(string: String, width: Double?) throws {
        let measurer = try #require(sharedMeasurer)
        let plain = textRequest(string, width: width)
        let joined = Self.joined([(string, body)], width: width)
        #expect(measurer.layout(joined) == measurer.layout(plain))
        #expect(measurer.lineTexts(joined) == measurer.lineTexts(plain))
    }

    /// A break falls inside the second run, and the first line holds parts of both: offered a
    /// hair more than "Posted by " + bold "Anna", "Posted by " + bold "Anna Smith" breaks after "Anna".
    @Test func breakFallsInsideTheSecondRun() throws {
        let measurer = try #require(sharedMeasurer)
        let firstLine = measurer.layout(Self.joined([("Posted by ", body), ("Anna", Self.bold)])).size.width
        let request = Self.joined([("Posted by ", body), ("Anna Smith", Self.bold)], width: firstLine + 0.5)
        #expect(measurer.lineTexts(request) == ["Posted by Anna", "Smith"])
        let layout = measurer.layout(request)
        #expect(layout.lineCount == 2)
        #expect(layout.size.width == firstLine)
    }

    /// A run in a larger font makes its line as tall as a line of that font (Core Text's
    /// line height is its tallest run's), and only its line: "Hello " + "World" in 34 pt is as
    /// tall as "World" alone in 34 pt; broken after "World", the next line is a 17 pt line.
    @Test func largerRunMakesItsLineTaller() throws {
        let measurer = try #require(sharedMeasurer)
        let bodyLine = measurer.layout(textRequest("Hello")).size.height
        let largeLine = measurer.layout(textRequest("World", font: Self.large)).size.height
        let one = measurer.layout(Self.joined([("Hello ", body), ("World", Self.large)]))
        #expect(bodyLine < largeLine)
        #expect(one.size.height == largeLine)
        #expect(one.firstBaseline == measurer.layout(textRequest("World", font: Self.large)).firstBaseline)
        let runs = [("Hello ", body), ("World", Self.large), (" again", body)]
        let width = measurer.layout(Self.joined(Array(runs.prefix(2)))).size.width + 0.5
        let two = measurer.layout(Self.joined(runs, width: width))
        #expect(measurer.lineTexts(Self.joined(runs, width: width)) == ["Hello World", "again"])
        #expect(abs(two.size.height - (largeLine + bodyLine)) < 1e-9, "\(two.size.height)")
    }

    /// Truncation and missing glyphs are the joined text's: cut to one line with "…", and a
    /// scalar no face covers is reported from whichever run it is in.
    @Test func truncationAndMissingGlyphsSeeTheJoinedText() throws {
        let measurer = try #require(sharedMeasurer)
        let runs = [("Posted by ", body), ("Anna Smith \u{10900}", Self.bold)]
        let request = Self.joined(runs, width: 100, lineLimit: 1)
        let layout = measurer.layout(request)
        #expect(layout.isTruncated)
        #expect(layout.lineCount == 1)
        #expect(layout.neededLineCount > 1)
        #expect(measurer.lineTexts(request).last?.hasSuffix("…") == true)
        #expect(layout.missingScalars == ["\u{10900}"])
        #expect(layout.missingScripts == ["Phnx"])
    }
}

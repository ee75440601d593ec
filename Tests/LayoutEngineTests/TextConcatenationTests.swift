import Testing
@testable import LayoutEngine

/// `Text("a") + Text("b").bold()` with the fixed measurer: the outer text is 20 pt (characters
/// and spaces 10 pt wide, lines 24 pt, first baseline 19 pt); a 40 pt run has 20 pt
/// characters, 48 pt lines and a baseline 38 pt below its line's top. Every size below is
/// whole at @3x.
@Suite struct TextConcatenationTests {
    static let large = Modifier.font(.system(size: 40))

    static func run(_ string: String, _ modifiers: Modifier...) -> StyledText {
        StyledText(.verbatim(string), modifiers: modifiers)
    }

    /// A concatenation in the 20 pt font, with `modifiers` on the whole.
    static func joined(_ runs: [StyledText], _ modifiers: Modifier...) -> ViewNode {
        ViewNode(.text(.concatenation(runs)), modifiers: [.font(.system(size: 20))] + modifiers)
    }

    /// Each run advances by its own font; the one line is as tall as its tallest run.
    @Test(arguments: [
        ([run("aaa"), run("bbb")], 60.0, 24.0),                            // 6 × 10
        ([run("aaa"), run("bbb", large)], 90, 48),                         // 3 × 10 + 3 × 20; 1.2 × 40
        ([run("aaa"), run("bbb", .kind(AnyModifierKind(KerningModifier(2))))], 66, 24),  // 30 + 3 × 12
        ([run("aaa", .font(.system(size: 10))), run("bbb")], 45, 24),     // 3 × 5 + 30: its own font wins
        ([run("aa"), run("a bbb", large)], 120, 48),                       // 20 + 20 + space 20 + 60
    ])
    func eachRunInItsOwnFont(runs: [StyledText], width: Double, height: Double) throws {
        let e = try entries(Self.joined(runs), width: 300, height: 300)
        let text = try #require(e["Text"])
        #expect(text.lines == 1)
        #expect(text.frame.size == Size(width: width, height: height))
    }

    /// The outer font is the runs' default, and a run's own font wins over it: outer 40 pt
    /// with a 20 pt run is 3 × 20 + 3 × 10 = 90.
    @Test func outerFontIsTheDefaultForRuns() throws {
        let view = ViewNode(.text(.concatenation([Self.run("aaa"), Self.run("bbb", .font(.system(size: 20)))])),
                            modifiers: [Self.large])
        #expect(try entries(view, width: 300, height: 300)["Text"]?.frame.size == Size(width: 90, height: 48))
    }

    /// Lines break over the joined string: in 75 pt, "aaa" + " bbb ccc" is "aaa bbb" (70, parts
    /// of both runs) | "ccc", the break inside the second run; a word across two runs
    /// ("aa" + "a bbb" in 40 pt) is one word: "aaa" (20 + 20) | "bbb" (60), both lines 48 tall.
    @Test(arguments: [
        ([run("aaa"), run(" bbb ccc")], 2, 70.0, 48.0),
        ([run("aaa bbb"), run(" ccc")], 2, 70, 48),
        ([run("aa"), run("a bbb", large)], 2, 60, 96),
    ])
    func breaksFallAcrossAndInsideRuns(runs: [StyledText], lines: Int, width: Double, height: Double) throws {
        let text = try #require(try entries(Self.joined(runs, .frame(width: 75)), width: 300, height: 300)["Text"])
        #expect(text.lines == lines)
        #expect(text.frame.size == Size(width: width, height: height))
        #expect(text.isTruncated == false)
    }

    /// A line is as tall as the largest run on it: "aaa bbb" + " CCC" in 40 pt, 75 wide, is
    /// "aaa bbb" (24 tall) | "CCC" (48 tall) = 72, where all in 20 pt it is 48; the last baseline
    /// is 24 + 38 = 62, the first 19.
    @Test func largerRunMakesItsLineTaller() throws {
        let regular = try #require(try entries(Self.joined([Self.run("aaa bbb"), Self.run(" CCC")], .frame(width: 75)),
                                               width: 300, height: 300)["Text"])
        let larger = try #require(try entries(Self.joined([Self.run("aaa bbb"), Self.run(" CCC", Self.large)],
                                                          .frame(width: 75)), width: 300, height: 300)["Text"])
        #expect(regular.frame.size == Size(width: 70, height: 48))
        #expect(larger.frame.size == Size(width: 70, height: 72))
        let small = ResolvedFont(pointSize: 20, weight: .regular)
        let big = ResolvedFont(pointSize: 40, weight: .regular)
        let layout = FixedAdvanceTextMeasurer().layout(TextRequest(
            string: "aaa bbb CCC", font: small, proposal: ProposedViewSize(width: 75, height: nil), lineLimit: nil,
            layoutDirection: .leftToRight, displayScale: 3,
            runs: [TextRequest.Run(string: "aaa bbb", font: small), TextRequest.Run(string: " CCC", font: big)]))
        #expect(layout.firstBaseline == 19)
        #expect(layout.lastBaseline == 62)
    }

    /// One run measures exactly as the plain text it is, styled on the run or on the text.
    @Test(arguments: [
        ([run("aaa bbb ccc")], [Modifier](), [Modifier.frame(width: 75)]),
        ([run("aaa bbb ccc", large)], [large], [.frame(width: 75)]),
        ([run("aaa bbb ccc", .textCase(.uppercase))], [.textCase(.uppercase)], [.lineLimit(1), .frame(width: 75)]),
    ])
    func oneRunIsAPlainText(runs: [StyledText], onText: [Modifier], outer: [Modifier]) throws {
        let plain = ViewNode(.text(runs[0].content), modifiers: onText + [.font(.system(size: 20))] + outer)
        let joined = ViewNode(.text(.concatenation(runs)), modifiers: [.font(.system(size: 20))] + outer)
        let a = try #require(try entries(plain, width: 300, height: 300)["Text"])
        let b = try #require(try entries(joined, width: 300, height: 300)["Text"])
        #expect(a == b)
    }

    /// `lineLimit` and truncation act on the joined text: "aaa" + " bbb ccc" needs 2 lines in 75.
    @Test func lineLimitCutsTheJoinedText() throws {
        let text = try #require(try entries(Self.joined([Self.run("aaa"), Self.run(" bbb ccc")], .lineLimit(1),
                                                        .frame(width: 75)), width: 300, height: 300)["Text"])
        #expect(text.lines == 1)
        #expect(text.isTruncated == true)
        #expect(text.frame.size == Size(width: 70, height: 24))
    }

    /// `minimumScaleFactor` shrinks every run by one factor: "aaa" + "bbb" in 40 pt is 90 wide
    /// at full size and 90 × f at f; in 60 it fits at f = 2/3 (13.33 pt and 26.67 pt), not cut.
    @Test func minimumScaleFactorShrinksAllRuns() throws {
        let text = try #require(try entries(Self.joined([Self.run("aaa"), Self.run("bbb", Self.large)], .lineLimit(1),
                                                        .minimumScaleFactor(0.5), .frame(width: 60)),
                                            width: 300, height: 300)["Text"])
        #expect(text.isTruncated == false)
        #expect(text.frame.width <= 60 && text.frame.width > 59.5, "\(text.frame.width)")
    }

    /// The string shown is the runs' strings joined, each resolved on its own (its key looked
    /// up, its own case applied); the key reported is the runs' keys joined.
    @Test func stringsAreResolvedPerRunAndJoined() throws {
        var engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        engine.reportsTexts = true
        let view = ViewNode(.text(.concatenation([StyledText(.key("name")), StyledText(.verbatim(" · 2h"),
                                                                                          modifiers: [.textCase(.uppercase)])])))
        var environment = EnvironmentValues()
        environment.localizedStrings = LocalizedStrings(["name": "Anna"])
        let result = try engine.layout(view, in: LayoutContainer(size: Size(width: 300, height: 300), scale: 3),
                                       environment: environment)
        #expect(result.texts.map(\.string) == ["Anna · 2H"])
        #expect(result.texts.map(\.key) == ["name"])
        #expect(result.texts.first?.request?.runs.map(\.string) == ["Anna", " · 2H"])
    }
}

import Testing
@testable import LayoutEngine

/// Reference §2.10, with the fixed measurer: characters 0.5 em, lines 1.2 em, sizes rounded up
/// to whole pixels. The `t` texts are 20 pt: 10 per character, 24 per line.
@Suite struct TextTests {
    /// Body at the default Large size is 17 pt: "Hello" is 5 × 8.5 = 42.5 -> 128/3 at @3x; a line
    /// is 20.4 -> 62/3. Centred in 200 × 100: x = (600 − 128) / 6 = 236/3, y = (300 − 62) / 6 = 119/3.
    @Test func bodyTextAtSeventeenPoints() throws {
        let f = try layout(.text("Hello", id: "t"), width: 200, height: 100)
        #expect(f["t"] == r(236.0 / 3, 119.0 / 3, 128.0 / 3, 62.0 / 3))
    }

    /// Body follows Dynamic Type (HIG table): "ab" is one em wide, so its width is the point size.
    @Test(arguments: [
        (DynamicTypeSize.xSmall, 14.0), (.large, 17), (.xxxLarge, 23), (.accessibility3, 40), (.accessibility5, 53),
    ])
    func bodyScalesWithDynamicType(size: DynamicTypeSize, points: Double) throws {
        let f = try layout(.text("ab", id: "t"), width: 300, height: 300, environment: EnvironmentValues(dynamicTypeSize: size))
        #expect(f["t"]?.width == points)
    }

    /// A fixed-size font does not scale.
    @Test func fixedSizeFontDoesNotScale() throws {
        let f = try layout(.t("ab", id: "t"), width: 300, height: 300, environment: EnvironmentValues(dynamicTypeSize: .accessibility5))
        #expect(f["t"]?.width == 20)
    }

    /// A narrower width wraps at spaces and reports the widest line; "aaa bbb ccc" is 110 ideal.
    @Test(arguments: [
        (200.0, 1, 110.0, 24.0),  // fits
        (110, 1, 110, 24),        // exactly fits
        (75, 2, 70, 48),          // "aaa bbb" (70) | "ccc"
        (35, 3, 30, 72),          // one word a line
    ])
    func wrapping(width: Double, lines: Int, textWidth: Double, textHeight: Double) throws {
        let e = try entries(.t("aaa bbb ccc", .frame(width: width)), width: 300, height: 300)
        let text = try #require(e["Text"])
        #expect(text.lines == lines)
        #expect(text.frame.size == Size(width: textWidth, height: textHeight))
        #expect(text.isTruncated == false)
    }

    /// A nil width gives the single-line ideal size, however narrow the parent.
    @Test func unspecifiedWidthIsOneLine() throws {
        let e = try entries(.t("aaa bbb ccc", .fixedSize(horizontal: true, vertical: false)), width: 50, height: 300)
        #expect(e["Text"]?.lines == 1)
        #expect(e["Text"]?.frame.size == Size(width: 110, height: 24))
    }

    /// A zero width gives the minimum: one word a line.
    @Test func zeroWidthPutsOneWordALine() throws {
        let e = try entries(.t("aaa bbb ccc", .frame(width: 0)), width: 300, height: 300)
        #expect(e["Text"]?.lines == 3)
        #expect(e["Text"]?.frame.height == 72)
    }

    /// `lineLimit`: the nearest setting wins, as with SwiftUI's environment: the text's own
    /// property, then its modifiers innermost first, then enclosing views' modifiers. In 75 wide
    /// the text needs 2 lines: a limit of 1 keeps "aaa bbb" (70 × 24) and truncates.
    @Test(arguments: [
        (nil, [Modifier](), [Modifier.lineLimit(1)], 1, true),          // from the enclosing VStack
        (2, [], [.lineLimit(1)], 2, false),                              // the property beats the VStack's
        (nil, [.lineLimit(1)], [.lineLimit(3)], 1, true),                // the text's modifier beats the VStack's
        (nil, [.lineLimit(3), .lineLimit(1)], [], 2, false),             // the innermost modifier wins
        (1, [.lineLimit(3)], [], 1, true),                               // the property beats the modifier
    ] as [(Int?, [Modifier], [Modifier], Int, Bool)])
    func lineLimit(property: Int?, textModifiers: [Modifier], stackModifiers: [Modifier], lines: Int, truncated: Bool) throws {
        let text = ViewNode(.text(.verbatim("aaa bbb ccc"), lineLimit: property),
                            modifiers: [.font(.system(size: 20))] + textModifiers + [.frame(width: 75)])
        let e = try entries(ViewNode(.vStack(alignment: .center, spacing: nil), children: [text], modifiers: stackModifiers),
                            width: 300, height: 300)
        let entry = try #require(e["VStack/Text"])
        #expect(entry.lines == lines)
        #expect(entry.isTruncated == truncated)
        #expect(entry.frame.size == Size(width: 70, height: 24 * Double(lines)))
    }

    /// A finite height limits the lines to as many as fit (at least one), truncating.
    @Test(arguments: [
        (50.0, 2, true),    // ⌊50 / 24⌋ = 2 of 3
        (72, 3, false),     // all 3 fit
        (10, 1, true),      // never fewer than 1
    ])
    func heightLimitsTheLines(height: Double, lines: Int, truncated: Bool) throws {
        let e = try entries(.t("aaa bbb ccc", .frame(width: 35, height: height)), width: 300, height: 300)
        #expect(e["Text"]?.lines == lines)
        #expect(e["Text"]?.isTruncated == truncated)
        #expect(e["Text"]?.frame.height == 24 * Double(lines))
    }

    /// A `key` is looked up in the localized strings; a missing key shows the key and warns.
    @Test func localizedKeys() throws {
        var env = EnvironmentValues()
        env.localizedStrings = LocalizedStrings(["login": "Log in"])
        let view = ViewNode.vStack(spacing: 0, [ViewNode(.text(.key("login")), modifiers: [.font(.system(size: 20))], id: "a"),
                                                ViewNode(.text(.key("missing")), modifiers: [.font(.system(size: 20))], id: "b")])
        let result = try layoutResult(view, container: LayoutContainer(size: Size(width: 300, height: 300)), environment: env)
        let f = Dictionary(uniqueKeysWithValues: result.frames.map { ($0.name, $0.frame) })
        #expect(f["a"]?.width == 60)   // "Log in"
        #expect(f["b"]?.width == 70)   // "missing"
        #expect(result.warnings.contains { $0.contains("\"missing\"") })
    }
}

/// `lineLimit` ranges and `reservesSpace`, and `textCase`, with the fixed measurer: `t` texts
/// are 10 per character, 24 per line.
@Suite struct TextModifierRuleTests {
    /// "aaa bbb ccc" in 75 wide needs 2 lines (48 tall), and 3 in 35 wide (72 tall).
    @Test(arguments: [
        (Modifier.lineLimitReserving(minimum: 2, maximum: 2), 200.0, 1, 48.0),  // one line, two lines' room
        (.lineLimitReserving(minimum: 2, maximum: 2), 75, 2, 48),                // needs exactly two
        (.lineLimitReserving(minimum: 2, maximum: 2), 35, 2, 48),                // needs three: cut to two
        (.lineLimitReserving(minimum: 2, maximum: 4), 200, 1, 48),               // 2...4: at least two
        (.lineLimitReserving(minimum: 2, maximum: 4), 35, 3, 72),                // within the range
        (.lineLimitReserving(minimum: 4, maximum: nil), 35, 3, 96),              // 4...: room for four
        (.lineLimitReserving(minimum: 1, maximum: 2), 35, 2, 48),                // ...2
        (.lineLimit(2), 200, 1, 24),                                             // no reservation
    ])
    func reservedLines(modifier: Modifier, width: Double, lines: Int, height: Double) throws {
        let e = try entries(.t("aaa bbb ccc", modifier, .frame(width: width)), width: 300, height: 300)
        let text = try #require(e["Text"])
        #expect(text.lines == lines)
        #expect(text.frame.height == height)
    }

    /// The innermost `lineLimit` wins: a plain one inside a reserving one reserves nothing.
    @Test func innermostLineLimitWins() throws {
        let inner = try entries(.t("aaa", .lineLimit(3), .lineLimitReserving(minimum: 2, maximum: 2)), width: 300, height: 300)
        #expect(inner["Text"]?.frame.height == 24)
        let outer = try entries(.t("aaa", .lineLimitReserving(minimum: 2, maximum: 2), .lineLimit(3)), width: 300, height: 300)
        #expect(outer["Text"]?.frame.height == 48)
    }

    /// The fixed measurer is case-blind in width, so the case shows where it changes the
    /// length: "straße" (6 × 10) uppercases to "STRASSE" (7 × 10); `nil` inside lifts it.
    @Test(arguments: [
        ([Modifier.textCase(.uppercase)], 70.0),
        ([.textCase(.lowercase)], 60),
        ([.textCase(nil), .textCase(.uppercase)], 60),
        ([], 60),
    ])
    func textCaseIsMeasured(modifiers: [Modifier], width: Double) throws {
        let view = ViewNode(.text(.verbatim("straße")), modifiers: [.font(.system(size: 20))] + modifiers, id: "t")
        let f = try layout(view, width: 300, height: 300)
        #expect(f["t"]?.width == width)
    }

    /// "aaa bbb ccc" (11 characters, 5.5 em) in one line of 75: at 20 pt it needs two lines and
    /// truncates. It fits at 75 / 5.5 = 13.6 pt, so a factor of 0.5 (down to 10 pt) fits it in
    /// one line, untruncated, at most 75 wide and under 24 tall; 0.9 (18 pt, 99 wide) cannot.
    @Test(arguments: [
        (0.5, false),
        (0.68, false),  // 13.6 pt: just fits
        (0.9, true),
        (1.0, true),    // no shrinking
    ])
    func minimumScaleFactorFitsWhatWouldTruncate(factor: Double, truncated: Bool) throws {
        let e = try entries(.t("aaa bbb ccc", .minimumScaleFactor(factor), .lineLimit(1), .frame(width: 75)),
                            width: 300, height: 300)
        let text = try #require(e["Text"])
        #expect(text.lines == 1)
        #expect(text.isTruncated == truncated)
        #expect(text.frame.width <= 75)
        if !truncated { #expect(text.frame.height < 24) }
    }

    /// A text that fits keeps its full size.
    @Test func minimumScaleFactorLeavesWhatFits() throws {
        let e = try entries(.t("aaa bbb ccc", .minimumScaleFactor(0.5), .lineLimit(1)), width: 300, height: 300)
        #expect(e["Text"]?.frame.size == Size(width: 110, height: 24))
    }

    /// `lineSpacing` 6 adds 6 after every line but the last: 3 lines (35 wide) are 72 + 12,
    /// one line is 24, and two reserved lines for one are 48 + 6.
    @Test(arguments: [
        ([Modifier.lineSpacing(6)], 35.0, 84.0),
        ([.lineSpacing(6)], 200, 24),
        ([.lineLimitReserving(minimum: 2, maximum: 2), .lineSpacing(6)], 200, 54),
        ([.lineSpacing(6), .truncationMode(.head), .monospacedDigit], 35, 84),  // the two others change nothing
    ])
    func lineSpacingIsBetweenLines(modifiers: [Modifier], width: Double, height: Double) throws {
        let view = ViewNode(.text(.verbatim("aaa bbb ccc")),
                            modifiers: [.font(.system(size: 20))] + modifiers + [Modifier.frame(width: width)])
        let e = try entries(view, width: 300, height: 300)
        #expect(e["Text"]?.frame.height == height)
    }

    /// "ab" at 20 pt is 2 × 10; the fixed measurer has no system tracking, so `tracking` and
    /// `kerning` each add their points to every character, `kerning` on top of `tracking`.
    @Test(arguments: [
        ([Modifier.tracking(2)], 24.0),
        ([.kerning(2)], 24),
        ([.kerning(-1)], 18),
        ([.tracking(2), .kerning(1)], 26),
        ([.tracking(0), .tracking(3)], 20),  // the inner 0 gives the system's (none) back
    ])
    func trackingAndKerningArePerGlyph(modifiers: [Modifier], width: Double) throws {
        let view = ViewNode(.text(.verbatim("ab")), modifiers: [.font(.system(size: 20))] + modifiers, id: "t")
        #expect(try layout(view, width: 300, height: 300)["t"]?.width == width)
    }
}

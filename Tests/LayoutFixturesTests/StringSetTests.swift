import LayoutEngine
@testable import LayoutFixtures
import Testing

@Suite("Pseudo-localisations")
struct StringSetTests {
    @Test func base() {
        #expect(StringSet.base.apply(to: "Log in") == "Log in")
    }

    @Test func double() {
        #expect(StringSet.double.apply(to: "Log in") == "Log in Log in")
    }

    @Test func bounded() {
        #expect(StringSet.bounded.apply(to: "Log in") == "[# Log in #]")
    }

    /// Accents are combining marks on the letters: the same letters, the same number of
    /// characters, and different text.
    @Test(arguments: ["Log in", "String", "Forgot password?", "Passwort vergessen? 123"])
    func accentedKeepsTheLetters(_ source: String) {
        let accented = StringSet.accented.apply(to: source)
        #expect(accented != source)
        #expect(accented.count == source.count)
        var stripped = String.UnicodeScalarView()
        stripped.append(contentsOf: accented.unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark })
        #expect(String(stripped) == source)
        #expect(accented.unicodeScalars.count == source.unicodeScalars.count + source.filter { $0.isASCII && $0.isLetter }.count)
    }

    /// In ASCII, the letters are exactly the scalars Unicode calls alphabetic: what `accented`
    /// marks without looking the property up.
    @Test func asciiLettersAreTheAlphabeticScalars() {
        for byte in UInt8(0)...0x7F {
            #expect(StringSet.isASCIILetter(byte) == Unicode.Scalar(byte).properties.isAlphabetic, "byte \(byte)")
        }
    }

    /// ASCII strings are padded byte by byte, others character by character: the same rule.
    @Test(arguments: ["Log in", "", " ", "\t \n", "a", "Forgot password?", "tab\tand\nbreaks\u{0B}\u{0C} ",
                      "A sentence of more than thirty characters, to pad less", String(repeating: "x", count: 80)])
    func expandedASCIIFollowsTheCharactersRule(_ source: String) {
        #expect(StringSet.expanded.apply(to: source) == StringSet.expandByCharacters(source))
    }

    @Test func accentedLeavesDigitsAndPunctuation() {
        #expect(StringSet.accented.apply(to: "12 + 3 = 15!") == "12 + 3 = 15!")
    }

    @Test func expandedLogIn() {
        // 6 characters: the IBM table allows up to 200% more, so 18 in all.
        let expanded = StringSet.expanded.apply(to: "Log in")
        #expect(expanded.hasPrefix("Log in "))
        #expect(expanded.count == 18)
    }

    /// The IBM guideline (reference section 5.1): extra length relative to the English
    /// length, by English length. The expansion is within the range, rounded up.
    @Test(arguments: [
        (1, 1.0, 2.0), (6, 1.0, 2.0), (10, 1.0, 2.0),
        (11, 0.8, 1.0), (20, 0.8, 1.0),
        (21, 0.6, 0.8), (30, 0.6, 0.8),
        (31, 0.4, 0.6), (50, 0.4, 0.6),
        (51, 0.31, 0.4), (70, 0.31, 0.4),
        (71, 0.3, 0.3), (200, 0.3, 0.3),
    ] as [(Int, Double, Double)])
    func expandedFollowsTheIBMTable(_ length: Int, _ least: Double, _ most: Double) {
        let words = ["Log", "in", "to", "see", "your", "saved", "items"]
        var source = ""
        var i = 0
        while source.count < length {
            source += (source.isEmpty ? "" : " ") + words[i % words.count]
            i += 1
        }
        source = String(source.prefix(length))
        #expect(source.count == length)
        let extra = StringSet.expanded.apply(to: source).count - length
        #expect(extra >= Int((Double(length) * least).rounded(.up)))
        #expect(extra <= Int((Double(length) * most).rounded(.up)))
        #expect(StringSet.expanded.apply(to: source).hasPrefix(source))
    }

    @Test func emptyStringStaysEmptyWhenExpanded() {
        #expect(StringSet.expanded.apply(to: "") == "")
    }

    @Test func allSetsByName() {
        #expect(StringSet.allCases.map(\.rawValue) == ["base", "double", "accented", "bounded", "expanded"])
    }

    /// Pseudo-localisations change the table of localized strings; `verbatim` text is not
    /// in the table, so a verbatim `Text` lays out the same in every set.
    @Test func verbatimTextIsNeverPseudoLocalised() throws {
        let scenario = try ScenarioLoader.load(text: #"""
            {"scenario": "s", "strings": {"en": {"login": "Log in"}},
             "matrix": {"stringSets": ["base", "double"]},
             "view": {"type": "VStack", "children": [{"type": "Text", "key": "login"}, {"type": "Text", "verbatim": "Log in"}]}}
            """#, file: "s.json")
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        var widths: [[Double]] = []
        for layoutCase in scenario.matrix.cases {
            let result = try engine.layout(scenario.view, in: layoutCase.container.container,
                                           environment: scenario.environment(for: layoutCase))
            widths.append(result.frames.filter { if case .view(_, "Text") = $0.label { true } else { false } }.map(\.frame.width))
        }
        let (base, double) = (widths[0], widths[1])
        #expect(base.count == 2 && double.count == 2)
        #expect(base[0] == base[1])
        #expect(double[0] > base[0] * 2)
        #expect(double[1] == base[1])
    }
}

import Testing
@testable import LayoutRunner

/// A record's lanes each summarize the warnings of the cases they laid out, and the parts are
/// merged: the merge must say what adding every case to one summary says.
@Suite("Warning summary")
struct WarningSummaryTests {
    static let cases: [(scenario: String, key: String, warnings: [String])] = [
        ("login", "iPhone16/en/large/base", ["VStack/Text: no string for key \"Title\""]),
        ("login", "iPhone16/de/large/base", ["VStack/Text: no string for key \"Title\"", "frame is not finite"]),
        ("login", "iPhoneSE3/de/large/base", []),
        ("profile", "iPhone16/en/large/base", []),
        ("login", "iPhone16/ar/large/base", ["VStack/Text: no string for key \"Title\""]),
        ("profile", "iPhone16/de/large/base", ["frame is not finite"]),
    ]

    static func summary(_ cases: ArraySlice<(scenario: String, key: String, warnings: [String])>) -> WarningSummary {
        var summary = WarningSummary()
        for c in cases { summary.add(scenario: c.scenario, caseKey: c.key, warnings: c.warnings) }
        return summary
    }

    @Test(arguments: 0...cases.count)
    func mergingTwoPartsIsAddingEveryCase(split: Int) {
        var merged = Self.summary(Self.cases[..<split])
        merged.merge(Self.summary(Self.cases[split...]))
        let whole = Self.summary(Self.cases[...])
        #expect(merged == whole)
        #expect(merged.lines == whole.lines)
        // Counts add up across the parts, and the first case in key order is named whichever
        // part it came from.
        #expect(merged.lines == [
            #"login: VStack/Text: no string for key "Title" (3 of 4 cases, e.g. iPhone16/ar/large/base)"#,
            "login: frame is not finite (1 of 4 cases, e.g. iPhone16/de/large/base)",
            "profile: frame is not finite (1 of 2 cases, e.g. iPhone16/de/large/base)",
        ])
    }
}

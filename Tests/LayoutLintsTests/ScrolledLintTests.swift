import LayoutEngine
import Testing
@testable import LayoutLints

/// Lints see a view inside a scroll view only where the scroll view shows it: content below
/// the fold, or scrolled above the top by a `scrollPosition`, overlaps nothing outside it.
@Suite struct ScrolledLintTests {
    typealias Case = LintPassTests.Case

    /// Five 50-tall rows (250) in a scroll view framed 100 tall (the frame bounds the scroll
    /// view, not what scrolls in it), with a 50-tall bar above and one
    /// below it, all in a stack with no spacing: rows 2 to 4 lie under the bottom bar unscrolled,
    /// rows 0 and 1 under the top bar when scrolled 100 down.
    static func screen(_ modifiers: [Modifier] = [], spacing: Double = 0) -> ViewNode {
        let rows = ViewNode(.forEach, children: (0..<5).map { _ in LintPassTests.rectangle(100, 50) })
        let scroll = ViewNode(.scrollView(axes: .vertical),
                              children: [ViewNode(.vStack(alignment: .center, spacing: spacing), children: [rows])],
                              modifiers: [.frame(width: nil, height: .points(100), alignment: .center)] + modifiers)
        return ViewNode(.vStack(alignment: .center, spacing: 0), children: [
            LintPassTests.rectangle(200, 50, id: "top"), scroll, LintPassTests.rectangle(200, 50, id: "bottom"),
        ])
    }

    static let cases: [Case] = [
        Case(name: "rows below the fold and a bar under the scroll view", view: screen(), expected: []),
        Case(name: "rows scrolled above the top and a bar over the scroll view",
             view: screen([.scrollPosition(ScrollPosition(y: 100))]), expected: []),
        Case(name: "rows scrolled to the end", view: screen([.scrollPosition(ScrollPosition(edge: .bottom))]), expected: []),
        // Rows overlapping one another by 10 (spacing −10): rows 0 and 1 meet on screen, at
        // 40 … 50 of the content; the pairs below the fold (rows 2 and 3 at 80 … 90 and lower
        // ones) are off screen but for 1 and 2, whose 10 pt meet at 80 … 90, still inside 100.
        Case(name: "rows that overlap on screen", view: screen(spacing: -10),
             expected: ["overlap VStack/ScrollView/VStack/ForEach/Rectangle[0]: overlaps VStack/ScrollView/VStack/ForEach/Rectangle[1] by 100 × 10 pt",
                        "overlap VStack/ScrollView/VStack/ForEach/Rectangle[1]: overlaps VStack/ScrollView/VStack/ForEach/Rectangle[2] by 100 × 10 pt"]),
    ]

    @Test(arguments: cases)
    func findsExactlyTheExpected(_ c: Case) throws {
        let got = try LintPassTests.findings(c).map(LintPassTests.describe)
        #expect(got == c.expected, "\(got)")
    }
}

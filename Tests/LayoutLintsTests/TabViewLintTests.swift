import LayoutEngine
import Testing
@testable import LayoutLints

/// A `TabView`'s bottom bar reaches through the safe area and its titles keep their size at
/// every Dynamic Type size, both as on iOS: neither is a finding. What its tabs hold still is.
@Suite struct TabViewLintTests {
    typealias Case = LintPassTests.Case

    static let phone = LayoutContainer(size: Size(width: 393, height: 852), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34),
                                       idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)

    static func tabs(_ content: ViewNode) -> ViewNode {
        ViewNode(TabView(), children: [
            ViewNode(Tab(label: TabItemLabel(title: .verbatim("Home"), hasImage: true)), children: [content]),
            ViewNode(Tab(label: TabItemLabel(title: .verbatim("Settings"), hasImage: true)), children: [ViewNode(.color)]),
        ])
    }

    static let cases: [Case] = [
        Case(name: "a tab bar at large", view: tabs(ViewNode(.color)), container: phone, expected: []),
        Case(name: "a tab bar at accessibility3", view: tabs(ViewNode(.color)), size: .accessibility3, container: phone,
             expected: []),
        // A 501-wide rectangle in a 393-wide tab: (501 − 393) / 2 = 54 past each side, found
        // on the tab (the container) and on the rectangle (the content cut off).
        Case(name: "a tab's content past the safe area",
             view: tabs(LintPassTests.rectangle(501, 20)), container: phone,
             expected: ["overflow TabView/Tab[0]: extends 54 pt past the leading and 54 pt past the trailing safe-area edges",
                        "overflow TabView/Tab[0]/Rectangle: extends 54 pt past the leading and 54 pt past the trailing safe-area edges"]),
    ]

    @Test(arguments: cases)
    func findsExactlyTheExpected(_ c: Case) throws {
        let got = try LintPassTests.findings(c).map(LintPassTests.describe)
        #expect(got == c.expected, "\(got)")
    }
}

import Testing
@testable import LayoutEngine

/// `NavigationLink` and `LabeledContent`: in a `List` or `Form` row, the label leading and
/// the chevron (8 × 13) or the value trailing across the row; elsewhere, the label alone or
/// the pair side by side. In a plain list 300 wide the row's content is 16 in on both sides
/// (x 16 to 284) and 11 down; the texts (`t`) are 10 a character and 24 tall.
@Suite struct NavigationLinkTests {
    static func link(_ label: ViewNode, id: String? = "link") -> ViewNode {
        ViewNode(NavigationLink(), children: [label], id: id)
    }

    static func plainList(_ rows: [ViewNode]) -> ViewNode {
        ViewNode(.list, children: rows, modifiers: [.listStyle(.plain)])
    }

    @Test(arguments: [
        // A row: the label at (16, 11); the chevron on the trailing edge, 284 − 8 = 276,
        // centred on the 24-tall label, 11 + (24 − 13) / 2 = 16.5, snapped to the @3x grid:
        // 49.5 / 3 rounds to 50 / 3; the link spans 16…284.
        ("row", plainList([link(.t("ab", id: "a"))]), r(16, 11, 20, 24), r(276, 50.0 / 3, 8, 13) as Rect?, r(16, 11, 268, 24)),
        // A ForEach's rows are rows too: the second, one row (46) lower, 62.5 snapped to 188 / 3.
        ("ForEach row", plainList([ViewNode(.forEach, children: [link(.t("x"), id: nil), link(.t("ab", id: "a"))])]),
         r(16, 57, 20, 24), r(276, 188.0 / 3, 8, 13), r(16, 57, 268, 24)),
        // A Form's section row: the card 16 in and the row 16 more (x 32 to 268), the section
        // 20 down (y 31); the chevron at 268 − 8 = 260, 31 + 5.5 = 36.5 snapped to 110 / 3.
        ("Form section row", ViewNode(.form, children: [ViewNode(.section(header: nil, footer: nil), children: [link(.t("ab", id: "a"))])]),
         r(32, 31, 20, 24), r(260, 110.0 / 3, 8, 13), r(32, 31, 236, 24)),
        // Inside an HStack, the link is not the row: its label alone, no chevron.
        ("in an HStack of a row", plainList([ViewNode(.hStack(alignment: .center, spacing: nil), children: [link(.t("ab", id: "a"))])]),
         r(16, 11, 20, 24), nil, r(16, 11, 20, 24)),
        // Outside a list: a plain button, its label (centred in the 300 × 400 root:
        // (300 − 20) / 2 = 140, (400 − 24) / 2 = 188).
        ("outside a list", ViewNode(.vStack(alignment: .leading, spacing: nil), children: [link(.t("ab", id: "a"))]),
         r(140, 188, 20, 24), nil, r(140, 188, 20, 24)),
    ])
    func navigationLink(_ name: String, view: ViewNode, label: Rect, chevron: Rect?, link: Rect) throws {
        let f = try layout(view, width: 300, height: 400)
        #expect(f["a"] == label)
        // The lowest chevron is the link's (a ForEach's first row has one too).
        let chevrons = f.filter { $0.key.hasSuffix("/chevron") }.values.sorted { $0.y < $1.y }
        #expect(chevrons.last == chevron)
        #expect(f["link"] == link)
    }

    /// Outside a list a link takes its `buttonStyle`: bordered pads the label.
    @Test func borderedOutsideAList() throws {
        let plain = try layout(Self.link(.t("ab")), width: 300, height: 400)
        let bordered = try layout(ViewNode(NavigationLink(), children: [.t("ab")], modifiers: [.buttonStyle(.bordered)], id: "link"),
                                  width: 300, height: 400)
        #expect(try #require(bordered["link"]).width > (try #require(plain["link"])).width)
    }

    static func labeled(_ label: String, _ value: String) -> ViewNode {
        ViewNode(LabeledContent(label: .t(label), value: nil), children: [.t(value)])
    }

    @Test(arguments: [
        // A row: "ab" at 16; "abc" (30) on the trailing edge, 284 − 30 = 254.
        ("row", plainList([labeled("ab", "abc")]), r(16, 11, 20, 24), r(254, 11, 30, 24)),
        // A Form's section row: the value on the row's trailing edge, 268 − 30 = 238.
        ("Form section row", ViewNode(.form, children: [ViewNode(.section(header: nil, footer: nil), children: [labeled("ab", "abc")])]),
         r(32, 31, 20, 24), r(238, 31, 30, 24)),
        // Elsewhere an HStack of the two: "abc" after "ab" and 8 of spacing, 58 wide, centred
        // in the 300 × 400 root: the label at (300 − 58) / 2 = 121, the value at 121 + 28 = 149.
        ("outside a list", ViewNode(.vStack(alignment: .leading, spacing: nil), children: [labeled("ab", "abc")]),
         r(121, 188, 20, 24), r(149, 188, 30, 24)),
    ])
    func labeledContent(_ name: String, view: ViewNode, label: Rect, value: Rect) throws {
        let f = try layout(view, width: 300, height: 400)
        #expect(f.first { $0.key.hasSuffix("LabeledContent/Text[0]") }?.value == label)
        #expect(f.first { $0.key.hasSuffix("LabeledContent/Text[1]") }?.value == value)
    }
}

import Testing
@testable import LayoutEngine

/// `List`, `Section` and `Form`: rows at least 44 tall with 11 above and below their content
/// and the layout margin (16 below 414 points wide, 20 from there) on their sides; grouped
/// styles' section margins (20 above a section without a header, 10 below each; 16 above a
/// header, 6 below it). Texts here are 24 tall (`t`), so a row is 11 + 24 + 11 = 46.
@Suite struct ListTests {
    static func list(_ children: [ViewNode], _ modifiers: Modifier..., form: Bool = false) -> ViewNode {
        ViewNode(form ? .form : .list, children: children, modifiers: modifiers)
    }

    static func section(header: ViewNode? = nil, _ rows: [ViewNode]) -> ViewNode {
        ViewNode(.section(header: header, footer: nil), children: rows)
    }

    @Test(arguments: [
        // Plain: rows from the top, the text 16 in and 11 down; the second row at 46 + 11.
        (ListStyle.plain, r(16, 11, 20, 24), r(16, 57, 30, 24)),
        // Grouped: the section 20 down, no card: (16, 31) and (16, 77).
        (.grouped, r(16, 31, 20, 24), r(16, 77, 30, 24)),
        // Inset grouped (and automatic): the card 16 in, the row 16 more: x 32.
        (.insetGrouped, r(32, 31, 20, 24), r(32, 77, 30, 24)),
        (.automatic, r(32, 31, 20, 24), r(32, 77, 30, 24)),
        // Inset: a card, no section margins: (32, 11).
        (.inset, r(32, 11, 20, 24), r(32, 57, 30, 24)),
    ])
    func rowsByStyle(style: ListStyle, first: Rect, second: Rect) throws {
        let f = try layout(Self.list([.t("ab", id: "a"), .t("abc", id: "b")], .listStyle(style)), width: 300, height: 400)
        #expect(f["List"] == r(0, 0, 300, 400))
        #expect(f["a"] == first)
        #expect(f["b"] == second)
    }

    /// A `Form` lays out as an inset grouped list.
    @Test func formIsInsetGrouped() throws {
        let f = try layout(Self.list([.t("ab", id: "a")], form: true), width: 300, height: 400)
        #expect(f["a"] == r(32, 31, 20, 24))
    }

    /// Short content gets the minimum row height and is centred in it: a 10-tall rectangle
    /// in a 44 row is at 11 + (44 − 22 − 10) / 2 = 17; with a minimum of 60, at 11 + 14 = 25.
    @Test(arguments: [(nil as Double?, 17.0), (60.0 as Double?, 25.0)])
    func minimumRowHeight(minimum: Double?, y: Double) throws {
        var modifiers: [Modifier] = [.listStyle(.plain)]
        if let minimum { modifiers.append(.defaultMinListRowHeight(minimum)) }
        let view = ViewNode(.list, children: [.rect(.frame(width: 10, height: 10), id: "r")], modifiers: modifiers)
        let f = try layout(view, width: 300, height: 400)
        #expect(f["r"] == r(16, y, 10, 10))
    }

    /// `listRowInsets` replaces the row's insets: none at all leaves a 44 row (the minimum)
    /// around 24 of text, the text at x 0, y (44 − 24) / 2 = 10.
    @Test func rowInsets() throws {
        let f = try layout(Self.list([.t("ab", .listRowInsets(EdgeInsets()), id: "a")], .listStyle(.plain)),
                           width: 300, height: 400)
        #expect(f["a"] == r(0, 10, 20, 24))
    }

    /// The layout margin follows the container: 20 from 414 points wide.
    @Test func wideContainersGetTheWideMargin() throws {
        let f = try layout(Self.list([.t("ab", id: "a")], .listStyle(.plain)), width: 414, height: 400)
        #expect(f["a"] == r(20, 11, 20, 24))
    }

    /// A header: 16 above it, 6 below, inset as the rows' content is. Grouped: the header
    /// text at (16, 16); the row below it at 16 + 24 + 6 + 11 = 57.
    @Test func sectionHeader() throws {
        let view = Self.list([Self.section(header: .t("H", id: "h"), [.t("ab", id: "a")])], .listStyle(.grouped))
        let f = try layout(view, width: 300, height: 400)
        #expect(f["h"] == r(16, 16, 10, 24))
        #expect(f["a"] == r(16, 57, 20, 24))
        #expect(f["List/Section/header/Text"] == r(16, 16, 10, 24))
    }

    /// `listSectionSpacing` replaces the section margins by a spacing between sections: 10
    /// between two one-row sections puts the second row at 46 + 10 + 11 = 67.
    @Test func sectionSpacing() throws {
        let view = Self.list([Self.section([.t("ab", id: "a")]), Self.section([.t("ab", id: "b")])],
                             .listSectionSpacing(10))
        let f = try layout(view, width: 300, height: 400)
        #expect(f["a"] == r(32, 11, 20, 24))
        #expect(f["b"] == r(32, 67, 20, 24))
    }

    /// The constants, by name, with their values in docs/swiftui-constants.md.
    @Test func constants() {
        #expect(ListConstants.minimumRowHeight == 44)
        #expect(ListConstants.rowVerticalInset == 11)
        #expect(ListConstants.layoutMargin(containerWidth: 393) == 16)
        #expect(ListConstants.layoutMargin(containerWidth: 414) == 20)
        #expect(ListConstants.layoutMargin(containerWidth: 744) == 20)
        #expect((ListConstants.sectionTopMargin, ListConstants.sectionBottomMargin) == (20, 10))
        #expect((ListConstants.headerTopMargin, ListConstants.headerBottomMargin, ListConstants.footerTopMargin) == (16, 6, 6))
    }
}

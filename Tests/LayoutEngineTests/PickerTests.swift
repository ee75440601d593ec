import Testing
@testable import LayoutEngine

/// `Picker`, `DatePicker`, `Slider`, `Link` and `Menu` in a 300 × 400 box, texts in a 20-pt
/// font with the fixed-advance measurer (10 pt a character, 24 a line), symbols 20 × 20.
@Suite struct PickerTests {
    static let options = [ViewNode.t("Light"), .t("Dark"), .t("Auto")]

    static func picker(_ style: PickerStyleKind, selection: Int = 1) -> ViewNode {
        ViewNode(ViewContent(Picker(title: .verbatim("Theme"), selection: selection)), children: options,
                 modifiers: [.font(.system(size: 20)), .pickerStyle(style),
                             .frame(width: 300, height: 400, alignment: .top)])
    }

    /// Menu: "Theme" (50) leading; trailing "Dark" (40), 8, a small chevron (16): 64 wide,
    /// from 300 − 64 = 236; the row 300 × 24.
    @Test(arguments: [PickerStyleKind.automatic, .menu])
    func menu(_ style: PickerStyleKind) throws {
        let f = try layout(Self.picker(style), width: 300, height: 400)
        #expect(f["Picker"] == r(0, 0, 300, 24))
        #expect(f["Picker/Text"] == r(0, 0, 50, 24))
        #expect(f["Picker/HStack"] == r(236, 0, 64, 24))
        #expect(f["Picker/HStack/Text"] == r(236, 0, 40, 24))
        #expect(f["Picker/HStack/Image"] == r(284, 4, 16, 16))
    }

    /// Segmented: three segments of 300 / 3 = 100, each at least 28 tall (24 < 28), the
    /// texts centred in them; no title.
    @Test func segmented() throws {
        let f = try layout(Self.picker(.segmented), width: 300, height: 400)
        #expect(f["Picker"] == r(0, 0, 300, 28))
        #expect(f["Picker/Text[0]"] == r(25, 2, 50, 24))
        #expect(f["Picker/Text[2]"] == r(230, 2, 40, 24))
        #expect(f["Picker/Text"] == nil)
    }

    /// Inline: a row per option, each at least 44 tall: 3 × 44 = 132; a checkmark trails the
    /// selected one (the second row, y 44): 1.0 × 0.95 em, 20 × 19 in the 20-pt font, centred
    /// in the row at 44 + (44 − 19) / 2 = 56.5, on the @3x grid 56.667.
    @Test func inline() throws {
        let f = try layout(Self.picker(.inline), width: 300, height: 400)
        #expect(f["Picker"] == r(0, 0, 300, 132))
        #expect(f["Picker/HStack[1]/Image"] == r(280, 56 + 2.0 / 3, 20, 19))
        #expect(f["Picker/HStack[0]/Image"] == nil)
    }

    /// Wheel: the selected option centred in a 300 × 216 wheel: "Dark" at (130, 96).
    @Test func wheel() throws {
        let f = try layout(Self.picker(.wheel), width: 300, height: 400)
        #expect(f["Picker"] == r(0, 0, 300, 216))
        #expect(f["Picker/Text"] == r(130, 96, 40, 24))
    }

    /// DatePicker: "Day" (30) leading; the chip "1 May" (50) padded 12 × 6: 74 × 36 from
    /// 300 − 74 = 226, its text at 238; the row 36 tall, the title centred (y 6).
    @Test func datePicker() throws {
        let picker = ViewNode(ViewContent(DatePicker(title: .verbatim("Day"), date: "1 May")),
                              modifiers: [.font(.system(size: 20)), .frame(width: 300, height: 400, alignment: .top)])
        let f = try layout(picker, width: 300, height: 400)
        #expect(f["DatePicker"] == r(0, 0, 300, 36))
        #expect(f["DatePicker/Text[0]"] == r(0, 6, 30, 24))
        #expect(f["DatePicker/Text[1]"] == r(238, 6, 50, 24))
    }

    /// Slider: a 28-tall track across the width; with value labels (20 × 20 symbols) at its
    /// ends, 8 apart: the track from 28 to 272, 244 wide.
    @Test func slider() throws {
        let plain = ViewNode(ViewContent(Slider()), modifiers: [.frame(width: 300, height: 400, alignment: .top)])
        #expect(try layout(plain, width: 300, height: 400)["Slider"] == r(0, 0, 300, 28))
        let symbol = ViewNode(ViewContent(SymbolImage(systemName: "speaker")), modifiers: [.font(.system(size: 20))])
        let labelled = ViewNode(ViewContent(Slider(minimumValueLabel: symbol, maximumValueLabel: symbol)),
                                modifiers: [.frame(width: 300, height: 400, alignment: .top)])
        let f = try layout(labelled, width: 300, height: 400)
        #expect(f["Slider/control"] == r(28, 0, 244, 28))
        #expect(f["Slider/Image[0]"] == r(0, 4, 20, 20))
        #expect(f["Slider/Image[1]"] == r(280, 4, 20, 20))
    }

    /// Link and Menu show their title as a button's label: "Help" 40 × 24; a Menu's items are
    /// not laid out.
    @Test func linkAndMenu() throws {
        let link = ViewNode(ViewContent(Link(title: .verbatim("Help"))), modifiers: [.font(.system(size: 20))])
        #expect(try layout(link, width: 300, height: 400)["Link/Text"]?.size == Size(width: 40, height: 24))
        let menu = ViewNode(ViewContent(Menu(label: .t("Help"))), children: [.t("Item", id: "item")],
                            modifiers: [.buttonStyle(.bordered)])
        let f = try layout(menu, width: 300, height: 400)
        // Bordered regular: 40 + 30 = 70 wide, 24 + 20 = 44 tall.
        #expect(f["Menu"]?.size == Size(width: 70, height: 44))
        #expect(f["item"] == nil)
    }
}

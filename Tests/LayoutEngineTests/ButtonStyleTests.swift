import Testing
@testable import LayoutEngine

/// `buttonStyle` and `controlSize` on a `Button`, and `textFieldStyle` on a `TextField`. The
/// label is "OK" in a 20-pt font: 20 × 24 with the fixed-advance measurer.
@Suite struct ButtonStyleTests {
    static func button(_ modifiers: Modifier...) -> ViewNode {
        ViewNode(.button, children: [.t("OK", id: "label")], modifiers: modifiers)
    }

    @Test(arguments: [
        // No padding in the borderless styles: the label's 20 × 24.
        (ButtonStyleKind.automatic, ControlSize.regular, 20.0, 24.0),
        (.plain, .regular, 20, 24),
        (.borderless, .large, 20, 24),
        // bordered, regular: 10 × 15 insets: 20 + 30 = 50 wide, 24 + 20 = 44 tall (above the 32 minimum).
        (.bordered, .regular, 50, 44),
        // borderedProminent, large: 16 × 20: 20 + 40 = 60, 24 + 32 = 56.
        (.borderedProminent, .large, 60, 56),
        // small: 6 × 12: 20 + 24 = 44, 24 + 12 = 36; mini takes small's.
        (.bordered, .small, 44, 36),
        (.bordered, .mini, 44, 36),
        // extraLarge takes large's: 60 × 56.
        (.bordered, .extraLarge, 60, 56),
    ])
    func size(_ style: ButtonStyleKind, _ size: ControlSize, width: Double, height: Double) throws {
        let f = try layout(Self.button(.buttonStyle(style), .controlSize(size)),
                           width: 300, height: 300)
        let button = try #require(f["Button"])
        #expect(button.width == width && button.height == height)
        #expect(f["label"]?.size == Size(width: 20, height: 24))
    }

    /// The minimum length: an empty-ish label "" (0 × 24) in a regular bordered button is
    /// 0 + 30 = 30 wide, below the 32 minimum: 32; a large one 40 wide, below 44: 44.
    @Test(arguments: [(ControlSize.regular, 32.0), (.large, 44)])
    func minimumLength(_ size: ControlSize, width: Double) throws {
        let view = ViewNode(.button, children: [.t("")], modifiers: [.buttonStyle(.bordered),
                                                                     .controlSize(size)])
        #expect(try layout(view, width: 300, height: 300)["Button"]?.width == width)
    }

    /// A bordered button's label in no font of its own takes the control size's: `subheadline`
    /// (15 pt at `large`) when small or mini, else the font around it, `body` (17 pt). "OKAY"
    /// is 4 × 7.5 = 30 wide in 15 pt, 4 × 8.5 = 34 in 17; the borderless styles keep `body`.
    @Test(arguments: [
        (ButtonStyleKind.bordered, ControlSize.mini, 30.0), (.bordered, .small, 30), (.borderedProminent, .small, 30),
        (.bordered, .regular, 34), (.bordered, .large, 34), (.borderedProminent, .extraLarge, 34),
        (.plain, .small, 34), (.borderless, .mini, 34), (.automatic, .small, 34),
    ])
    func labelFontByControlSize(_ style: ButtonStyleKind, _ size: ControlSize, width: Double) throws {
        let view = ViewNode(.button, children: [ViewNode(.text(.verbatim("OKAY")), id: "label")],
                            modifiers: [.buttonStyle(style), .controlSize(size)])
        #expect(try layout(view, width: 300, height: 300)["label"]?.width == width)
    }

    /// A `font` around the button wins over the control size's, and the small label grows
    /// with Dynamic Type as `subheadline` does (wider at `accessibility3` than at `large`).
    @Test func smallLabelFontYieldsAndScales() throws {
        let label = ViewNode(.text(.verbatim("OKAY")), id: "label")
        let small = [Modifier.buttonStyle(.bordered), .controlSize(.small)]
        let fixed = ViewNode(.button, children: [label], modifiers: [.font(.system(size: 20))] + small)
        #expect(try layout(fixed, width: 300, height: 300)["label"]?.width == 40)
        let scaled = ViewNode(.button, children: [label], modifiers: small)
        let large = try #require(try layout(scaled, width: 600, height: 600)["label"]?.width)
        let huge = try #require(try layout(scaled, width: 600, height: 600,
                                           environment: EnvironmentValues(dynamicTypeSize: .accessibility3))["label"]?.width)
        #expect(huge > large)
    }

    /// The style set on a container reaches the buttons inside it; the innermost wins.
    @Test func styleIsInherited() throws {
        let inner = Self.button(.buttonStyle(.plain))
        var outer = Self.button()
        outer.modifiers = []
        let view = ViewNode.vStack([outer, inner], .buttonStyle(.bordered))
        let f = try layout(view, width: 300, height: 300)
        #expect(f["VStack/Button[0]"]?.size == Size(width: 50, height: 44))
        #expect(f["VStack/Button[1]"]?.size == Size(width: 20, height: 24))
    }

    /// `roundedBorder` insets the field's text by 6 on every edge: the field is as wide as
    /// offered (300) and 24 + 12 = 36 tall, its text at (6, 6).
    @Test(arguments: [(TextFieldStyleKind.roundedBorder, 36.0, 6.0), (.plain, 24, 0), (.automatic, 24, 0)])
    func textField(_ style: TextFieldStyleKind, height: Double, inset: Double) throws {
        let field = ViewNode(ViewContent(TextField(shown: .verbatim("ada"))),
                             modifiers: [.font(.system(size: 20)), .textFieldStyle(style),
                                         .frame(width: nil, height: 100, alignment: .top)])
        let f = try layout(field, width: 300, height: 100)
        #expect(f["TextField"] == r(0, 0, 300, height))
        #expect(f["TextField/Text"] == r(inset, inset, 30, 24))
    }
}

import Testing
@testable import LayoutEngine

/// `Toggle` and `Stepper`: the label on the leading edge, the control (51 × 31 switch, 94 × 32
/// stepper; `docs/swiftui-constants.md`, Controls) on the trailing edge, filling the width
/// offered and as tall as the taller of the two. Labels are 20-pt fixed-advance texts: 10 pt
/// a character, 24 pt a line; at @2x, so that the halves are on the pixel grid.
@Suite struct LabelledControlTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let view: ViewNode
        let width: Double
        let control: Rect
        let label: Rect?
        let whole: Rect
        var testDescription: String { "\(view.content.typeName) in \(Int(width))" }
    }

    static let top = Modifier.frame(width: nil, height: 100, alignment: .topLeading)

    @Test(arguments: [
        // 300 wide: the toggle fills it; 31 tall (31 > 24); the label 50 × 24 centred on the 31,
        // at y (31 − 24) / 2 = 3.5; the switch at x 300 − 51 = 249.
        Case(view: ViewNode(Toggle(isOn: true), children: [.t("Wi-Fi")], modifiers: [top]), width: 300,
             control: r(249, 0, 51, 31), label: r(0, 3.5, 50, 24), whole: r(0, 0, 300, 31)),
        // Off lays out as on.
        Case(view: ViewNode(Toggle(isOn: false), children: [.t("Wi-Fi")], modifiers: [top]), width: 300,
             control: r(249, 0, 51, 31), label: r(0, 3.5, 50, 24), whole: r(0, 0, 300, 31)),
        // A two-line label: "Airplane mode" is 130 wide; in 180 − 51 − 8 (spacing) = 121 it wraps
        // to "Airplane" / "mode", 80 × 48; the toggle is 48 tall, the switch at y (48 − 31) / 2 = 8.5.
        Case(view: ViewNode(Toggle(isOn: true), children: [.t("Airplane mode")], modifiers: [top]), width: 180,
             control: r(129, 8.5, 51, 31), label: r(0, 0, 80, 48), whole: r(0, 0, 180, 48)),
        // No label: the switch alone on the trailing edge, 200 − 51 = 149.
        Case(view: ViewNode(Toggle(isOn: true), modifiers: [top]), width: 200,
             control: r(149, 0, 51, 31), label: nil, whole: r(0, 0, 200, 31)),
        // The stepper: 32 tall, the label at (32 − 24) / 2 = 4, the control at 300 − 94 = 206.
        Case(view: ViewNode(Stepper(), children: [.t("Copies: 2")], modifiers: [top]), width: 300,
             control: r(206, 0, 94, 32), label: r(0, 4, 90, 24), whole: r(0, 0, 300, 32)),
    ])
    func layout(_ c: Case) throws {
        let f = try LayoutEngineTests.layout(c.view, width: c.width, height: 100, scale: 2)
        let name = c.view.content.typeName
        #expect(f[name + "/control"] == c.control)
        if let label = c.label { #expect(f[name + "/Text"] == label) }
        #expect(f[name] == c.whole)
    }

    /// Two label views stack on the leading edge, title over subtitle: 24 + 8 + 24 = 56 tall,
    /// the switch centred at (56 − 31) / 2 = 12.5.
    @Test func titleAndSubtitle() throws {
        let view = ViewNode(Toggle(isOn: true), children: [.t("Title"), .t("Sub")], modifiers: [Self.top])
        let f = try LayoutEngineTests.layout(view, width: 300, height: 100, scale: 2)
        #expect(f["Toggle/Text[0]"] == r(0, 0, 50, 24))
        #expect(f["Toggle/Text[1]"] == r(0, 32, 30, 24))
        #expect(f["Toggle/control"] == r(249, 12.5, 51, 31))
    }

    /// The control's size is fixed: it does not grow with Dynamic Type (the label does).
    @Test(arguments: [DynamicTypeSize.xSmall, .large, .accessibility5])
    func switchIgnoresDynamicType(_ size: DynamicTypeSize) throws {
        let view = ViewNode(Toggle(isOn: true), children: [.text("On")], modifiers: [Self.top])
        let f = try LayoutEngineTests.layout(view, width: 300, height: 300,
                                             environment: EnvironmentValues(dynamicTypeSize: size))
        #expect(f["Toggle/control"]?.size == ControlConstants.switchSize)
        #expect(ControlConstants.switchSize == Size(width: 51, height: 31))
        #expect(ControlConstants.stepperSize == Size(width: 94, height: 32))
    }
}

/// `ProgressView`: with a `value`, a 4-pt bar across the width offered under its label; without
/// one, a 20 × 20 spinner over its label (`docs/swiftui-constants.md`, Controls). Labels are
/// 20-pt fixed-advance texts: 10 pt a character, 24 pt a line.
@Suite struct ProgressViewTests {
    static let top = Modifier.frame(width: nil, height: 200, alignment: .topLeading)

    @Test(arguments: [
        // Linear, no label: the bar is the whole, 300 × 4.
        (ViewNode(ProgressView(isLinear: true), modifiers: [top]), r(0, 0, 300, 4), nil as Rect?, r(0, 0, 300, 4)),
        // Linear with "Loading": the label 70 × 24 on the leading edge, the bar 8 below it
        // (default spacing), at y 32; the whole 300 × 36.
        (ViewNode(ProgressView(isLinear: true), children: [.t("Loading")], modifiers: [top]),
         r(0, 32, 300, 4), r(0, 0, 70, 24), r(0, 0, 300, 36)),
        // Circular, no label: the spinner alone, 20 × 20, centred in the 300 by the root
        // (the frame sets only a height): x (300 − 20) / 2 = 140.
        (ViewNode(ProgressView(isLinear: false), modifiers: [top]), r(140, 0, 20, 20), nil, r(140, 0, 20, 20)),
        // Circular with "Loading": the stack is 70 wide, at x (300 − 70) / 2 = 115; the spinner
        // centred on it at 115 + (70 − 20) / 2 = 140, the label 8 below at y 28; 70 × 52.
        (ViewNode(ProgressView(isLinear: false), children: [.t("Loading")], modifiers: [top]),
         r(140, 0, 20, 20), r(115, 28, 70, 24), r(115, 0, 70, 52)),
    ])
    func layout(_ view: ViewNode, control: Rect, label: Rect?, whole: Rect) throws {
        let f = try LayoutEngineTests.layout(view, width: 300, height: 200)
        #expect(f["ProgressView/control"] == control)
        if let label { #expect(f["ProgressView/Text"] == label) }
        #expect(f["ProgressView"] == whole)
    }

    @Test func constants() {
        #expect(ControlConstants.progressBarHeight == 4)
        #expect(ControlConstants.spinnerSize == Size(width: 20, height: 20))
    }
}

import LayoutEngine
import LayoutText
import Testing

/// Widths against SF Pro as measured on devices: the stand-in (Inter below 20 pt, Inter
/// Display from 20 pt, both with SF Pro's tracking) lands near every sourced width. The errors
/// are in docs/text-fidelity.md.
@Suite("SF Pro widths")
struct SFProWidthTests {
    /// (string, text style, Dynamic Type size, SF Pro's width, the stand-in's allowed error).
    /// 17 pt: UILabel widths, ../shared/reference/swiftui-layout.md C15–C17, and `Text` on an
    /// iPhone 17 Pro ("Hello, world!"). 28 pt: `Text` in `.title` on the same iPhone (issue 19).
    static let measured: [(String, Font.TextStyle, DynamicTypeSize, Double, Double)] = [
        ("Label 1", .body, .large, 53.667, 0.01),
        ("Label a little longuer", .body, .large, 154.333, 0.01),
        ("Label very very very much longuer", .body, .large, 262.667, 0.01),
        ("Hello, world!", .body, .large, 94.667, 0.01),
        ("OpenSwiftUI Example", .title, .large, 263.667, 0.012),
    ]

    @Test(arguments: measured)
    func widthsLandNearSFPro(string: String, style: Font.TextStyle, size: DynamicTypeSize,
                             sfPro: Double, error: Double) throws {
        let measurer = try #require(sharedMeasurer)
        let width = measurer.layout(textRequest(string, font: Font.style(style).resolved(at: size))).size.width
        #expect(isClose(width, to: sfPro, within: error), "\(string): \(width) against \(sfPro)")
    }

    /// From 20 pt the Display design is used: a title in the text design would be 11% wider.
    @Test func displaySizesUseTheDisplayDesign() throws {
        let measurer = try #require(sharedMeasurer)
        let title = Font.style(.title).resolved(at: .large)
        #expect(title.pointSize == 28)
        let runs = measurer.shapedRuns(of: "OpenSwiftUI Example", font: title)
        #expect(runs.map(\.file) == ["InterDisplay-Regular.otf"])
        let body = measurer.shapedRuns(of: "OpenSwiftUI Example", font: Font.body.resolved(at: .large))
        #expect(body.map(\.file) == ["Inter-Regular.otf"])
    }

    /// The width per point of "Hello World" without SF Pro's tracking (11 glyphs, each tracked),
    /// at `pointSize`: what the design alone gives.
    static func designWidth(_ measurer: HarfBuzzTextMeasurer, at pointSize: Double) -> Double {
        let font = ResolvedFont(pointSize: pointSize, weight: .regular, textStyle: .body)
        let width = measurer.shapedRuns(of: "Hello World", font: font).reduce(0) { $0 + $1.width }
        return (width - 11 * SFProTracking.points(at: pointSize)) / pointSize
    }

    /// SF Pro's design moves smoothly from Text at 17 pt to Display at 28 pt (WWDC20 10175): the
    /// stand-in's advances are Inter's up to 17 pt, Inter Display's from 28 pt, and linear in the
    /// size between, whatever the face that is reported there.
    @Test func theDesignIsInterpolatedBetween17And28() throws {
        let measurer = try #require(sharedMeasurer)
        let text = Self.designWidth(measurer, at: 17), display = Self.designWidth(measurer, at: 28)
        #expect(display < text * 0.99, "Inter Display is the narrower design: \(display) against \(text)")
        #expect(abs(Self.designWidth(measurer, at: 12) - text) < 1e-9)
        #expect(abs(Self.designWidth(measurer, at: 40) - display) < 1e-9)
        for size in [18.0, 20, 22, 22.5, 25, 27] {
            let fraction = (size - 17) / 11
            #expect(abs(Self.designWidth(measurer, at: size) - (text + (display - text) * fraction)) < 1e-9, "\(size) pt")
        }
    }

    /// Every title style at every Dynamic Type size lands between the two designs, tracking
    /// included, and grows with the size.
    @Test(arguments: [Font.TextStyle.largeTitle, .title, .title2, .title3])
    func titlesAtEverySizeFollowTheDesigns(style: Font.TextStyle) throws {
        let measurer = try #require(sharedMeasurer)
        let text = Self.designWidth(measurer, at: 17), display = Self.designWidth(measurer, at: 28)
        var previous = 0.0
        for size in DynamicTypeSize.allCases {
            let font = Font.style(style).resolved(at: size)
            let design = Self.designWidth(measurer, at: font.pointSize)
            #expect(design >= display - 1e-9 && design <= text + 1e-9, "\(style) at \(size)")
            let width = measurer.layout(textRequest("Hello World", font: font)).size.width
            #expect(width > previous, "\(style) at \(size)")
            previous = width
        }
    }
}

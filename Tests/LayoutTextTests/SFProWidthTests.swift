import LayoutEngine
import LayoutText
import Testing

/// Widths against SF Pro as measured on devices: the stand-in (Inter below 20 pt, Inter
/// Display from 20 pt, both with SF Pro's tracking) lands near every sourced width. The errors
/// are in docs/text-fidelity.md.
@Suite("SF Pro widths")
struct SFProWidthTests {
    /// (string, text style, Dynamic Type size, SF Pro's width, the stand-in's allowed error).
    /// 17 pt: UILabel widths, ../shared/reference/swiftui-layout.md C15–C17. 28 pt: `Text` in
    /// `.title` on an iPhone 17 Pro running iOS (issue 19).
    static let measured: [(String, Font.TextStyle, DynamicTypeSize, Double, Double)] = [
        ("Label 1", .body, .large, 53.667, 0.01),
        ("Label a little longuer", .body, .large, 154.333, 0.01),
        ("Label very very very much longuer", .body, .large, 262.667, 0.01),
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
}

import LayoutEngine
import LayoutText
import Testing

/// Widths against SF Pro as measured on devices: the stand-in (Inter below 20 pt, Inter
/// Display from 20 pt, both with SF Pro's tracking) lands near every sourced width. The errors,
/// and why the two beyond 1% are left as measured, are in docs/text-fidelity.md.
@Suite("SF Pro widths")
struct SFProWidthTests {
    /// A width SF Pro gives a string on a device: (string, point size, weight, width at @3x,
    /// the stand-in's allowed error). 17 pt: UILabel widths, ../shared/reference/swiftui-layout.md
    /// C15–C17, and `Text` in `.body` on an iPhone 17 Pro ("Hello, world!", "Color & Shape &
    /// Image"); 28 pt: `Text` in `.title` on the same iPhone (issue 19). Two are beyond 1%, in
    /// opposite directions: Inter's letters differ from SF Pro's by about ±1% a string.
    static let sourced: [(String, Double, Font.Weight, Double, Double)] = [
        ("Label 1", 17, .regular, 53.667, 0.01),
        ("Label a little longuer", 17, .regular, 154.333, 0.01),
        ("Label very very very much longuer", 17, .regular, 262.667, 0.01),
        ("Hello, world!", 17, .regular, 94.667, 0.01),
        ("Color & Shape & Image", 17, .regular, 176.667, 0.012),
        ("OpenSwiftUI Example", 28, .regular, 263.667, 0.012),
    ]

    /// The text style each width was captured in, at the default size.
    static let captured: [(String, Font.TextStyle)] = [
        ("Label 1", .body), ("Label a little longuer", .body), ("Label very very very much longuer", .body),
        ("Hello, world!", .body), ("Color & Shape & Image", .body), ("OpenSwiftUI Example", .title),
    ]

    @Test(arguments: captured)
    func widthsLandNearSFPro(string: String, style: Font.TextStyle) throws {
        let measurer = try #require(sharedMeasurer)
        let source = try #require(Self.sourced.first { $0.0 == string })
        let font = Font.style(style).resolved(at: .large)
        #expect(font.pointSize == source.1 && font.weight == source.2)
        let width = measurer.layout(textRequest(string, font: font)).size.width
        #expect(isClose(width, to: source.3, within: source.4), "\(string): \(width) against \(source.3)")
    }

    /// A text style is the system font at a point size and weight, so a width sourced at 17 or
    /// 28 pt holds for every style and Dynamic Type size that resolves to that size and weight
    /// (`.title3` at xSmall is 17 pt, `.body` at AX1 and `.title2` at xxxLarge 28 pt). Each
    /// style listed has at least one such size; `.largeTitle`, `.headline` (semibold), `.callout`
    /// and `.caption` have none.
    @Test(arguments: [Font.TextStyle.title, .title2, .title3, .body, .subheadline, .footnote, .caption2])
    func everyStyleAtASourcedSizeLandsNearSFPro(style: Font.TextStyle) throws {
        let measurer = try #require(sharedMeasurer)
        var checked = 0
        for size in DynamicTypeSize.allCases {
            let font = Font.style(style).resolved(at: size)
            for (string, pointSize, weight, sfPro, error) in Self.sourced
            where pointSize == font.pointSize && weight == font.weight {
                let width = measurer.layout(textRequest(string, font: font)).size.width
                #expect(isClose(width, to: sfPro, within: error), "\(style) at \(size), \(string): \(width) against \(sfPro)")
                checked += 1
            }
        }
        #expect(checked > 0, "\(style) has no sourced size")
    }

    /// What the title's +1.1% is not. Not pixel rounding or where the tracking goes: the gap is
    /// larger than a pixel (1/3 pt) and one glyph's tracking (what per-gap instead of per-glyph
    /// tracking would remove) together. Not tracking counted twice: without SF Pro's tracking
    /// the stand-in is short by more than 1%. Not the optical size: Inter Display is the
    /// narrowest design the stand-in has at any size, so no other mapping of SF Pro's optical
    /// sizes onto Inter's narrows the title. What is left is the letters themselves.
    @Test func theTitleGapIsInTheLetters() throws {
        let measurer = try #require(sharedMeasurer)
        let title = Font.style(.title).resolved(at: .large)
        let sfPro = 263.667
        let width = measurer.layout(textRequest("OpenSwiftUI Example", font: title)).size.width
        let glyphs = 19.0, tracking = SFProTracking.points(at: title.pointSize)
        #expect(width - sfPro > 1.0 / 3 + tracking)
        var untracked = title
        untracked.tracking = 0
        let design = measurer.layout(textRequest("OpenSwiftUI Example", font: untracked)).size.width
        #expect(abs(width - design - glyphs * tracking) < 1.0 / 3 + 1e-9)
        #expect(design < sfPro * 0.99)
        let display = Self.designWidth(measurer, at: 28, of: "OpenSwiftUI Example")
        for size in stride(from: 12.0, through: 40, by: 0.5) {
            #expect(Self.designWidth(measurer, at: size, of: "OpenSwiftUI Example") >= display - 1e-9, "\(size) pt")
        }
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

    /// The width per point of `string` without SF Pro's tracking (each of its glyphs is
    /// tracked), at `pointSize`: what the design alone gives.
    static func designWidth(_ measurer: HarfBuzzTextMeasurer, at pointSize: Double,
                            of string: String = "Hello World") -> Double {
        let font = ResolvedFont(pointSize: pointSize, weight: .regular, textStyle: .body)
        let width = measurer.shapedRuns(of: string, font: font).reduce(0) { $0 + $1.width }
        return (width - Double(string.count) * SFProTracking.points(at: pointSize)) / pointSize
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

    /// Every title style at every Dynamic Type size takes the design its point size gives
    /// (Inter's to 17 pt, Inter Display's from 28 pt, linear between), plus SF Pro's tracking
    /// at that size on each glyph, rounded up to a pixel; and it grows with the size.
    /// `.largeTitle` (31–60 pt) is always the Display design.
    @Test(arguments: [Font.TextStyle.largeTitle, .title, .title2, .title3])
    func titlesAtEverySizeFollowTheDesigns(style: Font.TextStyle) throws {
        let measurer = try #require(sharedMeasurer)
        let text = Self.designWidth(measurer, at: 17), display = Self.designWidth(measurer, at: 28)
        var previous = 0.0
        for size in DynamicTypeSize.allCases {
            let font = Font.style(style).resolved(at: size)
            let fraction = min(max((font.pointSize - 17) / 11, 0), 1)
            let design = text + (display - text) * fraction
            #expect(abs(Self.designWidth(measurer, at: font.pointSize) - design) < 1e-9, "\(style) at \(size)")
            if style == .largeTitle { #expect(fraction == 1) }
            let tracked = design * font.pointSize + 11 * SFProTracking.points(at: font.pointSize)
            let width = measurer.layout(textRequest("Hello World", font: font)).size.width
            #expect(abs(width - (tracked * 3).rounded(.up) / 3) < 1e-6, "\(style) at \(size): \(width)")
            #expect(width > previous, "\(style) at \(size)")
            previous = width
        }
    }
}

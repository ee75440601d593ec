import LayoutEngine
import LayoutText
import Testing

@Suite("Dynamic Type")
struct DynamicTypeTests {
    /// Every style grows (or stays) from one size to the next: in point size and height, and
    /// in width while it stays on one side of 20 pt, where iOS changes from SF Pro Text to the
    /// tighter SF Pro Display (so a 20 pt line can be narrower than a 19 pt one).
    @Test(arguments: Font.TextStyle.allCases)
    func sizesGrowMonotonically(style: Font.TextStyle) throws {
        let measurer = try #require(sharedMeasurer)
        let fonts = DynamicTypeSize.allCases.map { Font.style(style).resolved(at: $0) }
        let layouts = fonts.map { measurer.layout(textRequest("Sign in to continue", font: $0)) }
        for i in layouts.indices.dropFirst() {
            #expect(fonts[i].pointSize >= fonts[i - 1].pointSize)
            #expect(layouts[i].size.height >= layouts[i - 1].size.height)
            if (fonts[i].pointSize >= 20) == (fonts[i - 1].pointSize >= 20) {
                #expect(layouts[i].size.width >= layouts[i - 1].size.width)
            }
        }
        let first = try #require(layouts.first)
        let last = try #require(layouts.last)
        #expect(last.size.height > first.size.height)
    }

    @Test func bodyAtAccessibility5IsAboutThreeTimesLarge() throws {
        let measurer = try #require(sharedMeasurer)
        let large = measurer.layout(textRequest("Label 1", font: Font.body.resolved(at: .large)))
        let huge = measurer.layout(textRequest("Label 1", font: Font.body.resolved(at: .accessibility5)))
        #expect(isClose(huge.size.height / large.size.height, to: 3, within: 0.15))
        #expect(isPixelAligned(huge.size.height))
    }

    /// At 3x every size is in whole pixels; at 2x too.
    @Test(arguments: [2.0, 3.0])
    func sizesAreWholePixels(scale: Double) throws {
        let measurer = try #require(sharedMeasurer)
        for size in DynamicTypeSize.allCases {
            let layout = measurer.layout(textRequest("Forgot password?", width: 90,
                                                     font: Font.body.resolved(at: size), scale: scale))
            #expect(isPixelAligned(layout.size.height, scale: scale))
            #expect(isPixelAligned(layout.size.width, scale: scale) || layout.size.width == 90)
        }
    }
}

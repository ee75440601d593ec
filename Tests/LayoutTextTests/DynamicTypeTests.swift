import LayoutEngine
import LayoutText
import Testing

@Suite("Dynamic Type")
struct DynamicTypeTests {
    /// Every style grows (or stays) from one size to the next, in height and in width.
    @Test(arguments: Font.TextStyle.allCases)
    func sizesGrowMonotonically(style: Font.TextStyle) throws {
        let measurer = try #require(sharedMeasurer)
        let layouts = DynamicTypeSize.allCases.map { size in
            measurer.layout(textRequest("Sign in to continue", font: Font.style(style).resolved(at: size)))
        }
        for (smaller, larger) in zip(layouts, layouts.dropFirst()) {
            #expect(larger.size.height >= smaller.size.height)
            #expect(larger.size.width >= smaller.size.width)
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

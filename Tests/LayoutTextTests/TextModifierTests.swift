import LayoutEngine
import LayoutText
import Testing

/// Text modifiers through the engine and the real measurer, where weights have their own faces.
@Suite struct TextModifierTests {
    /// The width of a `Text` with `modifiers`, alone in a wide container.
    static func width(_ string: String, _ modifiers: [Modifier]) throws -> Double {
        let engine = LayoutEngine(measurer: try #require(sharedMeasurer))
        let view = ViewNode(.text(.verbatim(string)), modifiers: modifiers, id: "t")
        let result = try engine.layout(view, in: LayoutContainer(size: Size(width: 1000, height: 200), scale: 3),
                                       environment: EnvironmentValues())
        return try #require(result.frames.first { $0.name == "t" }).frame.width
    }

    /// A heavier face is wider, whether the weight comes from `bold`, `fontWeight` or a
    /// `fontWeight` outside a `font` (which keeps the font's size and takes the weight).
    @Test(arguments: [
        [Modifier.fontWeight(.bold)],
        [.fontWeight(.semibold)],
        [.font(.style(.body)), .fontWeight(.heavy)],
        [.fontWeight(.black), .font(.style(.body))],
    ])
    func heavierIsWiderThanRegular(modifiers: [Modifier]) throws {
        let regular = try Self.width("Settings and Privacy", [])
        let heavier = try Self.width("Settings and Privacy", modifiers)
        #expect(heavier > regular, "\(heavier) ≤ \(regular)")
    }

    /// `bold(false)` (`fontWeight(nil)`) inside a `bold` gives the font its own weight back.
    @Test func innermostWeightWins() throws {
        let regular = try Self.width("Settings and Privacy", [])
        #expect(try Self.width("Settings and Privacy", [.fontWeight(nil), .fontWeight(.bold)]) == regular)
        #expect(try Self.width("Settings and Privacy", [.fontWeight(.bold), .fontWeight(nil)]) > regular)
    }

    /// Capitals are wider than lowercase letters in the stand-in face: `textCase` is applied
    /// before measuring.
    @Test func uppercaseIsWiderThanLowercase() throws {
        let upper = try Self.width("Settings", [.textCase(.uppercase)])
        let lower = try Self.width("Settings", [.textCase(.lowercase)])
        #expect(upper > lower, "\(upper) ≤ \(lower)")
        #expect(try Self.width("SETTINGS", []) == upper)
    }

    /// `lineLimit(2, reservesSpace: true)` keeps two lines of height for one line of text.
    @Test func reservesSpaceKeepsTwoLinesOfHeight() throws {
        let engine = LayoutEngine(measurer: try #require(sharedMeasurer))
        func height(_ modifiers: [Modifier]) throws -> Double {
            let view = ViewNode(.text(.verbatim("Wi-Fi")), modifiers: modifiers, id: "t")
            let result = try engine.layout(view, in: LayoutContainer(size: Size(width: 300, height: 300), scale: 3),
                                           environment: EnvironmentValues())
            return try #require(result.frames.first { $0.name == "t" }).frame.height
        }
        let one = try height([])
        let reserved = try height([.lineLimitReserving(minimum: 2, maximum: 2)])
        #expect(one > 0)
        #expect(abs(reserved - 2 * one) < 0.34, "\(reserved) is not two lines of \(one)")
    }

    /// With the real measurer: a title that truncates in one line of 120 at body size fits,
    /// untruncated, with a minimum scale factor of 0.5.
    @Test func minimumScaleFactorFitsWhatWouldTruncate() throws {
        let engine = LayoutEngine(measurer: try #require(sharedMeasurer))
        func entry(_ modifiers: [Modifier]) throws -> FrameEntry {
            let view = ViewNode(.text(.verbatim("Notifications and Sounds")),
                                modifiers: [.lineLimit(1)] + modifiers)
            let framed = ViewNode(.vStack(alignment: .center, spacing: nil), children: [view],
                                  modifiers: [.frame(width: .points(120), height: nil, alignment: .center)])
            let result = try engine.layout(framed, in: LayoutContainer(size: Size(width: 300, height: 300), scale: 3),
                                           environment: EnvironmentValues())
            return try #require(result.frames.first { $0.name == "VStack/Text" })
        }
        #expect(try entry([]).isTruncated == true)
        let shrunk = try entry([.minimumScaleFactor(0.5)])
        #expect(shrunk.isTruncated == false)
        #expect(shrunk.lines == 1)
        #expect(shrunk.frame.width <= 120)
    }

    /// A shrunk text's placed request is the size it was placed at: laid out again (as
    /// `layoutreg layout` does for its lines), it gives the placed layout, untruncated, and
    /// not the last size the bisection tried, which may be a hair too large and truncate.
    @Test(arguments: ["Notifications and Sounds", "Benachrichtigungen und Töne", "Privacy & Security Settings"])
    func aShrunkTextsRequestIsTheSizeItWasPlacedAt(string: String) throws {
        let measurer = try #require(sharedMeasurer)
        let view = ViewNode(.text(.verbatim(string)), modifiers: [.lineLimit(1), .minimumScaleFactor(0.3)])
        let framed = ViewNode(.vStack(alignment: .center, spacing: nil), children: [view],
                              modifiers: [.frame(width: .points(120), height: nil, alignment: .center)])
        var engine = LayoutEngine(measurer: measurer)
        engine.reportsTexts = true
        let result = try engine.layout(framed, in: LayoutContainer(size: Size(width: 300, height: 300), scale: 3),
                                       environment: EnvironmentValues())
        let frame = try #require(result.frames.first { $0.name == "VStack/Text" })
        let request = try #require(result.texts.first { $0.path == "VStack/Text" }?.request)
        #expect(request.font.pointSize < 17)
        let again = measurer.layout(request)
        #expect(frame.isTruncated == false)
        #expect(again.isTruncated == false)
        #expect(again.size.width == frame.frame.width)
    }

    /// "Settings" is 8 glyphs: `kerning` 1 adds 8 points to the stand-in's SF-tracked width,
    /// and `tracking` replaces SF's tracking, so 1 and 0.5 differ by 4 points (to a pixel).
    @Test func trackingReplacesAndKerningAdds() throws {
        let plain = try Self.width("Settings", [])
        #expect(abs(try Self.width("Settings", [.kerning(1)]) - plain - 8) < 0.34)
        #expect(abs(try Self.width("Settings", [.tracking(1)]) - (try Self.width("Settings", [.tracking(0.5)])) - 4) < 0.34)
        #expect(try Self.width("Settings", [.tracking(0)]) == plain)
    }
}

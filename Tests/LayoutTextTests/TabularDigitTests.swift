import LayoutEngine
import LayoutText
import Testing

/// `monospacedDigit()` through the real measurer: the stand-in face's `tnum` figures are all
/// of one width, where its default figures are not (a "1" is narrower than a "0").
@Suite struct TabularDigitTests {
    static func width(_ string: String, _ modifiers: [Modifier]) throws -> Double {
        try TextModifierTests.width(string, modifiers)
    }

    @Test func tabularDigitsAreOfOneWidth() throws {
        let ones = try Self.width("1111111111", [.monospacedDigit])
        let zeros = try Self.width("0000000000", [.monospacedDigit])
        // Ten digits each: equal advances make equal widths, to the pixel.
        #expect(abs(ones - zeros) < 0.34, "\(ones) vs \(zeros)")
        // Without it, ten proportional ones are narrower than ten zeros by more than a pixel.
        #expect(try Self.width("1111111111", []) + 0.34 < Self.width("0000000000", []))
    }

    /// Letters keep their proportional widths: "Illicit" is as wide with and without it.
    @Test func lettersAreUnchanged() throws {
        #expect(try Self.width("Illicit", [.monospacedDigit]) == Self.width("Illicit", []))
    }

    /// The innermost `monospacedDigit` applies to every text inside, through a stack.
    @Test func appliesThroughContainers() throws {
        let engine = LayoutEngine(measurer: try #require(sharedMeasurer))
        let view = ViewNode(.vStack(alignment: .center, spacing: nil),
                            children: [ViewNode(.text(.verbatim("1111111111")), id: "t")], modifiers: [.monospacedDigit])
        let result = try engine.layout(view, in: LayoutContainer(size: Size(width: 1000, height: 200), scale: 3),
                                       environment: EnvironmentValues())
        let width = try #require(result.frames.first { $0.name == "t" }).frame.width
        #expect(width == (try Self.width("1111111111", [.monospacedDigit])))
    }
}

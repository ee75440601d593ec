import LayoutEngine
import LayoutText
import Testing

/// Emoji measure as the one glyph each sequence is drawn as, in the emoji face.
@Suite("Emoji")
struct EmojiTests {
    /// Noto Color Emoji's advance: 2550 of 2048 units, at 17 pt.
    static let advance = 2550.0 / 2048 * 17

    @Test(arguments: ["😀", "🇯🇵", "👨‍👩‍👧", "👍🏽", "1️⃣", "❤️", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"])
    func aSequenceIsOneGlyphOfTheEmojiFace(sequence: String) throws {
        let measurer = try #require(sharedMeasurer)
        let runs = measurer.shapedRuns(of: sequence, font: body)
        #expect(runs.map(\.family) == ["Noto Color Emoji"], "\(runs)")
        #expect(runs.allSatisfy { !$0.containsNotdef })
        let width = runs.reduce(0) { $0 + $1.width }
        #expect(abs(width - Self.advance) < 0.01, "\(sequence): \(width)")
        #expect(measurer.layout(textRequest(sequence)).missingScalars.isEmpty)
    }

    /// A character with text presentation by default stays in the text face unless variation
    /// selector 16 asks for the emoji; selector 15 keeps an emoji-presentation one as text.
    @Test func variationSelectorsChooseThePresentation() throws {
        let measurer = try #require(sharedMeasurer)
        #expect(measurer.shapedRuns(of: "\u{2764}", font: body).map(\.family) != ["Noto Color Emoji"])
        #expect(measurer.shapedRuns(of: "\u{2764}\u{FE0F}", font: body).map(\.family) == ["Noto Color Emoji"])
        #expect(measurer.shapedRuns(of: "\u{231A}", font: body).map(\.family) == ["Noto Color Emoji"])
        #expect(measurer.shapedRuns(of: "\u{231A}\u{FE0E}", font: body).map(\.family) != ["Noto Color Emoji"])
    }

    /// Text around an emoji keeps its own face.
    @Test func textAroundEmojiStaysInItsFace() throws {
        let measurer = try #require(sharedMeasurer)
        let runs = measurer.shapedRuns(of: "Made in 🇯🇵!", font: body)
        #expect(runs.map(\.family) == ["Inter", "Noto Color Emoji", "Inter"])
    }
}

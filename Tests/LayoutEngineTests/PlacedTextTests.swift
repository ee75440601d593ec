import Testing
@testable import LayoutEngine

/// With `reportsTexts`, a layout tells each `Text`'s path, key, string and the request it was
/// placed with; without, it makes none of them.
@Suite struct PlacedTextTests {
    @Test func textsAreReportedOnlyWhenAskedWithTheirKeysAndPlacedRequests() throws {
        var engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        let prepared = try engine.prepare(PreparedViewTests.view)
        let container = LayoutContainer(size: Size(width: 320, height: 700), scale: 2)
        let environment = PreparedViewTests.environments[1]
        let plain = try engine.layout(prepared, in: container, environment: environment)
        #expect(plain.texts.isEmpty)

        engine.reportsTexts = true
        let result = try engine.layout(prepared, in: container, environment: environment)
        #expect(result.frames == plain.frames, "reporting texts changes no frame")
        #expect(result.texts.map(\.key) == ["title", "body", "missing", nil, nil])
        #expect(result.texts.map(\.string) == ["Einstellungen", "Mitteilungen und Töne für jedes Konto", "missing", "OK", "Done"])
        let frames = Dictionary(result.frames.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for text in result.texts {
            let frame = try #require(frames[text.path], "\(text.path) names a frame")
            let request = try #require(text.request)
            #expect(request.string == text.string)
            // Measured again with the request it was placed with, it has the frame's lines.
            #expect(FixedAdvanceTextMeasurer().layout(request).lineCount == frame.lines)
        }
    }
}

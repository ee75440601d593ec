import LayoutEngine
import Testing
@testable import LayoutText

@Suite struct TextRequestKeyTests {
    @Test func equalRequestsHashAlikeWhateverTheSignOfZero() {
        let font = ResolvedFont(pointSize: 17, weight: .regular)
        func key(_ width: Double) -> TextRequestKey {
            TextRequestKey(TextRequest(string: "OK", font: font, proposal: ProposedViewSize(width: width, height: nil),
                                       lineLimit: nil, layoutDirection: .leftToRight, displayScale: 3))
        }
        #expect(key(0) == key(-0.0))
        #expect(key(0).hashValue == key(-0.0).hashValue)
        #expect(key(0) != key(1))
    }
}

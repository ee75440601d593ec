import LayoutEngine
import LayoutReport
import LayoutRunner
import Testing

/// Wireframes write a `Text`'s string in its rectangle, escaped and cut to fit, and the type
/// of any other view.
@Suite struct WireframeLabelTests {
    let frames = [
        BaselineFrame(name: "VStack", rect: Rect(x: 0, y: 0, width: 300, height: 100)),
        BaselineFrame(name: "VStack/Text[0]", rect: Rect(x: 0, y: 20, width: 200, height: 20), lines: 1, isTruncated: false),
        BaselineFrame(name: "VStack/Text[1]", rect: Rect(x: 0, y: 50, width: 60, height: 20), lines: 1, isTruncated: false),
        BaselineFrame(name: "VStack/Text[2]", rect: Rect(x: 0, y: 75, width: 60, height: 20), lines: 1, isTruncated: false),
    ]

    @Test func textsShowTheirStringEscapedAndCutToTheirWidth() {
        let svg = Wireframe.svg(frames: frames, caption: "c", texts: [
            "VStack/Text[0]": "<b>\"Log in\"</b>", "VStack/Text[1]": "Ich habe mein Passwort vergessen",
        ])
        #expect(svg.contains(">&lt;b&gt;&quot;Log in&quot;&lt;/b&gt;</text>"))
        // 56 points of room: nine 5.5-point letters and the ellipsis.
        #expect(svg.contains(">Ich habe …</text>"), "\(svg)")
        // Without a string, the type.
        #expect(svg.contains(">Text</text>"))
        #expect(svg.contains("VStack/Text[1] (0.0, 50.0, 60.0 × 20.0), 1 line: &quot;Ich habe mein Passwort vergessen&quot;</title>"))
    }
}

import Testing
@testable import LayoutEngine

/// `TextField` and `SecureField`: the shown string (the text, else the placeholder) as a
/// one-line `Text` on the leading edge of a field as wide as offered. In a fixed 20-pt font
/// with the fixed-advance measurer: 10 pt a character (a bullet too), 24 pt a line.
@Suite struct TextFieldTests {
    static let modifiers: [Modifier] = [.font(.system(size: 20)), .frame(width: nil, height: 100, alignment: .top)]

    @Test(arguments: [
        // "ada@x.io", 8 characters: 80 × 24 on the leading edge of the 300-wide field.
        (ViewContent(TextField(shown: .verbatim("ada@x.io"))), "TextField", r(0, 0, 80, 24)),
        // Four bullets for a four-character password: 40 × 24.
        (ViewContent(SecureField(shown: .verbatim("\u{2022}\u{2022}\u{2022}\u{2022}"))), "SecureField", r(0, 0, 40, 24)),
        // One line at most: 40 characters (400 pt) do not wrap in 300, the text is 300 × 24.
        (ViewContent(TextField(shown: .verbatim(String(repeating: "a", count: 40)))), "TextField", r(0, 0, 300, 24)),
    ])
    func layout(_ content: ViewContent, name: String, text: Rect) throws {
        let f = try LayoutEngineTests.layout(ViewNode(content, modifiers: Self.modifiers), width: 300, height: 100)
        #expect(f[name + "/Text"] == text)
        #expect(f[name] == r(0, 0, 300, 24))
    }
}

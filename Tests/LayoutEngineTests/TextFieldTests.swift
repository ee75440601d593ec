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

    /// Eight 9-letter words and their spaces: three words (290 pt, the last space hanging) a
    /// line in 300, so 3 lines unbounded.
    static let long = String(repeating: "aaaaaaaaa ", count: 8)

    @Test(arguments: [
        // Vertical, no lineLimit: grows without bound, 3 lines of 24 = 72.
        (Axis.vertical, [Modifier](), long, 72.0),
        // Vertical, lineLimit(2): 2 of the 3 lines, 48.
        (.vertical, [.lineLimit(2)], long, 48),
        // Vertical, lineLimit(3), one word: grows from one line, 24.
        (.vertical, [.lineLimit(3)], "Hi", 24),
        // Vertical, lineLimit(2...4), one word: keeps 2 lines of room, 48.
        (.vertical, [.lineLimitReserving(minimum: 2, maximum: 4)], "Hi", 48),
        // Vertical, lineLimit(2...4), 3 lines of text: 72, under the 4 allowed.
        (.vertical, [.lineLimitReserving(minimum: 2, maximum: 4)], long, 72),
        // Vertical, lineLimit(3, reservesSpace: true), one word: 3 lines of room, 72.
        (.vertical, [.lineLimitReserving(minimum: 3, maximum: 3)], "Hi", 72),
        // Horizontal (the default) ignores lineLimit: one line, 24.
        (.horizontal, [.lineLimit(3)], long, 24),
        // ... and the lines a reserving lineLimit asks for: still one line, 24.
        (.horizontal, [.lineLimitReserving(minimum: 3, maximum: 3)], "Hi", 24),
    ])
    func multiLine(_ axis: Axis, lineLimit: [Modifier], text: String, height: Double) throws {
        let field = ViewNode(ViewContent(TextField(shown: .verbatim(text), axis: axis)), modifiers: lineLimit + Self.modifiers)
        let f = try LayoutEngineTests.layout(field, width: 300, height: 100)
        #expect(f["TextField"] == r(0, 0, 300, height))
        #expect(f["TextField/Text"]?.size.height == height)
    }
}

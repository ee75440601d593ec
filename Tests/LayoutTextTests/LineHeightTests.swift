import LayoutEngine
import LayoutText
import Testing

/// A line is as tall as the tallest face drawn on it, as in Core Text and TextKit: a line of
/// Thai, Devanagari, Arabic or Myanmar is taller than a line of Latin, and only the lines that
/// hold such text grow. The pinned faces' metrics (hhea, font units): Inter with SF Pro's 1950 +
/// 494 of 2048 (1.193 em); the Noto UI faces 1069 + 293 of 1000 (1.362 em); Noto Serif Tibetan
/// 1466 + 1349 of 1000 (2.815 em); Noto Sans CJK 1160 + 288 of 1000 (1.448 em). Heights are
/// rounded up to whole pixels (@3x).
@Suite("Line heights by script")
struct LineHeightTests {
    @Test(arguments: [
        ("Settings", 20.333),                      // 17 × 1.193 = 20.27
        ("การตั้งค่า", 23.333),                     // 17 × 1.362 = 23.15
        ("सेटिंग", 23.333), ("الإعدادات", 23.333), ("ဆက်တင်များ", 23.333), ("அமைப்புகள்", 23.333),
        ("設定", 24.667),                           // 17 × 1.448 = 24.62
        ("སྒྲིག་འགོད།", 48.0),                      // 17 × 2.815 = 47.86
        ("Wi-Fi การตั้งค่า", 23.333),                // one line, two faces: the taller
    ])
    func aLineIsAsTallAsItsTallestFace(string: String, height: Double) throws {
        let measurer = try #require(sharedMeasurer)
        let layout = measurer.layout(textRequest(string))
        #expect(layout.lineCount == 1)
        #expect(abs(layout.size.height - height) < 0.001, "\(string): \(layout.size.height)")
    }

    /// Each line by its own faces: a Latin line above a Thai one keeps the Latin height, and the
    /// second baseline lies a Thai ascender (17 × 1.069 = 18.17) below the first line.
    @Test func onlyTheLinesWithTallScriptsGrow() throws {
        let measurer = try #require(sharedMeasurer)
        let layout = measurer.layout(textRequest("Settings\nการตั้งค่า"))
        #expect(layout.lineCount == 2)
        #expect(abs(layout.size.height - (20.333 + 23.333)) < 0.001, "\(layout.size.height)")
        // Inter carries SF Pro Text's ascender in its own units: 2681 of 2816.
        #expect(abs(layout.firstBaseline - 17 * 2681 / 2816) < 0.001)
        #expect(abs(layout.lastBaseline - (20.333 + 17 * 1.069)) < 0.01, "\(layout.lastBaseline)")
        // Wrapped in a narrow width, the Latin words' lines stay Latin-high.
        let wrapped = measurer.layout(textRequest("Open the Settings app การตั้งค่า", width: 80))
        let lines = measurer.lineTexts(textRequest("Open the Settings app การตั้งค่า", width: 80))
        let thaiLines = lines.filter { $0.unicodeScalars.contains { (0x0E00...0x0E7F).contains($0.value) } }.count
        #expect(thaiLines >= 1 && thaiLines < lines.count, "\(lines)")
        let expected = Double(lines.count - thaiLines) * 20.333 + Double(thaiLines) * 23.333
        #expect(abs(wrapped.size.height - expected) < 0.01, "\(lines): \(wrapped.size.height)")
    }

    /// The rule holds at every size and for fixed fonts: a title's Thai line is 28 × 1.362.
    @Test(arguments: [(Font.style(.title).resolved(at: .large), 33.667, 38.333),
                      (Font.system(size: 16).resolved(at: .large), 19.333, 22.0),
                      (Font.style(.body).resolved(at: .accessibility5), 63.333, 72.333)])
    func tallLinesScaleWithTheFont(font: ResolvedFont, latin: Double, thai: Double) throws {
        let measurer = try #require(sharedMeasurer)
        let latinHeight = measurer.layout(textRequest("Settings", font: font)).size.height
        let thaiHeight = measurer.layout(textRequest("การตั้งค่า", font: font)).size.height
        #expect(abs(latinHeight - latin) < 0.001, "\(latinHeight)")
        #expect(abs(thaiHeight - thai) < 0.001, "\(thaiHeight)")
    }
}

import ICUBridge
import LayoutEngine
import LayoutText
import Testing

/// Line breaking through ICU: no string crashes it, emoji sequences stay whole, and the
/// languages written without spaces break between words.
@Suite("Line breaking")
struct LineBreakingTests {
    /// Sequences that are one grapheme cluster each: a flag (two regional indicators), a ZWJ
    /// family, a skin tone, a keycap, a variation selector, a tag sequence (Scotland's flag).
    static let emojiSequences = ["🇯🇵", "👨‍👩‍👧", "👍🏽", "1️⃣", "❤️", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"]

    /// Once, `Made in 🇯🇵` aborted the process inside the line breaker; every sequence must
    /// lay out, alone, between words and repeated, at every width.
    @Test(arguments: emojiSequences)
    func emojiSequencesLayOut(sequence: String) throws {
        let measurer = try #require(sharedMeasurer)
        for string in [sequence, "Made in \(sequence)", "\(sequence)\(sequence) \(sequence)x", "ab\(sequence)\n\(sequence)"] {
            for width: Double? in [nil, 0, 30] {
                let request = textRequest(string, width: width)
                let layout = measurer.layout(request)
                #expect(layout.size.width.isFinite && layout.size.height > 0)
                #expect(Self.visible(measurer.lineTexts(request).joined()) == Self.visible(string))
            }
        }
    }

    /// At zero width every grapheme cluster gets its own line: a sequence is never cut inside.
    @Test(arguments: emojiSequences)
    func emojiSequencesAreNeverCut(sequence: String) throws {
        let measurer = try #require(sharedMeasurer)
        let lines = measurer.lineTexts(textRequest("\(sequence)\(sequence)\(sequence)", width: 0))
        #expect(lines.map(Self.visible) == Array(repeating: Self.visible(sequence), count: 3))
    }

    /// A string without what hangs at line ends or is drawn as nothing (spaces, newlines,
    /// variation selectors, tags), which `lineTexts` leaves out.
    static func visible(_ string: String) -> [Unicode.Scalar] {
        string.unicodeScalars.filter { !$0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint }
    }

    /// Text from JSON can hold anything: controls, noncharacters, the replacement character,
    /// private use, the last code point. It lays out.
    @Test func unusualScalarsLayOut() throws {
        let measurer = try #require(sharedMeasurer)
        let string = "a\u{0}b\u{1B}[31mc\u{FFFE}\u{FFFF}\u{FFFD}\u{E000}\u{10FFFF}\u{200B}d\u{2028}e"
        let layout = measurer.layout(textRequest(string, width: 40))
        #expect(layout.size.width.isFinite && layout.lineCount >= 2)
    }

    /// Sentences from real localisations (a "cannot connect" message and its like), which
    /// have no spaces between words.
    @Test(arguments: [
        ("th", "ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้โปรดลองอีกครั้งในภายหลัง"),
        ("lo", "ບໍ່ສາມາດເຊື່ອມຕໍ່ກັບເຊີບເວີໄດ້ກະລຸນາລອງໃໝ່ອີກຄັ້ງ"),
        ("km", "មិនអាចភ្ជាប់ទៅម៉ាស៊ីនមេបានទេសូមព្យាយាមម្តងទៀត"),
        ("my", "ဆာဗာသို့ချိတ်ဆက်၍မရပါကျေးဇူးပြု၍ထပ်ကြိုးစားပါ"),
    ])
    func wordsWithoutSpacesBreakAtWordBoundaries(language: String, sentence: String) throws {
        let measurer = try #require(sharedMeasurer)
        let starts = Self.wordStarts(sentence)
        // A piece between two break opportunities that is wider than the line is cut between
        // graphemes, as on iOS; at widths where the widest piece fits, every line ends at a
        // word boundary.
        let scalars = Array(sentence.unicodeScalars)
        var kinds = [UInt8](repeating: 0, count: scalars.count)
        #expect(icub_line_breaks(scalars.map(\.value), Int32(scalars.count), "", &kinds) == 0)
        let bounds = [0] + kinds.indices.filter { kinds[$0] != UInt8(ICUB_BREAK_NONE) }.map { $0 + 1 }
        let widest = zip(bounds, bounds.dropFirst()).map { start, end in
            var word = String.UnicodeScalarView()
            word.append(contentsOf: scalars[start..<end])
            return measurer.layout(textRequest(String(word))).size.width
        }.max() ?? 0
        for width in [widest, widest + 25, widest + 60] {
            let lines = measurer.lineTexts(textRequest(sentence, width: width))
            #expect(lines.count >= 2, "\(language) at \(width): \(lines)")
            var offset = 0
            for line in lines.dropLast() {
                offset += line.unicodeScalars.count
                #expect(starts.contains(offset), "\(language) at \(width) (widest piece \(widest)) breaks inside a word: \(lines), \(starts.sorted())")
            }
        }
    }

    /// Scalar offsets at which ICU's word iterator starts a segment.
    static func wordStarts(_ string: String) -> Set<Int> {
        let scalars = string.unicodeScalars.map(\.value)
        var marks = [UInt8](repeating: 0, count: scalars.count)
        let status = icub_word_starts(scalars, Int32(scalars.count), "", &marks)
        #expect(status == 0)
        return Set(marks.indices.filter { marks[$0] != 0 })
    }
}

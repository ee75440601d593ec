internal import ICUBridge

/// A string cut into Unicode scalars, paragraphs, line break opportunities and grapheme
/// cluster starts (Swift's `Character`s).
///
/// Break opportunities come from ICU's line break iterator with the root rules: UAX #14 plus
/// ICU's dictionaries for Thai, Lao, Khmer and Myanmar, which have no spaces between words, and
/// the CJK rules that keep closing punctuation off the start of a line. ICU takes every string,
/// including emoji sequences and unpaired surrogates, so no input reaches a C assertion.
struct TextSegmentation: Sendable {
    /// The string's scalars.
    let scalars: [UInt32]
    /// Each paragraph's scalars, without the mandatory break ("\n", "\r\n", U+2029…) that ends it.
    let paragraphs: [Range<Int>]
    /// Whether a line may break after each scalar.
    let breakAllowedAfter: [Bool]
    /// Whether each scalar starts a grapheme cluster.
    let graphemeStarts: [Bool]

    init(_ string: String) {
        var scalars: [UInt32] = []
        var graphemeStarts: [Bool] = []
        scalars.reserveCapacity(string.unicodeScalars.count)
        graphemeStarts.reserveCapacity(scalars.capacity)
        for character in string {
            var first = true
            for scalar in character.unicodeScalars {
                scalars.append(scalar.value)
                graphemeStarts.append(first)
                first = false
            }
        }
        var kinds = [UInt8](repeating: UInt8(ICUB_BREAK_NONE), count: scalars.count)
        if !scalars.isEmpty {
            scalars.withUnsafeBufferPointer { text in
                kinds.withUnsafeMutableBufferPointer { output in
                    // On an ICU failure the kinds say "no break" everywhere, and the text
                    // still lays out: as one unbreakable line per paragraph.
                    _ = icub_line_breaks(text.baseAddress, Int32(text.count), "", output.baseAddress)
                }
            }
        }
        self.scalars = scalars
        self.graphemeStarts = graphemeStarts
        self.paragraphs = Self.paragraphs(scalars)
        self.breakAllowedAfter = kinds.map { $0 == UInt8(ICUB_BREAK_ALLOWED) }
    }

    /// The scalars between paragraph separators; "\r\n" is one separator. A string that ends
    /// with a separator has no empty last line (as in a UILabel).
    private static func paragraphs(_ scalars: [UInt32]) -> [Range<Int>] {
        guard !scalars.isEmpty else { return [] }
        var paragraphs: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard isParagraphSeparator(scalar) else {
                index += 1
                continue
            }
            paragraphs.append(start..<index)
            if scalar == 0x0D, index + 1 < scalars.count, scalars[index + 1] == 0x0A { index += 1 }
            index += 1
            start = index
        }
        if start < scalars.count || paragraphs.isEmpty {
            paragraphs.append(start..<scalars.count)
        }
        return paragraphs
    }

    /// The characters after which UAX #14 requires a break (classes BK, CR, LF, NL).
    static func isParagraphSeparator(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

internal import CUnibreak

/// libunibreak keeps lookup tables that `init_linebreak` fills once; a global's lazy
/// initialisation runs it exactly once, before any thread calls `set_linebreaks_utf32`.
private let lineBreakTablesReady: Bool = {
    init_linebreak()
    return true
}()

/// A string cut into Unicode scalars, paragraphs, line break opportunities (UAX #14, by
/// libunibreak with no language tailoring) and grapheme cluster starts (Swift's `Character`s).
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
        var breaks = [Int8](repeating: Int8(LINEBREAK_NOBREAK), count: scalars.count)
        if !scalars.isEmpty, lineBreakTablesReady {
            scalars.withUnsafeBufferPointer { text in
                breaks.withUnsafeMutableBufferPointer { output in
                    output.baseAddress?.withMemoryRebound(to: CChar.self, capacity: output.count) { brks in
                        set_linebreaks_utf32(text.baseAddress, text.count, nil, brks)
                    }
                }
            }
        }
        var paragraphs: [Range<Int>] = []
        var start = 0
        for index in scalars.indices where breaks[index] == Int8(LINEBREAK_MUSTBREAK) {
            // libunibreak marks the end of the text as a mandatory break too; a paragraph
            // ends there only if a real paragraph separator is there.
            guard Self.isParagraphSeparator(scalars[index]) else { continue }
            var end = index
            if scalars[index] == 0x0A, end > start, scalars[end - 1] == 0x0D { end -= 1 }
            paragraphs.append(start..<end)
            start = index + 1
        }
        // A string that ends with a separator has no empty last line (as in a UILabel).
        if start < scalars.count || paragraphs.isEmpty {
            paragraphs.append(start..<scalars.count)
        }
        self.scalars = scalars
        self.graphemeStarts = graphemeStarts
        self.paragraphs = scalars.isEmpty ? [] : paragraphs
        self.breakAllowedAfter = breaks.map { $0 == Int8(LINEBREAK_ALLOWBREAK) }
    }

    /// The characters after which UAX #14 requires a break (classes BK, CR, LF, NL).
    static func isParagraphSeparator(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

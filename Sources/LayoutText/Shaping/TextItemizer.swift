internal import CHarfBuzz

/// Splits a paragraph into runs of one face, script and direction.
///
/// A scalar goes to the first face of the fallback chain that has a glyph for it. Combining
/// marks, joiners and other default-ignorable scalars stay with the scalar before them, and so
/// do spaces, punctuation and digits (script Common) when that face has them: runs stay long and
/// Arabic stays joined across its spaces. Common and Inherited scalars take the script of the
/// text around them, except European digits inside right-to-left text, which form their own
/// left-to-right runs (UAX #9 EN). A scalar that no face covers is shaped with the face before it
/// (its .notdef glyph) and reported as missing. A character shown as emoji (emoji presentation
/// by default, or asked for by variation selector 16, and not turned to text by selector 15)
/// goes to the emoji face first, as iOS draws it from Apple Color Emoji: the sequences built
/// on it (ZWJ, skin tones, keycaps, flags, tags) then shape in that face as one glyph.
/// Ideographs, kana and Hangul (``HanRegion/isRegional(_:)``) try the faces of the locale's
/// region (`regional`) before the chain, as iOS takes the user's language's CJK face.
enum TextItemizer {
    struct Result: Sendable {
        var runs: [TextRun]
        /// Paragraph offsets of scalars no face has a glyph for.
        var missing: [Int]
        /// Each scalar's kind.
        var kinds: [ScalarKind]
    }

    static func itemize(_ scalars: ArraySlice<UInt32>, chain: [Int], regional: [Int] = [], fonts: FontSet,
                        neutralRightToLeft: Bool) -> Result {
        let count = scalars.count
        guard count > 0, let primary = chain.first else { return Result(runs: [], missing: [], kinds: []) }
        let base = scalars.startIndex
        let unicode = hb_unicode_funcs_get_default()
        let common = HB_SCRIPT_COMMON.rawValue
        let inherited = HB_SCRIPT_INHERITED.rawValue
        let unknown = HB_SCRIPT_UNKNOWN.rawValue

        // Scripts, with Common and Inherited resolved from their neighbours.
        var rawScripts = [UInt32](repeating: common, count: count)
        for offset in 0..<count {
            rawScripts[offset] = hb_unicode_script(unicode, scalars[base + offset]).rawValue
        }
        let isNeutral = { (script: UInt32) in script == common || script == inherited || script == unknown }
        var scripts = rawScripts
        var previousStrong = rawScripts.first { !isNeutral($0) } ?? common
        for offset in 0..<count {
            if isNeutral(rawScripts[offset]) {
                scripts[offset] = previousStrong
            } else {
                previousStrong = rawScripts[offset]
            }
        }
        var rightToLeft = scripts.map { script in
            script == common
                ? neutralRightToLeft
                : hb_script_get_horizontal_direction(hb_script_t(rawValue: script)) == HB_DIRECTION_RTL
        }
        markEuropeanNumbers(scalars, scripts: &scripts, rightToLeft: &rightToLeft, common: common)

        // Faces.
        var faces = [Int](repeating: primary, count: count)
        var missing: [Int] = []
        var kinds: [ScalarKind] = []
        kinds.reserveCapacity(count)
        var current: Int?
        for offset in 0..<count {
            let value = scalars[base + offset]
            let kind = ScalarKind(value)
            kinds.append(kind)
            if kind == .ignorable || kind == .mark, let current {
                faces[offset] = current
                continue
            }
            if let emoji = fonts.emojiFace, showsAsEmoji(scalars, at: base + offset),
               fonts.faces[emoji].hasGlyph(for: value) {
                faces[offset] = emoji
                current = emoji
                continue
            }
            if isNeutral(rawScripts[offset]), let current, fonts.faces[current].hasGlyph(for: value) {
                faces[offset] = current
                continue
            }
            if !regional.isEmpty, HanRegion.isRegional(value),
               let covering = regional.first(where: { fonts.faces[$0].hasGlyph(for: value) }) {
                faces[offset] = covering
            } else if let covering = chain.first(where: { fonts.faces[$0].hasGlyph(for: value) }) {
                faces[offset] = covering
            } else {
                faces[offset] = current ?? primary
                if kind == .other || kind == .mark { missing.append(offset) }
            }
            current = faces[offset]
        }

        var runs: [TextRun] = []
        var start = 0
        for offset in 1...count {
            if offset == count || faces[offset] != faces[start] || scripts[offset] != scripts[start]
                || rightToLeft[offset] != rightToLeft[start] {
                runs.append(TextRun(range: start..<offset, face: faces[start], script: scripts[start],
                                    rightToLeft: rightToLeft[start]))
                start = offset
            }
        }
        return Result(runs: runs, missing: missing, kinds: kinds)
    }

    /// Whether the scalar at `index` is shown as emoji: the selector after it decides, else
    /// its Emoji_Presentation property.
    private static func showsAsEmoji(_ scalars: ArraySlice<UInt32>, at index: Int) -> Bool {
        if index + 1 < scalars.endIndex {
            switch scalars[index + 1] {
            case 0xFE0F: return true
            case 0xFE0E: return false
            default: break
            }
        }
        // No ASCII scalar has Emoji_Presentation (a digit is emoji only with the selector).
        guard scalars[index] >= 0x80 else { return false }
        return Unicode.Scalar(scalars[index])?.properties.isEmojiPresentation ?? false
    }

    /// European digits (and a separator between two of them: "3.5", "1,000") inside
    /// right-to-left text become left-to-right Common runs.
    private static func markEuropeanNumbers(_ scalars: ArraySlice<UInt32>, scripts: inout [UInt32],
                                            rightToLeft: inout [Bool], common: UInt32) {
        let base = scalars.startIndex
        let isDigit = { (offset: Int) in (0x30...0x39).contains(scalars[base + offset]) }
        for offset in 0..<scalars.count where rightToLeft[offset] {
            let value = scalars[base + offset]
            let separator = [0x2C, 0x2E, 0x3A, 0x2F].contains(value)
            let inNumber = isDigit(offset)
                || (separator && offset > 0 && offset + 1 < scalars.count
                    && isDigit(offset - 1) && isDigit(offset + 1))
            if inNumber {
                scripts[offset] = common
                rightToLeft[offset] = false
            }
        }
    }
}

/// Strings: escapes, surrogate pairs, control characters and UTF-8 validation.
extension JSONByteParser {
    /// Reads a string starting at the opening quote at `position`.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let quote = position
        let contentStart = quote + 1
        var index = contentStart
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(quote: quote, contentStart: contentStart, firstEscape: index)
            }
            if byte < 0x20 {
                throw controlCharacterError(at: index)
            }
            if byte >= 0x80, validatesUTF8 {
                index += try utf8SequenceLength(at: index)
            } else {
                index += 1
            }
        }
        throw error(at: quote, "unterminated string: no closing '\"' before the end of input")
    }

    /// The slow path for strings with escapes: unescapes into `scratch`.
    mutating func parseEscapedString(quote: Int, contentStart: Int, firstEscape: Int) throws(JSONSyntaxError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<firstEscape]))
        var index = firstEscape
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                position = index + 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index + 1 < end else {
                    throw error(at: quote, "unterminated string: no closing '\"' before the end of input")
                }
                let escaped = bytes[index + 1]
                let simple: UInt8? = switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escaped
                case UInt8(ascii: "b"): 0x08
                case UInt8(ascii: "f"): 0x0C
                case UInt8(ascii: "n"): 0x0A
                case UInt8(ascii: "r"): 0x0D
                case UInt8(ascii: "t"): 0x09
                default: nil
                }
                if let simple {
                    scratch.append(simple)
                    index += 2
                } else if escaped == UInt8(ascii: "u") {
                    let (scalar, length) = try parseUnicodeEscape(at: index)
                    appendUTF8(scalar)
                    index += length
                } else if (0x21...0x7E).contains(escaped) {
                    throw error(
                        at: index,
                        "invalid escape sequence '\\\(Character(Unicode.Scalar(escaped)))' in string"
                            + " (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"
                    )
                } else {
                    throw error(at: index, "invalid escape sequence in string: '\\' followed by \(found(at: index + 1))")
                }
            case 0x00..<0x20:
                throw controlCharacterError(at: index)
            case 0x80... where validatesUTF8:
                let length = try utf8SequenceLength(at: index)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
                index += length
            default:
                scratch.append(byte)
                index += 1
            }
        }
        throw error(at: quote, "unterminated string: no closing '\"' before the end of input")
    }

    /// Reads `\uXXXX`, or a `\uD8xx\uDCxx` surrogate pair, at the backslash at `index`.
    func parseUnicodeEscape(at index: Int) throws(JSONSyntaxError) -> (scalar: UInt32, length: Int) {
        guard let unit = hexQuad(at: index + 2) else {
            throw error(at: index, "invalid \\u escape in string: expected four hexadecimal digits after '\\u'")
        }
        switch unit {
        case 0xD800...0xDBFF:
            if index + 7 < end, bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u"),
               let low = hexQuad(at: index + 8), (0xDC00...0xDFFF).contains(low) {
                return (0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), 12)
            }
            throw error(
                at: index,
                "unpaired high surrogate '\\u\(text(index + 2..<index + 6))' in string:"
                    + " it must be followed by a low surrogate escape '\\uDC00' to '\\uDFFF'"
            )
        case 0xDC00...0xDFFF:
            throw error(
                at: index,
                "unpaired low surrogate '\\u\(text(index + 2..<index + 6))' in string:"
                    + " it must follow a high surrogate escape '\\uD800' to '\\uDBFF'"
            )
        default:
            return (unit, 6)
        }
    }

    func hexQuad(at index: Int) -> UInt32? {
        guard index + 4 <= end else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    func controlCharacterError(at index: Int) -> JSONSyntaxError {
        let byte = bytes[index]
        let message = switch byte {
        case 0x0A: "unescaped line break in string: a string cannot span lines (write \\n, or close the string with '\"')"
        case 0x0D: "unescaped carriage return (U+000D) in string (write \\r)"
        case 0x09: "unescaped tab (U+0009) in string (write \\t)"
        default: "unescaped control character \(JSONQuoting.scalarName(UInt32(byte))) in string"
        }
        return error(at: index, message)
    }

    func utf8SequenceLength(at index: Int) throws(JSONSyntaxError) -> Int {
        if let length = validUTF8Length(at: index) {
            return length
        }
        throw error(at: index, "invalid UTF-8 in string (byte 0x\(hexByte(bytes[index])))")
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode table 3-7), if any.
    func validUTF8Length(at index: Int) -> Int? {
        func continues(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < end && range.contains(bytes[index + offset])
        }
        switch bytes[index] {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            return continues(1) ? 2 : nil
        case 0xE0:
            return continues(1, 0xA0...0xBF) && continues(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continues(1) && continues(2) ? 3 : nil
        case 0xED:
            return continues(1, 0x80...0x9F) && continues(2) ? 3 : nil
        case 0xF0:
            return continues(1, 0x90...0xBF) && continues(2) && continues(3) ? 4 : nil
        case 0xF1...0xF3:
            return continues(1) && continues(2) && continues(3) ? 4 : nil
        case 0xF4:
            return continues(1, 0x80...0x8F) && continues(2) && continues(3) ? 4 : nil
        default:
            return nil
        }
    }
}

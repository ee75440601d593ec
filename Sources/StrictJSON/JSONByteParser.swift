/// The recursive-descent parser behind ``JSONParser``, working on UTF-8 bytes.
///
/// Locations are cheap because they are asked for in increasing order: the column of the
/// last location is cached, so each byte is counted once. Error paths recompute freely.
struct JSONByteParser {
    /// One open array or object, and the member being read in it, for error paths.
    private struct Frame {
        let isArray: Bool
        /// The element being read, or -1 between elements.
        var index: Int
        /// The member being read, or `nil` between members.
        var key: String?
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let end: Int
    private let maxDepth: Int
    private let validatesUTF8: Bool
    private var bomLength = 0
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var columnCacheOffset = 0
    private var columnCacheColumn = 1
    private var frames: [Frame] = []
    private var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, validatesUTF8: Bool) {
        self.bytes = bytes
        self.end = bytes.count
        self.maxDepth = maxDepth
        self.validatesUTF8 = validatesUTF8
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            bomLength = 3
            position = 3
            lineStart = 3
            columnCacheOffset = 3
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if position < end {
            throw error(at: position, "expected end of input after the JSON value, found \(found(at: position))")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard position < end else {
            throw error(at: position, "expected a JSON value, found end of input")
        }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            let location = self.location(of: position)
            return JSONValue(.string(try parseString()), at: location)
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "t"):
            return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"):
            return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"):
            return try parseLiteral("null", .null)
        default:
            throw error(at: position, "expected a JSON value, found \(found(at: position, expectingValue: true))")
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ kind: JSONValue.Kind) throws(JSONSyntaxError) -> JSONValue {
        let start = position
        let count = word.utf8CodeUnitCount
        var matches = end - start >= count
        if matches {
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
            for offset in 0..<count where bytes[start + offset] != expected[offset] {
                matches = false
                break
            }
        }
        // `truex` is one wrong word, not `true` followed by junk.
        if matches, start + count < end, isWordByte(bytes[start + count]) {
            matches = false
        }
        guard matches else {
            throw error(at: start, "expected a JSON value, found \(found(at: start, expectingValue: true))")
        }
        position += count
        return JSONValue(kind, at: location(of: start))
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let open = position
        guard depth <= maxDepth else {
            throw error(at: open, "nesting is deeper than \(maxDepth) levels")
        }
        let location = self.location(of: open)
        position += 1
        skipWhitespace()
        if position < end, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return JSONValue(.object(JSONObject(members: [], index: nil)), at: location)
        }
        frames.append(Frame(isArray: false, index: -1, key: nil))
        var members: [JSONObject.Member] = []
        var index: [String: Int]?
        while true {
            guard position < end, bytes[position] == UInt8(ascii: "\"") else {
                if members.isEmpty {
                    throw error(at: position, "expected a string key or '}' after '{', found \(found(at: position))")
                }
                if position < end, bytes[position] == UInt8(ascii: "}") {
                    throw error(at: position, "expected a string key after ',', found '}' (trailing commas are not allowed)")
                }
                throw error(at: position, "expected a string key after ',', found \(found(at: position))")
            }
            let keyOffset = position
            let keyLocation = self.location(of: keyOffset)
            let key = try parseString()
            frames[frames.count - 1].key = key
            let first: Int? = if let index { index[key] } else { members.firstIndex { $0.key == key } }
            if let first {
                throw error(
                    at: keyOffset,
                    "duplicate key \(JSONQuoting.quoted(key)) (first at \(members[first].keyLocation))"
                )
            }
            skipWhitespace()
            guard position < end, bytes[position] == UInt8(ascii: ":") else {
                throw error(at: position, "expected ':' after the key \(JSONQuoting.quoted(key)), found \(found(at: position))")
            }
            position += 1
            let value = try parseValue(depth: depth)
            index?[key] = members.count
            members.append(JSONObject.Member(key: key, keyLocation: keyLocation, value: value))
            if index == nil, members.count > JSONObject.indexThreshold {
                var built: [String: Int] = [:]
                for (position, member) in members.enumerated() {
                    built[member.key] = position
                }
                index = built
            }
            frames[frames.count - 1].key = nil
            skipWhitespace()
            guard position < end else {
                throw error(at: position, "expected ',' or '}' after an object member, found end of input")
            }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                position += 1
                frames.removeLast()
                return JSONValue(.object(JSONObject(members: members, index: index)), at: location)
            default:
                throw error(at: position, "expected ',' or '}' after an object member, found \(found(at: position))")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let open = position
        guard depth <= maxDepth else {
            throw error(at: open, "nesting is deeper than \(maxDepth) levels")
        }
        let location = self.location(of: open)
        position += 1
        skipWhitespace()
        if position < end, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return JSONValue(.array([]), at: location)
        }
        frames.append(Frame(isArray: true, index: 0, key: nil))
        var elements: [JSONValue] = []
        while true {
            frames[frames.count - 1].index = elements.count
            elements.append(try parseValue(depth: depth))
            frames[frames.count - 1].index = -1
            skipWhitespace()
            guard position < end else {
                throw error(at: position, "expected ',' or ']' after an array element, found end of input")
            }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
                if position < end, bytes[position] == UInt8(ascii: "]") {
                    throw error(at: position, "expected a JSON value after ',', found ']' (trailing commas are not allowed)")
                }
            case UInt8(ascii: "]"):
                position += 1
                frames.removeLast()
                return JSONValue(.array(elements), at: location)
            default:
                throw error(at: position, "expected ',' or ']' after an array element, found \(found(at: position))")
            }
        }
    }

    // MARK: - Numbers

    /// Exact powers of ten: every `Double` up to 1e22 is.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        var index = position
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative {
            index += 1
        }
        guard index < end, isDigit(bytes[index]) else {
            throw error(at: index, "invalid number: expected a digit after '-', found \(found(at: index, expectingValue: true))")
        }
        // The first 19 significant digits fit in a UInt64; longer numbers take the slow path.
        var mantissa: UInt64 = 0
        var digitCount = 0
        var fractionDigitCount = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < end, isDigit(bytes[index]) {
                var stop = index
                while stop < end, isDigit(bytes[stop]) {
                    stop += 1
                }
                throw error(at: start, "invalid number '\(text(start..<stop))': leading zeros are not allowed")
            }
        } else {
            while index < end, isDigit(bytes[index]) {
                if digitCount < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
                }
                digitCount += 1
                index += 1
            }
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end, isDigit(bytes[index]) else {
                throw error(at: index, "invalid number '\(text(start..<index))': expected a digit after '.', found \(found(at: index))")
            }
            while index < end, isDigit(bytes[index]) {
                if digitCount < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
                }
                if mantissa != 0 {
                    digitCount += 1
                }
                fractionDigitCount += 1
                index += 1
            }
        }
        var exponent = 0
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentIsNegative = false
            if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < end, isDigit(bytes[index]) else {
                throw error(at: index, "invalid number '\(text(start..<index))': expected a digit in the exponent, found \(found(at: index))")
            }
            while index < end, isDigit(bytes[index]) {
                if exponent < 1_000_000 {
                    exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                }
                index += 1
            }
            if exponentIsNegative {
                exponent = -exponent
            }
        }
        let literal = text(start..<index)
        var value: Double
        let decimalExponent = exponent - fractionDigitCount
        if mantissa == 0, digitCount == 0 {
            value = isNegative ? -0.0 : 0.0
        } else if digitCount <= 19, mantissa <= 1 << 53, (-22...22).contains(decimalExponent) {
            // Both operands are exact, so the one rounding gives the correctly rounded value.
            let significand = Double(mantissa)
            value = decimalExponent < 0
                ? significand / Self.powersOfTen[-decimalExponent]
                : significand * Self.powersOfTen[decimalExponent]
            if isNegative {
                value = -value
            }
        } else if let parsed = Double(literal) {
            // The standard library's conversion is correctly rounded and locale-independent.
            value = parsed
        } else {
            throw error(at: start, "invalid number '\(literal)'")
        }
        guard value.isFinite else {
            throw error(at: start, "number '\(literal)' is too large for a 64-bit floating-point value")
        }
        position = index
        return JSONValue(.number(JSONNumber(value: value, literal: literal)), at: location(of: start))
    }

    // MARK: - Strings

    /// Reads a string starting at the opening quote at `position`.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
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
    private mutating func parseEscapedString(quote: Int, contentStart: Int, firstEscape: Int) throws(JSONSyntaxError) -> String {
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
    private func parseUnicodeEscape(at index: Int) throws(JSONSyntaxError) -> (scalar: UInt32, length: Int) {
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

    private func hexQuad(at index: Int) -> UInt32? {
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

    private mutating func appendUTF8(_ scalar: UInt32) {
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

    private func controlCharacterError(at index: Int) -> JSONSyntaxError {
        let byte = bytes[index]
        let message = switch byte {
        case 0x0A: "unescaped line break in string: a string cannot span lines (write \\n, or close the string with '\"')"
        case 0x0D: "unescaped carriage return (U+000D) in string (write \\r)"
        case 0x09: "unescaped tab (U+0009) in string (write \\t)"
        default: "unescaped control character \(JSONQuoting.scalarName(UInt32(byte))) in string"
        }
        return error(at: index, message)
    }

    private func utf8SequenceLength(at index: Int) throws(JSONSyntaxError) -> Int {
        if let length = validUTF8Length(at: index) {
            return length
        }
        throw error(at: index, "invalid UTF-8 in string (byte 0x\(hexByte(bytes[index])))")
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode table 3-7), if any.
    private func validUTF8Length(at index: Int) -> Int? {
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

    // MARK: - Whitespace and locations

    private mutating func skipWhitespace() {
        while position < end {
            switch bytes[position] {
            case 0x20, 0x09, 0x0D:
                position += 1
            case 0x0A:
                position += 1
                line += 1
                lineStart = position
                columnCacheOffset = position
                columnCacheColumn = 1
            default:
                return
            }
        }
    }

    /// The location of `offset`, which must not be before the last location asked for.
    private mutating func location(of offset: Int) -> SourceLocation {
        guard offset >= columnCacheOffset else {
            return locationWithoutCache(of: offset)
        }
        var column = columnCacheColumn
        for index in columnCacheOffset..<offset where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        columnCacheOffset = offset
        columnCacheColumn = column
        return SourceLocation(line: line, column: column)
    }

    /// The location of any offset, counted afresh; for errors.
    private func locationWithoutCache(of offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        var index = bomLength
        if offset >= lineStart {
            line = self.line
            index = lineStart
        }
        while index < offset {
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }

    // MARK: - Errors

    private func error(at offset: Int, _ message: String) -> JSONSyntaxError {
        var components: [JSONPath.Component] = []
        for frame in frames {
            if frame.isArray {
                guard frame.index >= 0 else { break }
                components.append(.index(frame.index))
            } else {
                guard let key = frame.key else { break }
                components.append(.key(key))
            }
        }
        return JSONSyntaxError(location: locationWithoutCache(of: offset), path: JSONPath(components), message: message)
    }

    /// Names what is at `offset` for "found ..." in messages, with a hint for common mistakes.
    private func found(at offset: Int, expectingValue: Bool = false) -> String {
        guard offset < end else { return "end of input" }
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "/") where offset + 1 < end && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")):
            return "a comment (comments are not allowed in JSON)"
        case UInt8(ascii: "'"):
            return "a single quote (JSON strings use double quotes)"
        case UInt8(ascii: "+") where expectingValue:
            return "'+' (JSON numbers have no leading '+')"
        case UInt8(ascii: ".") where expectingValue:
            return "'.' (JSON numbers need a digit before '.')"
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            var stop = offset
            while stop < end, stop - offset < 24, isWordByte(bytes[stop]) {
                stop += 1
            }
            let word = text(offset..<stop)
            guard expectingValue else { return "'\(word)'" }
            switch word {
            case "NaN", "Infinity", "inf", "nan":
                return "'\(word)' (JSON has no NaN or Infinity)"
            case "True", "False", "Null", "TRUE", "FALSE", "NULL", "None", "nil":
                return "'\(word)' (JSON's literals are true, false and null)"
            case "undefined":
                return "'undefined' (use null)"
            default:
                return "'\(word)'"
            }
        case 0x21...0x7E:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case 0x00..<0x20, 0x7F:
            return "control character \(JSONQuoting.scalarName(UInt32(byte)))"
        default:
            guard let length = validUTF8Length(at: offset) else {
                return "invalid UTF-8 (byte 0x\(hexByte(byte)))"
            }
            var scalar = UInt32(byte) & (0xFF >> (length + 1))
            for index in offset + 1..<offset + length {
                scalar = scalar << 6 | UInt32(bytes[index] & 0x3F)
            }
            if scalar == 0xFEFF {
                return "a byte order mark (U+FEFF)"
            }
            guard let unicodeScalar = Unicode.Scalar(scalar) else {
                return "invalid UTF-8 (byte 0x\(hexByte(byte)))"
            }
            return "'\(Character(unicodeScalar))' (\(JSONQuoting.scalarName(scalar)))"
        }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func hexByte(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return hex.count == 1 ? "0" + hex : hex
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
